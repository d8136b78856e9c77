import { msg } from '@lingui/core/macro';
import { nameTranslator, type NameList } from './name-translator';

/*
 * Tire removal reasons by their English name (see name-translator.ts). The English name is
 * written twice: the macro strips a descriptor's message from production builds.
 */
const NAMES: NameList = [
  // Removal reasons
  ['Worn out (at pull point)', msg`Worn out (at pull point)`],
  ['Irregular wear', msg`Irregular wear`],
  ['Puncture', msg`Puncture`],
  ['Sidewall damage', msg`Sidewall damage`],
  ['Road hazard', msg`Road hazard`],
  ['Run flat / under-inflation', msg`Run flat / under-inflation`],
  ['Tread separation', msg`Tread separation`],
  ['Bead damage', msg`Bead damage`],
  ['Age / weather checking', msg`Age / weather checking`],
  ['Dual mismatch', msg`Dual mismatch`],
  ['Pulled for retreading', msg`Pulled for retreading`],
  ['Other', msg`Other`],
  // What the server answers for a scrapped tire without a recorded reason.
  ['Not given', msg`Not given`],
];

/** A removal reason's name in the reader's language. */
export const reasonName = nameTranslator(NAMES);
