import { eq } from 'drizzle-orm';
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
