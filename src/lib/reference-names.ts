import { msg } from '@lingui/core/macro';
import { nameTranslator, useNameTranslator, type NameList } from './name-translator';

/*
 * Unit types and axle configurations by their English name (see name-translator.ts).
 * The English name is written twice: the macro strips a descriptor's message from production builds.
 */
const NAMES: NameList = [
  // Unit types
  ['Tractor', msg({ context: 'unit type', message: 'Tractor' })],
  ['Trailer', msg({ context: 'unit type', message: 'Trailer' })],
  ['Dolly', msg({ context: 'unit type', message: 'Dolly' })],
  ['Miscellaneous', msg({ context: 'unit type', message: 'Miscellaneous' })],
  ['Straight truck', msg({ context: 'unit type', message: 'Straight truck' })],
  // Axle configurations (the digits are the tires per axle, front to back)
  ['Tractor 6x4 (2-4-4)', msg`Tractor 6x4 (2-4-4)`],
  ['Tractor 4x2 (2-4)', msg`Tractor 4x2 (2-4)`],
  ['Tractor 6x4 wide-base singles (2-2-2)', msg`Tractor 6x4 wide-base singles (2-2-2)`],
  ['Straight truck with pusher and tag lift axles (2-4-4-4-4)', msg`Straight truck with pusher and tag lift axles (2-4-4-4-4)`],
  ['Trailer tandem (4-4)', msg`Trailer tandem (4-4)`],
  ['Trailer spread axle (4-4)', msg`Trailer spread axle (4-4)`],
  ['Trailer triple axle with lift (4-4-4)', msg`Trailer triple axle with lift (4-4-4)`],
  ['Trailer single axle (4)', msg`Trailer single axle (4)`],
  ['Trailer tandem wide-base singles (2-2)', msg`Trailer tandem wide-base singles (2-2)`],
  ['Converter dolly (4)', msg`Converter dolly (4)`],
  ['Yard spotter (2-4)', msg`Yard spotter (2-4)`],
];

/** A unit type's or axle configuration's name in the reader's language. */
export const referenceName = nameTranslator(NAMES);

export function useReferenceName(): (name: string) => string {
  return useNameTranslator(referenceName);
}
