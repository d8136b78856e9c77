import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGES } from '../../contract/auth';
import { RATE_LIMIT_MESSAGE } from '../../server/areas/authorization/rate-limit';
import { hashPassword } from '../../server/auth/passwords';
import { signInFailures, users } from '../../server/db/schema';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { createTestApp } from '../helpers/test-app';

let database: TestDatabase;
let app: FastifyInstance;

const PASSWORD = 'Maplehaul-pass-1';
const EMAIL = 'emilie@maplehaul.example';
const HOST = 'portal.test';
const OWN = `http://${HOST}`;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db, { LOGIN_RATE_LIMIT_PER_MINUTE: 10_000, PUBLIC_URL: OWN });
  const passwordHash = await hashPassword(PASSWORD);
  await database.db.insert(users).values([
    { login: EMAIL, email: EMAIL, firstName: 'Émilie', lastName: 'Tremblay', group: 'CUS', passwordHash, language: 'fr-CA' },
    { login: 'locked@maplehaul.example', email: 'locked@maplehaul.example', firstName: 'L', lastName: 'K', group: 'CUS', passwordHash },
  ]);
  // Locked from this test's client address (app.inject's).
  await database.db.insert(signInFailures).values({ login: 'locked@maplehaul.example', clientAddress: '127.0.0.1', failedAttempts: 5, lockedUntil: new Date(Date.now() + 600_000), lastFailedAt: new Date() });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function postSignIn(fields: Record<string, string>, headers: Record<string, string> = {}, target = app) {
  return target.inject({
    method: 'POST',
    url: '/membership/sign-in',
    headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: form(fields),
  });
}

const accept = (Token: string) => app.inject({ method: 'POST', url: '/api/v2/authorization/accept_token', payload: { Token } });

