import type { Word } from '../../../contract/admin-translations';
import type { Catalog } from '../language/language-pack';

export interface StoredWord {
  id: number;
  translationText: string;
  translatedText: string;
  comments: string | null;
}

/**
 * Every key of the en-US catalog as a word of one locale, then the database words that name no
 * catalog key. A database word is matched by key or by English text (the language pack matches
 * both ways) and wins over the locale's own catalog; a key neither translates is missing: the
 * locale shows en-US there.
 */
export function wordsOfLocale(localeId: number, source: Catalog, own: Catalog, stored: readonly StoredWord[]): Word[] {
  const byText = new Map(stored.map((row) => [row.translationText, row]));
  const used = new Set<number>();
  const words: Word[] = [];
  for (const [key, entry] of source) {
    const english = entry.source ?? entry.translation;
    const row = byText.get(key) ?? byText.get(english);
    const shipped = own.get(key)?.translation ?? '';
    if (row) used.add(row.id);
    words.push({
      id: row?.id ?? null,
      locale_id: localeId,
      translation_text: row?.translationText ?? key,
      english_text: english,
      translated_text: row?.translatedText ?? shipped,
      comments: row?.comments ?? null,
      missing: !row && !shipped,
    });
  }
  for (const row of stored) {
    if (used.has(row.id)) continue;
    words.push({ id: row.id, locale_id: localeId, translation_text: row.translationText, english_text: row.translationText, translated_text: row.translatedText, comments: row.comments, missing: false });
  }
  return words.sort((a, b) => a.english_text.localeCompare(b.english_text, 'en') || a.translation_text.localeCompare(b.translation_text));
}

/** The words a keyword and the missing-only switch keep. */
export function filterWords(words: readonly Word[], keyWord: string, missingOnly: boolean): Word[] {
  const needle = keyWord.trim().toLowerCase();
  return words.filter(
    (w) =>
      (!missingOnly || w.missing) &&
      (!needle || w.english_text.toLowerCase().includes(needle) || w.translated_text.toLowerCase().includes(needle) || w.translation_text.toLowerCase().includes(needle)),
  );
}
