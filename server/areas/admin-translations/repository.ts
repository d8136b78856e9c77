import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locales, translations } from '../../db/schema';
import { HttpError } from '../../plugins/error-handler';
import type { LocaleStoredWord } from './dictionary';
import type { StoredWord } from './words';

export const UNKNOWN_LOCALE_ID = 'No locale has this id';
export const LOCALE_EXISTS = 'A locale with this code exists already';

export async function listLocales(db: Db) {
  const rows = await db.select().from(locales).orderBy(asc(locales.code));
  return rows.map((row) => ({ id: row.id, code: row.code, label: row.label, region: row.region, is_enabled: row.isEnabled }));
}

export async function requireLocale(db: Db, id: number) {
  const [row] = await db.select().from(locales).where(eq(locales.id, id));
  if (!row) throw new HttpError(404, UNKNOWN_LOCALE_ID, [{ field: 'body.locale_id', message: UNKNOWN_LOCALE_ID }]);
  return row;
}

/** A new locale; with a source, every database word of that locale is copied to it in the same transaction. */
export async function addLocale(db: Db, locale: { code: string; label: string; region: string }, sourceLocaleId?: number) {
  return db.transaction(async (tx) => {
    if (sourceLocaleId !== undefined) {
      const [source] = await tx.select({ id: locales.id }).from(locales).where(eq(locales.id, sourceLocaleId));
      if (!source) throw new HttpError(404, UNKNOWN_LOCALE_ID, [{ field: 'body.source_locale_id', message: UNKNOWN_LOCALE_ID }]);
    }
    const [row] = await tx.insert(locales).values(locale).onConflictDoNothing({ target: locales.code }).returning();
    if (!row) throw new HttpError(409, LOCALE_EXISTS, [{ field: 'body.code', message: LOCALE_EXISTS }]);
    if (sourceLocaleId !== undefined) {
      await tx.execute(sql`
        INSERT INTO translations (locale_id, translation_text, translated_text, comments)
        SELECT ${row.id}, translation_text, translated_text, comments FROM translations WHERE locale_id = ${sourceLocaleId}`);
    }
    return { id: row.id, code: row.code, label: row.label, region: row.region, is_enabled: row.isEnabled };
  });
}

export function storedWords(db: Db, localeId: number): Promise<StoredWord[]> {
  return db
    .select({ id: translations.id, translationText: translations.translationText, translatedText: translations.translatedText, comments: translations.comments })
    .from(translations)
    .where(eq(translations.localeId, localeId));
}

/** Every locale's stored words under any of these texts (one key as id, English text or its own text). */
export function storedWordsOfTexts(db: Db, texts: readonly string[]): Promise<LocaleStoredWord[]> {
  return db
    .select({
      id: translations.id,
      localeId: translations.localeId,
      translationText: translations.translationText,
      translatedText: translations.translatedText,
      comments: translations.comments,
    })
    .from(translations)
    .where(inArray(translations.translationText, [...texts]));
}

export interface WordWrite {
  localeId: number;
  translationText: string;
  translatedText: string;
  comments: string | null;
}

/** Inserts words or replaces the same key's word of the same locale. */
export async function saveWords(db: Db, words: readonly WordWrite[]): Promise<number> {
  if (words.length === 0) return 0;
  // One row per locale and key: the last of duplicates in one request wins.
  const unique = [...new Map(words.map((w) => [`${w.localeId}\u0000${w.translationText}`, w])).values()];
  await db
    .insert(translations)
    .values(unique)
    .onConflictDoUpdate({
      target: [translations.localeId, translations.translationText],
      set: { translatedText: sql`excluded.translated_text`, comments: sql`excluded.comments` },
    });
  return unique.length;
}

export const WORD_EXISTS = 'This locale has a word for this text already; edit it instead';

/** add_word: a new word only; an existing key is a 409 so two administrators do not overwrite each other silently. */
export async function addWord(db: Db, word: WordWrite): Promise<number> {
  const [row] = await db.insert(translations).values(word).onConflictDoNothing().returning({ id: translations.id });
  if (!row) throw new HttpError(409, WORD_EXISTS, [{ field: 'body.translation_text', message: WORD_EXISTS }]);
  return row.id;
}

export async function localeCodes(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await db.select({ id: locales.id, code: locales.code }).from(locales);
  const wanted = new Set(ids);
  return new Map(rows.filter((r) => wanted.has(r.id)).map((r) => [r.id, r.code]));
}
