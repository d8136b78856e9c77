import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addLocaleAsRequest,
  addLocaleRequest,
  addWordRequest,
  dictionaryWordsRequest,
  dictionaryWordsResponse,
  editDictionaryWordsRequest,
  editWordsRequest,
  localeRow,
  savedWordsResponse,
  wordsCountRequest,
  wordsRequest,
  wordsResponse,
  wordsCountResponse,
} from '../../../contract/admin-translations';
import { errorResponse } from '../../../contract/common';
import { SOURCE_LOCALE } from '../../../contract/locales';
import { adminRouteConfig as config, guardAdminRoutes } from '../../auth/admin-guard';
import { HttpError } from '../../plugins/error-handler';
import { createCatalogStore } from '../language/catalogs';
import { dictionaryWords, resolveKey, storedRowOfKey, storedTextsOfKey } from './dictionary';
import { addLocale, addWord, listLocales, localeCodes, requireLocale, saveWords, storedWords, storedWordsOfTexts, UNKNOWN_LOCALE_ID } from './repository';
import { filterWords, wordsOfLocale } from './words';

const tags = ['admin_translations'];
const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse } as const;
const empty = z.object({}).strict().optional();

/**
 * Admin translations (spec 3 §7 "Other"), mounted at /api/v2/admin: locales and their words.
 * A saved word drops the cached language pack of its locale, so the next pack load serves it.
 */
export async function adminTranslationRoutes(app: FastifyInstance): Promise<void> {
  guardAdminRoutes(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const catalogs = createCatalogStore();
  const { db } = app;

  async function localeWords(body: { locale_id: number; key_word: string; missing_only: boolean }) {
    const locale = await requireLocale(db, body.locale_id);
    const [source, own, stored] = await Promise.all([catalogs.get(SOURCE_LOCALE), catalogs.get(locale.code), storedWords(db, locale.id)]);
    const all = wordsOfLocale(locale.id, source, own, stored);
    return { all, kept: filterWords(all, body.key_word, body.missing_only) };
  }

  const saved = (codes: Iterable<string>, count: number) => {
    for (const code of codes) app.languagePacks.clear(code);
    return { status: 'Success' as const, saved: count };
  };

  r.post('/locales/get', { config, schema: { tags, body: empty, response: { 200: z.object({ locales: z.array(localeRow) }), ...failures } } }, async () => ({
    locales: await listLocales(db),
  }));
  r.post('/locales/add', { config, schema: { tags, body: addLocaleRequest, response: { 200: localeRow, ...failures } } }, async (request) => addLocale(db, request.body));
  r.post('/locales/add_as', { config, schema: { tags, body: addLocaleAsRequest, response: { 200: localeRow, ...failures } } }, async (request) => {
    const { source_locale_id: source, ...locale } = request.body;
    const added = await addLocale(db, locale, source);
    app.languagePacks.clear(added.code);
    return added;
  });

  r.post('/translations/get_words', { config, schema: { tags, body: wordsRequest, response: { 200: wordsResponse, ...failures } } }, async (request) => {
    const { page_number, page_size } = request.body;
    const { kept } = await localeWords(request.body);
    return { words: kept.slice((page_number - 1) * page_size, page_number * page_size), page_number, page_size, total_items: kept.length };
  });
  r.post('/translations/get_words_count', { config, schema: { tags, body: wordsCountRequest, response: { 200: wordsCountResponse, ...failures } } }, async (request) => {
    const { all, kept } = await localeWords(request.body);
    return { count: kept.length, missing_count: filterWords(all, request.body.key_word ?? '', true).length };
  });

  r.post('/translations/add_word', { config, schema: { tags, body: addWordRequest, response: { 200: savedWordsResponse, ...failures } } }, async (request) => {
    const { locale_id, translation_text, translated_text, comments } = request.body;
    const locale = await requireLocale(db, locale_id);
    await addWord(db, { localeId: locale.id, translationText: translation_text, translatedText: translated_text, comments });
    return saved([locale.code], 1);
  });
  r.put('/translations/edit_words', { config, schema: { tags, body: editWordsRequest, response: { 200: savedWordsResponse, ...failures } } }, async (request) => {
    const locale = await requireLocale(db, request.body.locale_id);
    const count = await saveWords(
      db,
      request.body.words.map((w) => ({ localeId: locale.id, translationText: w.translation_text, translatedText: w.translated_text, comments: w.comments })),
    );
    return saved([locale.code], count);
  });
  r.post('/translations/get_dictionary_words', { config, schema: { tags, body: dictionaryWordsRequest, response: { 200: dictionaryWordsResponse, ...failures } } }, async (request) => {
    const key = request.body.translation_text;
    const [source, all] = await Promise.all([catalogs.get(SOURCE_LOCALE), listLocales(db)]);
    const withCatalogs = await Promise.all(all.map(async (l) => ({ ...l, catalog: await catalogs.get(l.code) })));
    const rows = await storedWordsOfTexts(db, storedTextsOfKey(key, resolveKey(source, key)));
    return dictionaryWords(key, source, withCatalogs, rows);
  });
  r.put('/translations/edit_dictionary_words', { config, schema: { tags, body: editDictionaryWordsRequest, response: { 200: savedWordsResponse, ...failures } } }, async (request) => {
    const { translation_text, words } = request.body;
    const codes = await localeCodes(db, words.map((w) => w.locale_id));
    const unknown = words.findIndex((w) => !codes.has(w.locale_id));
    if (unknown >= 0) throw new HttpError(404, UNKNOWN_LOCALE_ID, [{ field: `body.words.${unknown}.locale_id`, message: UNKNOWN_LOCALE_ID }]);
    // A locale whose word of this key is stored under its id or English text keeps that one row.
    const texts = storedTextsOfKey(translation_text, resolveKey(await catalogs.get(SOURCE_LOCALE), translation_text));
    const rows = await storedWordsOfTexts(db, texts);
    const count = await saveWords(
      db,
      words.map((w) => ({
        localeId: w.locale_id,
        translationText: storedRowOfKey(rows, w.locale_id, texts)?.translationText ?? translation_text,
        translatedText: w.translated_text,
        comments: w.comments,
      })),
    );
    return saved(codes.values(), count);
  });
}
