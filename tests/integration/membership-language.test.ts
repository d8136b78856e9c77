import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { locales, translations, users } from '../../server/db/schema';
import { MEMBERSHIP_MESSAGES } from '../../contract/membership-messages';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { createTestApp } from '../helpers/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const EMAIL = 'jonas@nordfracht.example';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db, { LOGIN_RATE_LIMIT_PER_MINUTE: 10_000 });
  await database.db.insert(users).values({ login: EMAIL, email: EMAIL, firstName: 'Jonas', lastName: 'Berg', group: 'CUS', passwordHash: await hashPassword('Nordfracht-pass-1') });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const page = (lang: string) => app.inject({ method: 'GET', url: `/membership/sign-in?returnPath=%2Fcheckpoint&lang=${lang}` });
const text = (html: string) => html.replace(/<style[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, '\n');

describe('the membership sign-in page speaks the language the portal sends', () => {
  it('writes every word in German for lang=de-DE, its lang attribute included', async () => {
    const res = await page('de-DE');
    expect(res.body).toContain('<html lang="de-DE">');
    const words = text(res.body);
    for (const expected of ['Anmelden', 'E-Mail-Adresse', 'Passwort', 'Passwort vergessen?', 'Konto beantragen', 'Reifenmanagement für Nutzfahrzeugflotten']) expect(words).toContain(expected);
    for (const english of ['Sign in', 'Email address', 'Password', 'Request an account', 'Trouble signing in']) expect(words).not.toContain(english);
  });

  it('refuses a wrong password in the page language', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/membership/sign-in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: EMAIL, password: 'wrong-one', lang: 'pt-BR' }).toString(),
    });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('<html lang="pt-BR">');
    expect(text(res.body)).toContain('Combinação de e-mail e senha não reconhecida. Tente novamente.');
    const empty = await app.inject({
      method: 'POST',
      url: '/membership/sign-in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: '', password: '', lang: 'es-US' }).toString(),
    });
    expect(text(empty.body)).toContain('Escriba su correo electrónico y su contraseña.');
  });

  it('shows an administrator’s word for the page, reads a regional locale’s sister language, and is English for an unknown lang', async () => {
    const [fr] = await database.db.insert(locales).values({ code: 'fr-FR', label: 'Français (France)', region: 'EMEA' }).returning();
    await database.db.insert(translations).values({ localeId: fr!.id, translationText: MEMBERSHIP_MESSAGES.register.id, translatedText: 'Ouvrir un compte' });
    app.languagePacks.clear('fr-FR');
    expect(text((await page('fr-FR')).body)).toContain('Ouvrir un compte');
    // fr-BE has no catalog words of its own for the page: French (fr-FR) is shown.
    const belgian = await page('fr-BE');
    expect(belgian.body).toContain('<html lang="fr-BE">');
    expect(text(belgian.body)).toContain('Mot de passe oublié');
    const unknown = await page('xx-XX');
    expect(unknown.body).toContain('<html lang="en-US">');
    expect(text(unknown.body)).toContain('Request an account');
  });
});
