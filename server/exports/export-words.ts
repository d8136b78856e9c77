import type { I18n } from '@lingui/core';
import { exportI18n } from './export-i18n';
import { translateJoinedNames } from '../../contract/joined-names';
import { referenceWords } from './reference-words';

/*
 * Words several reports' files print as values, in the reader's language: one list each, so a
 * position class or an exception level reads the same in every file.
 */

const POSITION_CLASS_WORDS: Record<string, string> = {
  steer: /*i18n*/ 'Steer',
  drive: /*i18n*/ 'Drive',
  trail: /*i18n*/ 'Trailer',
  unknown: /*i18n*/ 'Unknown',
};

const LEVEL_WORDS: Record<string, string> = {
  ok: /*i18n*/ 'OK',
  warning: /*i18n*/ 'Warning',
  critical: /*i18n*/ 'Critical',
  unknown: '-',
};

const WHEEL_POSITION_WORDS: Record<string, string> = {
  'left single': /*i18n*/ 'Left',
  'right single': /*i18n*/ 'Right',
  'left inner': /*i18n*/ 'Left inner',
  'left outer': /*i18n*/ 'Left outer',
  'right inner': /*i18n*/ 'Right inner',
  'right outer': /*i18n*/ 'Right outer',
};

const DIRECTION_WORDS: Record<string, string> = {
  in: /*i18n*/ 'In',
  out: /*i18n*/ 'Out',
};

/** A service call's type and where the unit was, as the dashboard's filters name them. */
const SERVICE_CALL_WORDS: Record<string, string> = {
  emergency: /*i18n*/ 'Emergency',
  scheduled: /*i18n*/ 'Scheduled',
  stock: /*i18n*/ 'Stock',
  roadside: /*i18n*/ 'Roadside',
  yard: /*i18n*/ 'Fleet yard',
  shop: /*i18n*/ 'Dealer shop',
};

export interface ExportWords {
  i18n: I18n;
  yesNo: (value: boolean) => string;
  /** steer, drive, trail, unknown as the reader says them; another code as it is. */
  positionClass: (code: string) => string;
  /** An exception level (ok, warning, critical, unknown). */
  level: (level: string) => string;
  /** A checkpoint crossing's direction (in, out). */
  direction: (direction: string) => string;
  /** A wheel by its axle side (left, right) and place (single, inner, outer). */
  wheelPosition: (side: string, place: string) => string;
  /** A name the database stores in English (a wear condition, a unit type…); another text as it is. */
  name: (name: string) => string;
  /** Names the database joined into one text ("Rib punch, Run flat"), each translated. */
  names: (joined: string) => string;
  /** A service call's stored "type, place, state" ("scheduled, shop, ON"), its codes as words. */
  serviceCall: (joined: string) => string;
}

export function exportWords(language: string): ExportWords {
  const i18n = exportI18n(language);
  const name = referenceWords(language);
  return {
    i18n,
    yesNo: (value) => i18n._(value ? /*i18n*/ 'Yes' : /*i18n*/ 'No'),
    positionClass: (code) => i18n._(POSITION_CLASS_WORDS[code] ?? code),
    level: (level) => i18n._(LEVEL_WORDS[level] ?? level),
    direction: (direction) => i18n._(DIRECTION_WORDS[direction] ?? direction),
    wheelPosition: (side, place) => i18n._(WHEEL_POSITION_WORDS[`${side} ${place}`] ?? `${side} ${place}`),
    name,
    names: (joined) => translateJoinedNames(name, joined),
    serviceCall: (joined) => translateJoinedNames((code) => (code in SERVICE_CALL_WORDS ? i18n._(SERVICE_CALL_WORDS[code]!) : code), joined),
  };
}
