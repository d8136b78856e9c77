import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locales, translations } from '../../db/schema';
import type { TranslationRow } from './language-pack';

/** The admin translations of one locale (spec 3 §3), keyed by message id or English text. */
export async function findTranslations(db: Db, locale: string): Promise<TranslationRow[]> {
  return db
    .select({ translationText: translations.translationText, translatedText: translations.translatedText })
    .from(translations)
    .innerJoin(locales, eq(locales.id, translations.localeId))
    .where(eq(locales.code, locale));
}

/** An enabled locale of the locales table by its code, whatever the case of the request. */
export async function findStoredLocale(db: Db, code: string): Promise<{ code: string; region: string } | undefined> {
  const [row] = await db
    .select({ code: locales.code, region: locales.region })
    .from(locales)
    .where(and(eq(locales.isEnabled, true), sql`lower(${locales.code}) = ${code.toLowerCase()}`));
  return row;
}
