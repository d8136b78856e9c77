import { z } from 'zod';
import { requiredText, text } from './common';

/** A language tag such as fr-CA (the codes the language pack serves). */
export const localeCode = z.string().trim().regex(/^[a-z]{2,3}-[A-Z]{2}$/, 'Expected a language tag such as fr-CA');

export const localeRow = z.object({ id: z.number().int(), code: z.string(), label: z.string(), region: z.string(), is_enabled: z.boolean() });
export type LocaleRow = z.infer<typeof localeRow>;

export const REGION_CODES = ['NA', 'SA', 'EMEA', 'ASIA'] as const;

export const addLocaleRequest = z.object({
  code: localeCode,
  label: requiredText(100),
  region: z.enum(REGION_CODES),
});
/** add_as: a new locale that starts with every database word of another. */
export const addLocaleAsRequest = addLocaleRequest.extend({ source_locale_id: z.number().int().positive().max(2_147_483_647) });

const localeId = z.number().int().positive().max(2_147_483_647);

/** The words of one locale, paged; missing_only keeps the keys the locale does not translate. */
export const wordsRequest = z.object({
  locale_id: localeId,
  page_number: z.number().int().min(1).max(1_000_000).default(1),
  page_size: z.number().int().min(1).max(200).default(20),
  key_word: text(200).default(''),
  missing_only: z.boolean().default(false),
});
export const wordsCountRequest = wordsRequest.pick({ locale_id: true, key_word: true, missing_only: true });

/**
 * One word of a locale (spec 3 §3 "Admin translations"): translation_text is the message's key
 * (its id in the catalogs) and english_text its en-US wording; id is the database row of an
 * administrator's translation, null while the shipped catalog's text is used.
 */
export const word = z.object({
  id: z.number().int().nullable(),
  locale_id: z.number().int(),
  translation_text: z.string(),
  english_text: z.string(),
  translated_text: z.string(),
  comments: z.string().nullable(),
  /** Neither the locale's own catalog nor the database translates this key: en-US shows instead. */
  missing: z.boolean(),
});
export type Word = z.infer<typeof word>;

export const wordsResponse = z.object({ words: z.array(word), page_number: z.number().int(), page_size: z.number().int(), total_items: z.number().int() });
export const wordsCountResponse = z.object({ count: z.number().int(), missing_count: z.number().int() });

export const wordEdit = z.object({
  translation_text: requiredText(2000),
  translated_text: requiredText(4000),
  comments: text(1000).nullable().default(null),
});
export const addWordRequest = wordEdit.extend({ locale_id: localeId });
export const editWordsRequest = z.object({ locale_id: localeId, words: z.array(wordEdit).min(1).max(500) });
/** One key across several locales, as the dictionary view edits it. */
export const editDictionaryWordsRequest = z.object({
  translation_text: requiredText(2000),
  words: z.array(z.object({ locale_id: localeId, translated_text: requiredText(4000), comments: text(1000).nullable().default(null) })).min(1).max(100),
});

/** One key's words in every locale, for the dictionary view (en-US is the reference). */
export const dictionaryWordsRequest = z.object({ translation_text: requiredText(2000) });
export const dictionaryWord = z.object({
  locale_id: z.number().int(),
  code: z.string(),
  label: z.string(),
  translated_text: z.string(),
  comments: z.string().nullable(),
  missing: z.boolean(),
  /** What the locale shows while missing: its fallback locale's word (fr-BE reads fr-FR), else en-US. */
  fallback_text: z.string(),
});
export type DictionaryWord = z.infer<typeof dictionaryWord>;
export const dictionaryWordsResponse = z.object({ translation_text: z.string(), english_text: z.string(), words: z.array(dictionaryWord) });
export type DictionaryWords = z.infer<typeof dictionaryWordsResponse>;

export const savedWordsResponse = z.object({ status: z.literal('Success'), saved: z.number().int() });