describe('GET /membership/sign-in', () => {
  it('renders an accessible form carrying the return address, escaped', async () => {
    const returnPath = '/checkpoint"><script>alert(1)</script>';
    const res = await app.inject({ method: 'GET', url: `/membership/sign-in?returnHost=${encodeURIComponent(OWN)}&returnPath=${encodeURIComponent(returnPath)}&returnQuery=a%3D1&lang=fr-CA` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('name="returnPath" value="/checkpoint&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(res.body).toContain('name="returnQuery" value="a=1"');
    expect(res.body).toContain('name="lang" value="fr-CA"');
    expect(res.body).toContain('autocomplete="current-password"');
  });

  it('renders even when the query is unusable', async () => {
    const res = await app.inject({ method: 'GET', url: `/membership/sign-in?returnPath=${'x'.repeat(3000)}&returnHost=a&returnHost=b` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('name="returnPath" value=""');
  });
});

describe('POST /membership/sign-in', () => {
  it('returns to the portal with the original query, a ticket and the user’s language', async () => {
    const res = await postSignIn({ email: ' Emilie@Maplehaul.example', password: PASSWORD, returnHost: OWN, returnPath: '/fleet-condition-report', returnQuery: 'account=12&tab=2', lang: 'en-US' });
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location as string);
    expect(location.origin).toBe(OWN);
    expect(location.pathname).toBe('/fleet-condition-report');
    expect(location.searchParams.get('account')).toBe('12');
    expect(location.searchParams.get('tab')).toBe('2');
    expect(location.searchParams.get('lang')).toBe('fr-CA');
    const ticket = location.searchParams.get('user')!;

    const exchanged = await accept(ticket);
    expect(exchanged.statusCode).toBe(200);
    expect(exchanged.json().user).toMatchObject({ login: EMAIL, language: 'fr-CA' });
    expect(exchanged.json().app_setup.language_pack.locale).toBe('fr-CA');
    expect((await accept(ticket)).statusCode).toBe(401);
  });

  it('never redirects to a foreign host or a protocol-relative path', async () => {
    const res = await postSignIn({ email: EMAIL, password: PASSWORD, returnHost: 'https://evil.example', returnPath: '//evil.example/steal', returnQuery: '' });
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location as string);
    expect(location.origin).toBe(OWN);
    expect(location.pathname).toBe('/');
  });

  it('returns only to a configured origin, whatever Host and X-Forwarded-* say', async () => {
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const form = { email: EMAIL, password: PASSWORD, returnHost: 'https://evil.example', returnPath: '/checkpoint' };
    expect((await postSignIn(form, forged)).headers.location).toMatch(/^http:\/\/portal\.test\/checkpoint\?user=/);
    const behindProxy = await createTestApp(database.db, { TRUST_PROXY: 'true', PUBLIC_URL: 'https://portal.tiremaker.example' });
    // Without PUBLIC_URL the origins are the addresses the service listens on (here HOST 0.0.0.0, PORT 3000).
    const unconfigured = await createTestApp(database.db, { LOGIN_RATE_LIMIT_PER_MINUTE: 10_000 });
    try {
      expect((await postSignIn(form, forged, behindProxy)).headers.location).toMatch(/^https:\/\/portal\.tiremaker\.example\/checkpoint\?user=/);
      const page = await behindProxy.inject({ method: 'GET', url: '/membership/sign-in' });
      expect(page.headers['content-security-policy']).toContain("form-action 'self' https://portal.tiremaker.example;");

      for (const headers of [forged, { host: 'evil.example' }]) {
        const location = new URL((await postSignIn(form, headers, unconfigured)).headers.location as string);
        expect(location.origin).toBe('http://localhost:3000');
      }
      const own = await postSignIn({ ...form, returnHost: 'http://127.0.0.1:3000' }, { host: '127.0.0.1:3000' }, unconfigured);
      expect(own.headers.location).toMatch(/^http:\/\/127\.0\.0\.1:3000\/checkpoint\?user=/);
    } finally {
      await behindProxy.close();
      await unconfigured.close();
    }
  });

  it('re-renders with the status 3 message for a wrong password, keeping the e-mail', async () => {
    const res = await postSignIn({ email: EMAIL, password: 'wrong', returnHost: OWN, returnPath: '/checkpoint' });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain(SIGN_IN_MESSAGES[3].replace("'", '&#39;'));
    expect(res.body).toContain(`value="${EMAIL}"`);
    expect(res.body).toContain('name="returnPath" value="/checkpoint"');
    const [row] = await database.db.select({ failedAttempts: signInFailures.failedAttempts }).from(signInFailures).where(eq(signInFailures.login, EMAIL));
    expect(row.failedAttempts).toBe(1);
  });

  it('re-renders with the status 1 message for a locked account', async () => {
    const res = await postSignIn({ email: 'locked@maplehaul.example', password: PASSWORD });
    expect(res.statusCode).toBe(423);
    expect(res.body).toContain(SIGN_IN_MESSAGES[1]);
  });

  it('answers a malformed form with the page, never a 500', async () => {
    const missing = await postSignIn({ email: EMAIL, returnPath: '/keep' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Please enter your email address and password.');
    expect(missing.body).toContain('name="returnPath" value="/keep"');

    const repeated = await app.inject({ method: 'POST', url: '/membership/sign-in', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=a&email=b&password=x' });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.headers['content-type']).toMatch(/^text\/html/);

    const oversized = await postSignIn({ email: EMAIL, password: 'x'.repeat(100_000) });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.headers['content-type']).toMatch(/^text\/html/);

    const text = await app.inject({ method: 'POST', url: '/membership/sign-in', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(text.statusCode).toBe(400);
    expect(text.body).toContain('Please enter your email address and password.');

    const unknownType = await app.inject({ method: 'POST', url: '/membership/sign-in', headers: { 'content-type': 'application/xml' }, payload: '<x/>' });
    expect(unknownType.statusCode).toBe(415);
    expect(unknownType.body).toContain('Your sign-in could not be read. Please try again.');
  });

  it('shows the limit message once an address signs in too often', async () => {
    const limited = await createTestApp(database.db, { LOGIN_RATE_LIMIT_PER_MINUTE: 2 });
    try {
      for (let i = 0; i < 2; i++) expect((await postSignIn({ email: 'nobody@maplehaul.example', password: 'x' }, {}, limited)).statusCode).toBe(401);
      const over = await postSignIn({ email: 'nobody@maplehaul.example', password: 'x', returnPath: '/keep' }, {}, limited);
      expect(over.statusCode).toBe(429);
      expect(over.headers['content-type']).toMatch(/^text\/html/);
      expect(over.body).toContain(RATE_LIMIT_MESSAGE);
      expect(over.body).toContain('name="returnPath" value="/keep"');
      expect((await limited.inject({ method: 'GET', url: '/membership/sign-in' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /membership/sign-out', () => {
  it('sends the user to a fresh sign-in page that keeps the return address', async () => {
    const res = await app.inject({ method: 'GET', url: `/membership/sign-out?returnHost=${encodeURIComponent(OWN)}&returnPath=%2Fcheckpoint&lang=fr-CA` });
    expect(res.statusCode).toBe(303);
    const location = res.headers.location as string;
    expect(location).toMatch(/^\/membership\/sign-in\?/);
    const params = new URL(location, OWN).searchParams;
    expect(Object.fromEntries(params)).toEqual({ returnHost: OWN, returnPath: '/checkpoint', lang: 'fr-CA', signedOut: '1' });

    const page = await app.inject({ method: 'GET', url: location });
    // The page speaks the lang it was sent (membership-language.test.ts covers its words).
    expect(page.body).toContain('Vous êtes déconnecté.');
  });
});
