import { exportI18n } from './export-i18n';

/*
 * The names the database stores in English (seeded by server/seed/reference-catalogs.ts and
 * server/seed/axle-configurations.ts), written here so `npm run i18n:extract` puts each in the
 * export catalog, where the complete locales translate them with the screens' wording
 * (src/lib/reference-names.ts and its sister modules). A name an administrator adds
 * later is printed as stored. The catalog's ids are the English text, so a name in two lists
 * ("Bead damage") is one message.
 */
export const REFERENCE_WORDS: readonly string[] = [
  // Unit types
  /*i18n*/ 'Tractor',
  /*i18n*/ 'Trailer',
  /*i18n*/ 'Dolly',
  /*i18n*/ 'Miscellaneous',
  /*i18n*/ 'Straight truck',
  // Axle configurations (the digits are the tires per axle, front to back)
  /*i18n*/ 'Tractor 6x4 (2-4-4)',
  /*i18n*/ 'Tractor 4x2 (2-4)',
  /*i18n*/ 'Tractor 6x4 wide-base singles (2-2-2)',
  /*i18n*/ 'Straight truck with pusher and tag lift axles (2-4-4-4-4)',
  /*i18n*/ 'Trailer tandem (4-4)',
  /*i18n*/ 'Trailer spread axle (4-4)',
  /*i18n*/ 'Trailer triple axle with lift (4-4-4)',
  /*i18n*/ 'Trailer single axle (4)',
  /*i18n*/ 'Trailer tandem wide-base singles (2-2)',
  /*i18n*/ 'Converter dolly (4)',
  /*i18n*/ 'Yard spotter (2-4)',
  // Vocations
  /*i18n*/ 'Line Haul',
  /*i18n*/ 'Regional Haul',
  /*i18n*/ 'Pickup and Delivery',
  /*i18n*/ 'Construction',
  /*i18n*/ 'Refuse',
  /*i18n*/ 'Logging',
  /*i18n*/ 'Mining',
  /*i18n*/ 'Municipal',
  /*i18n*/ 'Agriculture',
  /*i18n*/ 'Oil and Gas',
  /*i18n*/ 'Bulk and Tanker',
  /*i18n*/ 'Not specified',
  // Wear conditions
  /*i18n*/ 'Cupping / scalloping',
  /*i18n*/ 'Feathering (toe wear)',
  /*i18n*/ 'Heel/toe wear',
  /*i18n*/ 'Diagonal wear',
  /*i18n*/ 'One-side shoulder wear',
  /*i18n*/ 'Both shoulders wear (under-inflation)',
  /*i18n*/ 'Center wear (over-inflation)',
  /*i18n*/ 'Flat spot (brake skid)',
  /*i18n*/ 'Rib punch',
  /*i18n*/ 'River wear / rail wear',
  /*i18n*/ 'Erratic depression wear',
  /*i18n*/ 'Cuts and chips',
  /*i18n*/ 'Stone drilling',
  /*i18n*/ 'Sidewall damage',
  /*i18n*/ 'Bead damage',
  /*i18n*/ 'Run flat',
  // Valve types
  /*i18n*/ 'Standard rubber snap-in',
  /*i18n*/ 'Metal clamp-in',
  /*i18n*/ 'Dual-foot metal',
  /*i18n*/ 'Flow-through valve cap',
  /*i18n*/ 'TPMS sensor valve',
  /*i18n*/ 'Valve extension',
  // Removal reasons
  /*i18n*/ 'Worn out (at pull point)',
  /*i18n*/ 'Irregular wear',
  /*i18n*/ 'Puncture',
  /*i18n*/ 'Road hazard',
  /*i18n*/ 'Run flat / under-inflation',
  /*i18n*/ 'Tread separation',
  /*i18n*/ 'Age / weather checking',
  /*i18n*/ 'Dual mismatch',
  /*i18n*/ 'Pulled for retreading',
  /*i18n*/ 'Other',
  // What reports answer for a scrapped tire without a recorded reason.
  /*i18n*/ 'Not given',
  // Reject reasons (casings)
  /*i18n*/ 'Sidewall cuts',
  /*i18n*/ 'Belt separation',
  /*i18n*/ 'Excessive repairs',
  /*i18n*/ 'Ozone / weather cracking',
  /*i18n*/ 'Exposed or rusted steel',
  /*i18n*/ 'Casing age over limit',
  /*i18n*/ 'Failed previous repair',
  /*i18n*/ 'Inner liner damage',
  /*i18n*/ 'Crown penetrations',
  // Trailer readiness fields
  /*i18n*/ 'Lights',
  /*i18n*/ 'Brakes',
  /*i18n*/ 'Mud flaps',
  /*i18n*/ 'Tires',
  /*i18n*/ 'Landing gear',
  /*i18n*/ 'Air lines',
  /*i18n*/ 'Doors',
  /*i18n*/ 'Floor',
  /*i18n*/ 'Registration',
  /*i18n*/ 'Reflective tape',
];

const KNOWN = new Set(REFERENCE_WORDS);

/** Translates a stored reference name (one of REFERENCE_WORDS); any other text comes back as it is. */
export type ReferenceWord = (name: string) => string;

/** The reference names of the files of a reader of `language`. */
export function referenceWords(language: string): ReferenceWord {
  const i18n = exportI18n(language);
  return (name) => (KNOWN.has(name) ? i18n._(name) : name);
}

