import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '../../server/db/schema';
import { DEMO_USERS } from '../../server/seed/demo-users';
import { seedDemoFleet } from '../../server/seed/generate';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { authHeaders } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';

let database: TestDatabase;
let app: FastifyInstance;
let adminHeaders: Record<string, string>;
const LOG_OUT = generateMessageId('Log out');
const SEND_LINK = generateMessageId('Send me a link');

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoFleet(database.db, { scale: 0.05, now: new Date('2026-11-20T00:00:00Z') });
  app = await createTestApp(database.db);
  adminHeaders = await authHeaders(app, DEMO_USERS.find((u) => u.group === 'ADMIN')!.login);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const admin = (method: 'POST' | 'PUT', url: string, payload: object) => app.inject({ method, url: `/api/v2/admin/${url}`, payload, headers: adminHeaders });
const pack = (code: string) => app.inject({ method: 'GET', url: `/api/Content/LanguagesPack/${code}.json?time=1` });
const messages = async (code: string) => {
  const res = await pack(code);
  expect(res.statusCode, code).toBe(200);
  return res.json() as { locale: string; messages: Record<string, string> };
};

describe('a locale an administrator adds is served', () => {
  it('serves its stored words over its sister language, and is offered in the language list of its region', async () => {
    const fr = await messages('fr-FR');
    const en = await messages('en-US');
    const added = (await admin('POST', 'locales/add', { code: 'fr-LU', label: 'Français (Luxembourg)', region: 'EMEA' })).json();
    await admin('PUT', 'translations/edit_words', { locale_id: added.id, words: [{ translation_text: LOG_OUT, translated_text: 'Se déconnecter du portail' }] });

    const lu = await messages('fr-lu');
    expect(lu.locale).toBe('fr-LU');
    expect(lu.messages[LOG_OUT]).toBe('Se déconnecter du portail');
    // Every other message reads French (fr-FR, its sister in Europe), not English.
    expect(lu.messages[SEND_LINK]).toBe(fr.messages[SEND_LINK]);
    expect(lu.messages[SEND_LINK]).not.toBe(en.messages[SEND_LINK]);
    expect(Object.keys(lu.messages).length).toBe(Object.keys(en.messages).length);

    // A word saved later shows at once (the save drops the cached pack).
    await admin('PUT', 'translations/edit_dictionary_words', { translation_text: SEND_LINK, words: [{ locale_id: added.id, translated_text: 'Envoyez-moi un lien' }] });
    expect((await messages('fr-LU')).messages[SEND_LINK]).toBe('Envoyez-moi un lien');

    const start = await app.inject({ method: 'GET', url: '/api/v2/authorization/start?lang=fr-LU' });
    const setup = start.json().app_setup.language_pack as { locale: string; languages: { locale: string; region: string }[] };
    expect(setup.locale).toBe('fr-LU');
    expect(setup.languages).toContainEqual(expect.objectContaining({ locale: 'fr-LU', region: 'EMEA' }));
  });

  it('reads the complete catalog of its language in its own region, and English for a language the portal does not ship', async () => {
    const esUs = await messages('es-US');
    await admin('POST', 'locales/add', { code: 'es-MX', label: 'Español (México)', region: 'NA' });
    expect((await messages('es-MX')).messages[SEND_LINK]).toBe(esUs.messages[SEND_LINK]);
    const en = await messages('en-US');
    await admin('POST', 'locales/add', { code: 'lb-LU', label: 'Lëtzebuergesch', region: 'EMEA' });
    expect((await messages('lb-LU')).messages[SEND_LINK]).toBe(en.messages[SEND_LINK]);
  });

  it('answers 404 for a code nobody added and for a disabled locale', async () => {
    expect((await pack('xx-XX')).statusCode).toBe(404);
    await admin('POST', 'locales/add', { code: 'it-CH', label: 'Italiano (Svizzera)', region: 'EMEA' });
    expect((await pack('it-CH')).statusCode).toBe(200);
    await database.db.update(locales).set({ isEnabled: false }).where(eq(locales.code, 'it-CH'));
    expect((await pack('it-CH')).statusCode).toBe(404);
  });
});
