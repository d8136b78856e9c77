import { msg } from '@lingui/core/macro';
import { useCallback } from 'react';
import { nameTranslator, translateNameList, useNameTranslator, type NameList } from './name-translator';

/*
 * Wear conditions, removal reasons, casing reject reasons and valve types by their English name
 * (see name-translator.ts). The English name is written twice: the macro strips a descriptor's
 * message from production builds.
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
  // Removal reasons
  ['Worn out (at pull point)', msg`Worn out (at pull point)`],
  ['Irregular wear', msg`Irregular wear`],
  ['Puncture', msg`Puncture`],
  ['Road hazard', msg`Road hazard`],
  ['Run flat / under-inflation', msg`Run flat / under-inflation`],
  ['Tread separation', msg`Tread separation`],
  ['Age / weather checking', msg`Age / weather checking`],
  ['Dual mismatch', msg`Dual mismatch`],
  ['Pulled for retreading', msg`Pulled for retreading`],
  ['Other', msg`Other`],
  // Casing reject reasons
  ['Sidewall cuts', msg`Sidewall cuts`],
  ['Belt separation', msg`Belt separation`],
  ['Excessive repairs', msg`Excessive repairs`],
  ['Ozone / weather cracking', msg`Ozone / weather cracking`],
  ['Exposed or rusted steel', msg`Exposed or rusted steel`],
  ['Casing age over limit', msg`Casing age over limit`],
  ['Failed previous repair', msg`Failed previous repair`],
  ['Inner liner damage', msg`Inner liner damage`],
  ['Crown penetrations', msg`Crown penetrations`],
  // Valve types
  ['Standard rubber snap-in', msg`Standard rubber snap-in`],
  ['Metal clamp-in', msg`Metal clamp-in`],
  ['Dual-foot metal', msg`Dual-foot metal`],
  ['Flow-through valve cap', msg`Flow-through valve cap`],
  ['TPMS sensor valve', msg`TPMS sensor valve`],
  ['Valve extension', msg`Valve extension`],
];

/** A wear condition's, removal or reject reason's or valve type's name in the reader's language. */
export const tireConditionName = nameTranslator(NAMES);

export function useTireConditionName(): (name: string) => string {
  return useNameTranslator(tireConditionName);
}

/** For texts the server joins ("Rib punch, Run flat"): each name translated. */
export function useTireConditionList(): (joined: string) => string {
  const name = useTireConditionName();
  return useCallback((joined: string) => translateNameList(name, joined), [name]);
}
