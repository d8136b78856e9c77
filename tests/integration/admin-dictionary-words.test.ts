import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales, translations } from '../../server/db/schema';
import { DEMO_USERS } from '../../server/seed/demo-users';
import { seedDemoFleet } from '../../server/seed/generate';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { authHeaders } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';

let database: TestDatabase;
let app: FastifyInstance;
let adminHeaders: Record<string, string>;
const ids: Record<string, number> = {};
const login = (group: string) => DEMO_USERS.find((u) => u.group === group)!.login;
const LOG_OUT = generateMessageId('Log out');

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoFleet(database.db, { scale: 0.05, now: new Date('2026-11-20T00:00:00Z') });
  app = await createTestApp(database.db);
  adminHeaders = await authHeaders(app, login('ADMIN'));
  for (const row of await database.db.select({ id: locales.id, code: locales.code }).from(locales)) ids[row.code] = row.id;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const call = (method: 'POST' | 'PUT', url: string, payload: unknown, headers = adminHeaders) =>
  app.inject({ method, url: `/api/v2/admin/translations/${url}`, payload: payload as object, headers });
const pack = async (code: string) => (await app.inject({ method: 'GET', url: `/api/Content/LanguagesPack/${code}.json` })).json().messages as Record<string, string>;
type Row = { code: string; translated_text: string; comments: string | null; missing: boolean };
const dictionary = async (key: string) => {
  const res = await call('POST', 'get_dictionary_words', { translation_text: key });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { english_text: string; words: Row[] };
  return { ...body, byCode: Object.fromEntries(body.words.map((w) => [w.code, w])) };
};

describe('one key in every locale (edit_dictionary_words)', () => {
  it('answers the key in every locale with en-US as reference and the locales lacking it flagged', async () => {
    const { english_text, words, byCode } = await dictionary(LOG_OUT);
    expect(english_text).toBe('Log out');
    expect(words.map((w) => w.code).sort()).toEqual(Object.keys(ids).sort());
    expect(byCode['en-US']).toMatchObject({ translated_text: 'Log out', missing: false });
    expect(byCode['fr-FR']).toMatchObject({ translated_text: 'Se déconnecter', missing: false });
    // A locale without a translated catalog shows en-US for it.
    const untranslated = words.filter((w) => w.missing);
    expect(untranslated.length).toBeGreaterThan(0);
    expect(untranslated.every((w) => w.translated_text === '')).toBe(true);
    // What a missing locale shows: its sister language's word (es-ES reads es-US), else English.
    expect(byCode['es-ES']).toMatchObject({ missing: true, fallback_text: byCode['es-US']!.translated_text });
    expect(byCode['es-US']!.translated_text).not.toBe('Log out');
    expect(byCode['it-IT']).toMatchObject({ missing: true, fallback_text: 'Log out' });
    // Asked by its English text, the same message answers.
    expect((await dictionary('Log out')).byCode['fr-FR']!.translated_text).toBe('Se déconnecter');
  });

  it('saves one key in French and Spanish at once; both packs serve it at once and other locales keep theirs', async () => {
    const before = await pack('fr-CA');
    const res = await call('PUT', 'edit_dictionary_words', {
      translation_text: LOG_OUT,
      words: [
        { locale_id: ids['fr-FR'], translated_text: 'Quitter le portail', comments: 'menu' },
        { locale_id: ids['es-ES'], translated_text: 'Salir del portal' },
      ],
    });
    expect(res.json()).toEqual({ status: 'Success', saved: 2 });
    expect((await pack('fr-FR'))[LOG_OUT]).toBe('Quitter le portail');
    expect((await pack('es-ES'))[LOG_OUT]).toBe('Salir del portal');
    expect((await pack('fr-CA'))[LOG_OUT]).toBe(before[LOG_OUT]);
    const { byCode } = await dictionary(LOG_OUT);
    expect(byCode['fr-FR']).toMatchObject({ translated_text: 'Quitter le portail', comments: 'menu', missing: false });
    expect(byCode['es-ES']).toMatchObject({ translated_text: 'Salir del portal', missing: false });
  });

  it('updates a word stored under its English text instead of adding a second row', async () => {
    await app.inject({
      method: 'PUT',
      url: '/api/v2/admin/translations/edit_words',
      headers: adminHeaders,
      payload: { locale_id: ids['de-AT'], words: [{ translation_text: 'Log out', translated_text: 'Ausloggen' }] },
    });
    await call('PUT', 'edit_dictionary_words', { translation_text: LOG_OUT, words: [{ locale_id: ids['de-AT'], translated_text: 'Abmelden (AT)' }] });
    const rows = await database.db
      .select({ text: translations.translationText, translated: translations.translatedText })
      .from(translations)
      .where(and(eq(translations.localeId, ids['de-AT']!), inArray(translations.translationText, ['Log out', LOG_OUT])));
    expect(rows).toEqual([{ text: 'Log out', translated: 'Abmelden (AT)' }]);
    expect((await pack('de-AT'))[LOG_OUT]).toBe('Abmelden (AT)');
  });

  it('answers 400 naming the field, 404 for an unknown locale, and 403 to anyone but an administrator', async () => {
    const bad: Array<['POST' | 'PUT', string, unknown, string]> = [
      ['POST', 'get_dictionary_words', { translation_text: '  ' }, 'body.translation_text'],
      ['PUT', 'edit_dictionary_words', { translation_text: LOG_OUT, words: [{ locale_id: ids['fr-FR'], translated_text: '' }] }, 'body.words.0.translated_text'],
      ['PUT', 'edit_dictionary_words', { translation_text: LOG_OUT, words: [] }, 'body.words'],
      ['PUT', 'edit_dictionary_words', { words: [{ locale_id: ids['fr-FR'], translated_text: 'x' }] }, 'body.translation_text'],
    ];
    for (const [method, url, body, field] of bad) {
      const res = await call(method, url, body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const unknown = await call('PUT', 'edit_dictionary_words', { translation_text: LOG_OUT, words: [{ locale_id: ids['fr-FR'], translated_text: 'x' }, { locale_id: 999_999, translated_text: 'y' }] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].field).toBe('body.words.1.locale_id');
    expect((await pack('fr-FR'))[LOG_OUT]).toBe('Quitter le portail');

    for (const group of ['CUS', 'DLR', 'GYR']) {
      const headers = await authHeaders(app, login(group));
      expect((await call('POST', 'get_dictionary_words', { translation_text: LOG_OUT }, headers)).statusCode, group).toBe(403);
      const write = await call('PUT', 'edit_dictionary_words', { translation_text: LOG_OUT, words: [{ locale_id: ids['fr-FR'], translated_text: 'Pirate' }] }, headers);
      expect(write.statusCode, group).toBe(403);
    }
    expect((await call('POST', 'get_dictionary_words', { translation_text: LOG_OUT }, {})).statusCode).toBe(401);
    expect((await pack('fr-FR'))[LOG_OUT]).toBe('Quitter le portail');
  });
});
