import { msg } from '@lingui/core/macro';
import { nameTranslator, type NameList } from './name-translator';

/*
 * Casing reject reasons by their English name (see name-translator.ts), translated in every
 * catalog. No screen shows them yet: the fleet dashboard's reject-reason categories arrive as
 * its server names them. The English name is written twice: the macro strips a descriptor's
 * message from production builds.
 */
const NAMES: NameList = [
  ['Bead damage', msg`Bead damage`],
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

/** A casing reject reason's name in the reader's language. */
export const rejectReasonName = nameTranslator(NAMES);
