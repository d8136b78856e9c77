import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogVersion } from '../../locales/catalog-version';
import { LOCALES_DIR } from '../../server/areas/language/catalogs';
import { createLanguagePackService } from '../../server/areas/language/language-pack-service';
import { locales, translations } from '../../server/db/schema';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { createTestApp } from '../helpers/test-app';

let database: TestDatabase;
let app: FastifyInstance;

const id = (text: string) => generateMessageId(text);
const pack = (locale: string) => app.inject({ method: 'GET', url: `/api/Content/LanguagesPack/${locale}.json?time=${Date.now()}` });

async function addTranslation(code: string, translationText: string, translatedText: string): Promise<void> {
  await app.db.insert(locales).values({ code, label: code, region: 'NA' }).onConflictDoNothing();
  const [locale] = await app.db.select({ id: locales.id }).from(locales).where(eq(locales.code, code));
  await app.db.insert(translations).values({ localeId: locale.id, translationText, translatedText });
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});
beforeEach(async () => {
  await app.db.delete(translations);
  app.languagePacks.clear();
});

describe('GET /api/Content/LanguagesPack/:locale.json', () => {
  it('serves the fr-CA catalog without a session, never cached by the browser', async () => {
    const res = await pack('fr-CA');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = res.json();
    expect(body.locale).toBe('fr-CA');
    expect(body.messages[id('Continue')]).toBe('Continuer');
    expect(body.messages[id('Choose your region and language')]).toBe('Choisissez votre région et votre langue');
  });

  it('serves an admin translation over the catalog once the cache window has passed', async () => {
    expect((await pack('fr-CA')).json().messages[id('Continue')]).toBe('Continuer');
    await addTranslation('fr-CA', 'Continue', 'Poursuivre');
    // Still inside the window: the cached pack is served.
    expect((await pack('fr-CA')).json().messages[id('Continue')]).toBe('Continuer');
    app.languagePacks.clear('fr-CA');
    expect((await pack('fr-CA')).json().messages[id('Continue')]).toBe('Poursuivre');
  });

  it('answers a client built from the same catalogues with only what the database changed', async () => {
    await addTranslation('fr-CA', 'Continue', 'Poursuivre');
    // A wording the site content names by its English text, which no catalogue holds.
    await addTranslation('fr-CA', 'Fleet news', 'Nouvelles de la flotte');
    const version = catalogVersion(LOCALES_DIR);
    const changes = (await app.inject({ method: 'GET', url: `/api/Content/LanguagesPack/fr-CA.json?time=1&catalogs=${version}` })).json();
    expect(changes.locale).toBe('fr-CA');
    expect(changes.messages).toEqual({ [id('Continue')]: 'Poursuivre', 'Fleet news': 'Nouvelles de la flotte' });
    // Another build's catalogues, or none named: the whole pack, the database's words in it.
    for (const query of ['catalogs=0123456789abcdef', '']) {
      const whole = (await app.inject({ method: 'GET', url: `/api/Content/LanguagesPack/fr-CA.json?time=1&${query}` })).json();
      expect(whole.messages[id('Continue')]).toBe('Poursuivre');
      expect(whole.messages[id('Choose your region and language')]).toBe('Choisissez votre région et votre langue');
    }
  });

  it('answers a locale the administrator added with its whole pack whatever catalogues the client names', async () => {
    await app.db.insert(locales).values({ code: 'fr-LU', label: 'Français (Luxembourg)', region: 'EU' }).onConflictDoNothing();
    const body = (await app.inject({ method: 'GET', url: `/api/Content/LanguagesPack/fr-LU.json?time=1&catalogs=${catalogVersion(LOCALES_DIR)}` })).json();
    expect(body.messages[id('Continue')]).toBe('Continuer');
  });

  it('expires the cached pack after 60 seconds', async () => {
    let now = 0;
    const service = createLanguagePackService(app.db, { now: () => now });
    expect((await service.get('de-DE')).messages[id('Continue')]).toBe('Weiter');
    await addTranslation('de-DE', 'Continue', 'Fortfahren');
    now = 59_000;
    expect((await service.get('de-DE')).messages[id('Continue')]).toBe('Weiter');
    now = 60_000;
    expect((await service.get('de-DE')).messages[id('Continue')]).toBe('Fortfahren');
  });

  it('falls back to en-US message by message for a locale without translations', async () => {
    const body = (await pack('ja-JP')).json();
    expect(body.locale).toBe('ja-JP');
    expect(body.messages[id('Continue')]).toBe('Continue');
    expect(body.messages[id('Log out')]).toBe('Log out');
  });

  it('falls back to the sister language before English', async () => {
    expect((await pack('fr-BE')).json().messages[id('Continue')]).toBe('Continuer');
  });

  it('matches the locale whatever its case and ignores the time query', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/Content/LanguagesPack/fr-ca.json?time=not-a-number' });
    expect(res.statusCode).toBe(200);
    expect(res.json().locale).toBe('fr-CA');
  });

  it('answers an unknown locale with a JSON 404', async () => {
    const res = await pack('xx-XX');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404 });
  });
});
