import { msg } from '@lingui/core/macro';
import { nameTranslator, type NameList } from './name-translator';

/*
 * A service call's type and where the unit stood, by the code the server stores and joins into an
 * event's details ("scheduled, shop, ON"); the same words as the dashboard's service filters.
 */
const NAMES: NameList = [
  ['emergency', msg`Emergency`],
  ['scheduled', msg`Scheduled`],
  ['stock', msg`Stock`],
  ['roadside', msg`Roadside`],
  ['yard', msg`Fleet yard`],
  ['shop', msg`Dealer shop`],
];

/** A service call code in the reader's language; a state or another text as it is. */
export const serviceCallName = nameTranslator(NAMES);
