import * as t from '../db/schema';
import type { SeedContext } from './context';
import type { Application } from './products-catalog';
import type { UnitTypeCode } from './reference-catalogs';

export interface AxleSpec {
  axleNumber: number;
  /** 2: singles, 4: duals. */
  tireCount: 2 | 4;
  positionClass: Application;
  isLift: boolean;
  /** Wide-base singles replace duals on this axle. */
  wideBase: boolean;
}

export interface AxleConfiguration {
  id: number;
  code: string;
  name: string;
  unitType: UnitTypeCode;
  axles: AxleSpec[];
}

export type TireSide = 'left' | 'right';
export type TirePlace = 'single' | 'inner' | 'outer';

export interface WheelPosition {
  axleNumber: number;
  side: TireSide;
  place: TirePlace;
  positionClass: Application;
  isLift: boolean;
  wideBase: boolean;
}

interface ConfigurationSpec {
  code: string;
  name: string;
  unitType: UnitTypeCode;
  /** e.g. "2-4-4"; an L marks a lift axle, a W wide-base singles. */
  layout: string;
  classes: readonly Application[];
}

/** Real layouts: the digits are the tires per axle, front to back. */
export const CONFIGURATIONS: readonly ConfigurationSpec[] = [
  { code: 'TRACTOR_6X4', name: 'Tractor 6x4 (2-4-4)', unitType: 'tractor', layout: '2-4-4', classes: ['steer', 'drive', 'drive'] },
  { code: 'TRACTOR_4X2', name: 'Tractor 4x2 (2-4)', unitType: 'tractor', layout: '2-4', classes: ['steer', 'drive'] },
  { code: 'TRACTOR_6X4_WIDE_BASE', name: 'Tractor 6x4 wide-base singles (2-2-2)', unitType: 'tractor', layout: '2-2W-2W', classes: ['steer', 'drive', 'drive'] },
  {
    code: 'STRAIGHT_TRUCK_5_AXLE', name: 'Straight truck with pusher and tag lift axles (2-4-4-4-4)', unitType: 'straight_truck',
    layout: '2-4L-4-4-4L', classes: ['steer', 'drive', 'drive', 'drive', 'trail'],
  },
  { code: 'TRAILER_TANDEM', name: 'Trailer tandem (4-4)', unitType: 'trailer', layout: '4-4', classes: ['trail', 'trail'] },
  { code: 'TRAILER_SPREAD', name: 'Trailer spread axle (4-4)', unitType: 'trailer', layout: '4-4', classes: ['trail', 'trail'] },
  { code: 'TRAILER_TRIDEM', name: 'Trailer triple axle with lift (4-4-4)', unitType: 'trailer', layout: '4-4-4L', classes: ['trail', 'trail', 'trail'] },
  { code: 'TRAILER_SINGLE', name: 'Trailer single axle (4)', unitType: 'trailer', layout: '4', classes: ['trail'] },
  { code: 'TRAILER_WIDE_BASE', name: 'Trailer tandem wide-base singles (2-2)', unitType: 'trailer', layout: '2W-2W', classes: ['trail', 'trail'] },
  { code: 'DOLLY_SINGLE', name: 'Converter dolly (4)', unitType: 'dolly', layout: '4', classes: ['trail'] },
  { code: 'MISC_YARD_TRUCK', name: 'Yard spotter (2-4)', unitType: 'misc', layout: '2-4', classes: ['steer', 'drive'] },
];

export function seedAxleConfigurations(ctx: SeedContext, unitTypeIds: Record<UnitTypeCode, number>): AxleConfiguration[] {
  return CONFIGURATIONS.map((spec) => {
    const id = ctx.ids.next(t.axleConfigurations);
    ctx.writer.add(t.axleConfigurations, { id, code: spec.code, name: spec.name, unitTypeId: unitTypeIds[spec.unitType] });
    const axles = spec.layout.split('-').map((part, index): AxleSpec => {
      const tireCount = Number.parseInt(part, 10) as 2 | 4;
      return { axleNumber: index + 1, tireCount, positionClass: spec.classes[index]!, isLift: part.includes('L'), wideBase: part.includes('W') };
    });
    for (const axle of axles) {
      ctx.writer.add(t.axleConfigurationAxles, {
        id: ctx.ids.next(t.axleConfigurationAxles),
        axleConfigurationId: id,
        axleNumber: axle.axleNumber,
        tireCount: axle.tireCount,
        positionClass: axle.positionClass,
        isLift: axle.isLift,
      });
    }
    return { id, code: spec.code, name: spec.name, unitType: spec.unitType, axles };
  });
}

/** Every wheel of a configuration: singles left and right, duals outer and inner on each side. */
export function wheelPositions(configuration: AxleConfiguration): WheelPosition[] {
  return configuration.axles.flatMap((axle) => {
    const places: TirePlace[] = axle.tireCount === 2 ? ['single'] : ['outer', 'inner'];
    return (['left', 'right'] as const).flatMap((side) =>
      places.map((place) => ({ axleNumber: axle.axleNumber, side, place, positionClass: axle.positionClass, isLift: axle.isLift, wideBase: axle.wideBase })),
    );
  });
}
