import { msg } from '@lingui/core/macro';
import { nameTranslator, useNameTranslator, type NameList } from './name-translator';

/*
 * Wear conditions and valve types by their English name (see name-translator.ts). The English
 * name is written twice: the macro strips a descriptor's message from production builds.
 */
const NAMES: NameList = [
  // Wear conditions
  ['Cupping / scalloping', msg`Cupping / scalloping`],
  ['Feathering (toe wear)', msg`Feathering (toe wear)`],
  ['Heel/toe wear', msg`Heel/toe wear`],
  ['Diagonal wear', msg`Diagonal wear`],
  ['One-side shoulder wear', msg`One-side shoulder wear`],
  ['Both shoulders wear (under-inflation)', msg`Both shoulders wear (under-inflation)`],
  ['Center wear (over-inflation)', msg`Center wear (over-inflation)`],
  ['Flat spot (brake skid)', msg`Flat spot (brake skid)`],
  ['Rib punch', msg`Rib punch`],
  ['River wear / rail wear', msg`River wear / rail wear`],
  ['Erratic depression wear', msg`Erratic depression wear`],
  ['Cuts and chips', msg`Cuts and chips`],
  ['Stone drilling', msg`Stone drilling`],
  ['Sidewall damage', msg`Sidewall damage`],
  ['Bead damage', msg`Bead damage`],
  ['Run flat', msg`Run flat`],
  // Valve types
  ['Standard rubber snap-in', msg`Standard rubber snap-in`],
  ['Metal clamp-in', msg`Metal clamp-in`],
  ['Dual-foot metal', msg`Dual-foot metal`],
  ['Flow-through valve cap', msg`Flow-through valve cap`],
  ['TPMS sensor valve', msg`TPMS sensor valve`],
  ['Valve extension', msg`Valve extension`],
];

/** A wear condition's or valve type's name in the reader's language. */
export const tireConditionName = nameTranslator(NAMES);

export function useTireConditionName(): (name: string) => string {
  return useNameTranslator(tireConditionName);
}
