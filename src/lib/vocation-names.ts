import { msg } from '@lingui/core/macro';
import { nameTranslator, type NameList } from './name-translator';

/*
 * Vocations by their English name (see name-translator.ts). The English name is written twice:
 * the macro strips a descriptor's message from production builds.
 */
const NAMES: NameList = [
  ['Line Haul', msg`Line Haul`],
  ['Regional Haul', msg`Regional Haul`],
  ['Pickup and Delivery', msg`Pickup and Delivery`],
  ['Construction', msg`Construction`],
  ['Refuse', msg`Refuse`],
  ['Logging', msg`Logging`],
  ['Mining', msg`Mining`],
  ['Municipal', msg`Municipal`],
  ['Agriculture', msg`Agriculture`],
  ['Oil and Gas', msg`Oil and Gas`],
  ['Bulk and Tanker', msg`Bulk and Tanker`],
  ['Not specified', msg`Not specified`],
];

/** A vocation's name in the reader's language. */
export const vocationName = nameTranslator(NAMES);
