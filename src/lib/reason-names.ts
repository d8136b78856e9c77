import { msg } from '@lingui/core/macro';
import { nameTranslator, type NameList } from './name-translator';

/*
 * Tire removal reasons and casing reject reasons by their English name (see
 * name-translator.ts). The English name is written twice: the macro strips a descriptor's
 * message from production builds.
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
  // Casing reject reasons
  ['Sidewall cuts', msg`Sidewall cuts`],
  ['Run flat', msg`Run flat`],
  ['Belt separation', msg`Belt separation`],
  ['Excessive repairs', msg`Excessive repairs`],
  ['Ozone / weather cracking', msg`Ozone / weather cracking`],
  ['Exposed or rusted steel', msg`Exposed or rusted steel`],
  ['Casing age over limit', msg`Casing age over limit`],
  ['Failed previous repair', msg`Failed previous repair`],
  ['Inner liner damage', msg`Inner liner damage`],
  ['Crown penetrations', msg`Crown penetrations`],
];

/** A removal or reject reason's name in the reader's language. */
export const reasonName = nameTranslator(NAMES);
