import type { DictionaryWords } from '../../../contract/admin-translations';
import { fallbackChain } from '../../../locales/fallbacks';
import { idsBySourceText, type Catalog } from '../language/language-pack';
import type { StoredWord } from './words';

export interface LocaleOfWord {
  id: number;
  code: string;
  label: string;
}

export type LocaleStoredWord = StoredWord & { localeId: number };

/**
 * What one key names: its catalog id (a key given as its English text finds its message, as the
 * language pack matches both ways) and its English text; a text outside the catalogs is both.
 */
export function resolveKey(source: Catalog, key: string): { catalogId: string | null; english: string } {
  const catalogId = source.has(key) ? key : (idsBySourceText(source).get(key)?.[0] ?? null);
  const entry = catalogId === null ? undefined : source.get(catalogId);
  return { catalogId, english: entry ? (entry.source ?? entry.translation) : key };
}

/** The texts a stored row of this key may be saved under, best first. */
export function storedTextsOfKey(key: string, resolved: { catalogId: string | null; english: string }): string[] {
  return [...new Set([key, resolved.catalogId, resolved.english].filter((t): t is string => t !== null))];
}

/** A locale's stored row of the key: under the key itself first, then its id, then its English text. */
export function storedRowOfKey(rows: readonly LocaleStoredWord[], localeId: number, texts: readonly string[]): LocaleStoredWord | undefined {
  for (const text of texts) {
    const row = rows.find((r) => r.localeId === localeId && r.translationText === text);
    if (row) return row;
  }
  return undefined;
}

/**
 * One key in every locale, as the dictionary view shows it: each locale's stored word, else its
 * own catalog's translation; missing when neither translates it (the locale shows en-US there).
 */
export function dictionaryWords(
  key: string,
  source: Catalog,
  locales: readonly (LocaleOfWord & { catalog: Catalog })[],
  stored: readonly LocaleStoredWord[],
): DictionaryWords {
  const resolved = resolveKey(source, key);
  const texts = storedTextsOfKey(key, resolved);
  const byCode = new Map(locales.map((l) => [l.code, l]));
  // A locale's own word: its stored row first (as the language pack lets the database win), else its catalog's.
  const ownWord = (locale: LocaleOfWord & { catalog: Catalog }) => {
    const row = storedRowOfKey(stored, locale.id, texts);
    const shipped = resolved.catalogId === null ? '' : (locale.catalog.get(resolved.catalogId)?.translation ?? '');
    return { row, shipped, text: row?.translatedText.trim() ? row.translatedText : shipped };
  };
  return {
    translation_text: key,
    english_text: resolved.english,
    words: locales.map((locale) => {
      const { row, shipped } = ownWord(locale);
      const fallbacks = fallbackChain(locale.code).slice(1).map((code) => byCode.get(code));
      const fallback = fallbacks.map((l) => (l ? ownWord(l).text : '')).find(Boolean) ?? resolved.english;
      return {
        fallback_text: fallback,
        locale_id: locale.id,
        code: locale.code,
        label: locale.label,
        translated_text: row?.translatedText ?? shipped,
        comments: row?.comments ?? null,
        missing: !row?.translatedText.trim() && !shipped,
      };
    }),
  };
}
