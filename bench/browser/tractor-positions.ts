import type { TirePlace, TireSide } from '../../src/features/fleet-survey/data';

/** A 6x4 tractor's ten positions: a steer axle of singles and two drive axles of duals. */
export const TRACTOR_POSITIONS: { axle_number: number; side: TireSide; place: TirePlace }[] = [
  { axle_number: 1, side: 'left', place: 'single' },
  { axle_number: 1, side: 'right', place: 'single' },
  ...[2, 3].flatMap((axle_number) =>
    (['left', 'right'] as TireSide[]).flatMap((side) => (['inner', 'outer'] as TirePlace[]).map((place) => ({ axle_number, side, place }))),
  ),
];
