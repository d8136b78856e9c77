import { SOURCE_LOCALE } from '../contract/locales';
import { MESSAGE_PARTS, type MessagePart } from '../src/lib/message-parts';

/**
 * The catalogue files of the shipped locales, apart from the rest of the app. Every install
 * precaches the app and en-US's parts; the 35 other locales' parts (about 170 files, more than
 * half the bytes of a first install) are kept only for the languages the device's users read.
 * A technician's first install then waits on about 200 files instead of about 375, and a tablet
 * does not carry 35 languages it never shows.
 */

/** Cache Storage cache of the kept locales' catalogue files. */
export const LANGUAGE_FILES_CACHE = 'language-files';

/** The build's name of a locale's catalogue part (its hash follows): `messages-fr-CA-field`. */
export const catalogChunkName = (locale: string, part: MessagePart): string => `messages-${locale}-${part}`;

const CATALOG_FILE = new RegExp(`(?:^|/)messages-([a-z]{2,3}-[A-Z]{2})-(${MESSAGE_PARTS.join('|')})-[\\w-]+\\.js$`);

/** The locale and part of a catalogue file, by its path or URL; null for any other file. */
export function catalogFileOf(path: string): { locale: string; part: MessagePart } | null {
  const match = CATALOG_FILE.exec(path.split(/[?#]/)[0]!);
  return match ? { locale: match[1]!, part: match[2] as MessagePart } : null;
}

type ManifestEntry = string | { url: string };
const urlOf = (entry: ManifestEntry) => (typeof entry === 'string' ? entry : entry.url);

/**
 * Splits the build's file list: what every install precaches (the app, en-US's catalogue), and
 * each other locale's catalogue files by locale.
 */
export function splitLanguageFiles<T extends ManifestEntry>(entries: readonly T[]): { precached: T[]; byLocale: Map<string, string[]> } {
  const precached: T[] = [];
  const byLocale = new Map<string, string[]>();
  for (const entry of entries) {
    const catalog = catalogFileOf(urlOf(entry));
    // Every install holds the source language: a locale that fails to load falls back to it.
    if (!catalog || catalog.locale === SOURCE_LOCALE) {
      precached.push(entry);
      continue;
    }
    const files = byLocale.get(catalog.locale) ?? [];
    files.push(urlOf(entry));
    byLocale.set(catalog.locale, files);
  }
  return { precached, byLocale };
}
