import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGES } from '../../contract/auth';
import { hashPassword } from '../../server/auth/passwords';
import { createSession, issueToken } from '../../server/auth/sessions';
import { issueHandoff } from '../../server/areas/authorization/handoff';
import { RATE_LIMIT_MESSAGE } from '../../server/areas/authorization/rate-limit';
import type { Db } from '../../server/db/client';
import { NOT_SIGNED_IN } from '../../server/plugins/authenticate';
import { authHandoffs, authSessions, locales, securityCodes, signInFailures, siteContent, users, userSecurityCodes } from '../../server/db/schema';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { createTestApp } from '../helpers/test-app';

let database: TestDatabase;
let app: FastifyInstance;

const PASSWORD = 'Correct-horse-1';

async function createUser(db: Db, login: string, codes: string[] = []): Promise<number> {
  const passwordHash = await hashPassword(PASSWORD);
  const values = { login, email: login, firstName: 'Dana', lastName: 'Whitaker', group: 'CUS' as const, passwordHash, unitOfMeasurement: 'metric' as const };
  const [user] = await db.insert(users).values(values).returning({ id: users.id });
  for (const code of codes) {
    await db.insert(securityCodes).values({ code, description: code }).onConflictDoNothing();
    await db.insert(userSecurityCodes).values({ userId: user.id, code });
  }
  return user.id;
}

/** Requests from app.inject come from this client address. */
const CLIENT = '127.0.0.1';
const failuresOf = (login: string) => and(eq(signInFailures.login, login), eq(signInFailures.clientAddress, CLIENT));

/** The failure count and lock of this address from the test's client (none: 0 and null). */
async function accountState(login: string) {
  const [row] = await database.db.select({ failedAttempts: signInFailures.failedAttempts, lockedUntil: signInFailures.lockedUntil }).from(signInFailures).where(failuresOf(login));
  return row ?? { failedAttempts: 0, lockedUntil: null };
}

async function userIdOf(email: string): Promise<number> {
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.login, email));
  return row.id;
}

/** A live session whose token expired an hour and a half ago. */
async function sessionWithExpiredToken() {
  const userId = await userIdOf('dana@northline.example');
  const session = await createSession(database.db, app.config, userId);
  const past = new Date(Date.now() - 2 * 3600_000);
  return { session, expired: await issueToken(app.config, userId, session.sessionId, session.apiKey, session.sessionExpiresAt, past) };
}

const login = (email: string, password: string) => app.inject({ method: 'POST', url: '/api/v2/authorization/login_by_gy', payload: { email, password } });
const bearer = (token: string, apiKey?: string) => ({ authorization: `Bearer ${token}`, ...(apiKey ? { api_key: apiKey } : {}) });
const verify = (token: string, apiKey?: string) => app.inject({ method: 'GET', url: '/api/v2/authorization/verify', headers: bearer(token, apiKey) });

beforeAll(async () => {
  database = await createTestDatabase();
  // A high limit so this file's many sign-ins are not throttled; the limit has its own test.
  app = await createTestApp(database.db, { LOGIN_RATE_LIMIT_PER_MINUTE: 10_000 });
  await createUser(database.db, 'dana@northline.example', ['TVFLTCNR', 'FDLOGIN']);
  await createUser(database.db, 'luis@northline.example', ['TVLOGIN']);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('login_by_gy', () => {
  it('signs in with a usable token and the whole user object', async () => {
    const before = Date.now();
    const res = await login(' Dana@Northline.example ', PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ validateStatusResponce: { status: 'Success' }, authorizationStatus: { status: 0 } });
    const user = body.user;
    expect(user).toMatchObject({ login: 'dana@northline.example', email: 'dana@northline.example', user_name: 'Dana', user_last_name: 'Whitaker', group: 'CUS' });
    expect(user).toMatchObject({ agree_to_fhq_terms: true, user_access_securities: ['FDLOGIN', 'TVFLTCNR'], unit_of_measurement: 'metric', language: 'en-US' });
    expect(user.token).toEqual(expect.any(String));
    expect(user.gy_token).toBe(user.token);
    expect(user.api_key.length).toBeGreaterThan(20);
    expect(user.user_token_expire_time).toBeGreaterThanOrEqual(before + 29 * 60_000);
    expect(user.user_token_expire_time).toBeLessThanOrEqual(Date.now() + 30 * 60_000 + 1000);
    expect(new Date(user.api_key_refresh_time).getTime()).toBe(user.user_token_expire_time);
    const verified = await verify(user.token, user.api_key);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ login: 'dana@northline.example', token: user.token, api_key: user.api_key });
  });

  it('answers 3 for an unknown e-mail, exactly as for a wrong password', async () => {
    const unknown = (await login('nobody@northline.example', PASSWORD)).json();
    const wrong = (await login('luis@northline.example', 'wrong-password')).json();
    expect(unknown).toEqual({ validateStatusResponce: { status: 'Failed' }, authorizationStatus: { status: 3 }, message: SIGN_IN_MESSAGES[3] });
    expect(wrong).toEqual(unknown);
    await login('luis@northline.example', PASSWORD);
  });

  it('locks after five failures, holds the lock against the right password and lifts it when it expires', async () => {
    const email = 'locked@northline.example';
    await createUser(database.db, email);
    for (let i = 1; i <= 4; i++) expect((await login(email, `wrong-${i}`)).json().authorizationStatus.status).toBe(3);
    const fifth = (await login(email, 'wrong-5')).json();
    expect(fifth).toMatchObject({ authorizationStatus: { status: 1 }, message: SIGN_IN_MESSAGES[1] });
    const right = (await login(email, PASSWORD)).json();
    expect(right).toMatchObject({ authorizationStatus: { status: 1 } });
    expect(right.user).toBeUndefined();
    const locked = await accountState(email);
    expect(locked.failedAttempts).toBe(5);
    expect(locked.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    await database.db.update(signInFailures).set({ lockedUntil: new Date(Date.now() - 1000) }).where(failuresOf(email));
    const after = (await login(email, PASSWORD)).json();
    expect(after.authorizationStatus.status).toBe(0);
    expect(await accountState(email)).toEqual({ failedAttempts: 0, lockedUntil: null });
  });

  it('starts a new count after an expired lock', async () => {
    const email = 'recount@northline.example';
    await createUser(database.db, email);
    await database.db.insert(signInFailures).values({ login: email, clientAddress: CLIENT, failedAttempts: 5, lockedUntil: new Date(Date.now() - 1000), lastFailedAt: new Date() });
    expect((await login(email, 'wrong')).json().authorizationStatus.status).toBe(3);
    expect(await accountState(email)).toEqual({ failedAttempts: 1, lockedUntil: null });
  });

  it('cannot be raced past the lock by parallel attempts', async () => {
    const email = 'parallel@northline.example';
    await createUser(database.db, email);
    await Promise.all(Array.from({ length: 8 }, (_, i) => login(email, `wrong-${i}`)));
    expect((await accountState(email)).failedAttempts).toBeGreaterThanOrEqual(5);
    expect((await login(email, PASSWORD)).json().authorizationStatus.status).toBe(1);
  });

  it('answers an unknown address exactly as a known one at every attempt, the sixth and seventh included', async () => {
    const known = 'known@northline.example';
    await createUser(database.db, known);
    const unknown = 'unknown@northline.example';
    for (let attempt = 1; attempt <= 7; attempt++) {
      const a = await login(known, `wrong-${attempt}`);
      const b = await login(unknown, `wrong-${attempt}`);
      expect(b.statusCode, `attempt ${attempt}`).toBe(a.statusCode);
      expect(b.json(), `attempt ${attempt}`).toEqual(a.json());
      expect(a.json().authorizationStatus.status).toBe(attempt < 5 ? 3 : 1);
    }
    // The right password of the known account is refused as locked, like any password of the unknown one.
    expect((await login(known, PASSWORD)).json()).toEqual((await login(unknown, PASSWORD)).json());
  });

  it('holds a lock for the client address that earned it only: the user signs in from elsewhere', async () => {
    const victim = 'victim@northline.example';
    await createUser(database.db, victim);
    const from = (remoteAddress: string, password: string) =>
      app.inject({ method: 'POST', url: '/api/v2/authorization/login_by_gy', remoteAddress, payload: { email: victim, password } });
    for (let i = 1; i <= 6; i++) await from('203.0.113.66', `guess-${i}`);
    expect((await from('203.0.113.66', PASSWORD)).json().authorizationStatus.status).toBe(1);
    const own = await from('198.51.100.7', PASSWORD);
    expect(own.json().authorizationStatus.status, own.body).toBe(0);
    // The owner's success does not lift the attacker's lock.
    expect((await from('203.0.113.66', PASSWORD)).json().authorizationStatus.status).toBe(1);
  });

  it('refuses malformed bodies with 400 naming the field and writes nothing', async () => {
    const email = 'luis@northline.example';
    const before = await accountState(email);
    const types = await app.inject({ method: 'POST', url: '/api/v2/authorization/login_by_gy', payload: { email: 5, password: true } });
    expect(types.statusCode).toBe(400);
    expect(types.json().errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['body.email', 'body.password']));
    const missing = await app.inject({ method: 'POST', url: '/api/v2/authorization/login_by_gy', payload: { email } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([expect.objectContaining({ field: 'body.password' })]);
    const huge = await app.inject({ method: 'POST', url: '/api/v2/authorization/login_by_gy', payload: { email: 'a'.repeat(5 * 1024 * 1024), password: 'x' } });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors).toEqual([expect.objectContaining({ field: 'body.email' })]);
    expect(await accountState(email)).toEqual(before);
  });
});

describe('verify and logout', () => {
  it('refuses a bad or tampered token', async () => {
    const { user } = (await login('dana@northline.example', PASSWORD)).json();
    expect((await verify('not-a-token')).statusCode).toBe(401);
    const [header, payload, signature] = user.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '999' })).toString('base64url');
    expect((await verify(`${header}.${forged}.${signature}`)).statusCode).toBe(401);
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect((await verify(`${header}.${payload}.${flipped}`)).statusCode).toBe(401);
    expect((await verify(user.token, 'someone-elses-key')).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/v2/authorization/verify' })).statusCode).toBe(401);
  });

  it('ends the session on logout', async () => {
    const { user } = (await login('dana@northline.example', PASSWORD)).json();
    const out = await app.inject({ method: 'POST', url: '/api/v2/authorization/logout', headers: bearer(user.token, user.api_key) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ status: 'ok' });
    expect((await verify(user.token, user.api_key)).statusCode).toBe(401);
    const refresh = await app.inject({ method: 'POST', url: '/api/v2/authorization/refresh_session', headers: bearer(user.token) });
    expect(refresh.statusCode).toBe(401);
  });

  it('ends the session on logout with an expired token too', async () => {
    const { session, expired } = await sessionWithExpiredToken();
    const out = await app.inject({ method: 'POST', url: '/api/v2/authorization/logout', headers: bearer(expired.token) });
    expect(out.statusCode).toBe(200);
    expect((await verify(session.token)).statusCode).toBe(401);
  });
});

describe('refresh_session', () => {
  const refresh = (token: string, apiKey?: string) => app.inject({ method: 'POST', url: '/api/v2/authorization/refresh_session', headers: bearer(token, apiKey) });

  it('renews a token that has not expired yet', async () => {
    const userId = await userIdOf('dana@northline.example');
    const session = await createSession(database.db, app.config, userId);
    const res = await refresh(session.token, session.apiKey);
    expect(res.statusCode).toBe(200);
    const { user, app_setup } = res.json();
    expect(user.token).not.toBe(session.token);
    expect(user.api_key).toBe(session.apiKey);
    expect(user.user_token_expire_time).toBeGreaterThan(Date.now());
    expect(app_setup.language_pack.locale).toBe('en-US');
    expect((await verify(user.token, user.api_key)).statusCode).toBe(200);
  });

  it('refuses an expired token even while its session lives, leaving the session as it was', async () => {
    const { session, expired } = await sessionWithExpiredToken();
    expect((await verify(expired.token)).statusCode).toBe(401);
    const res = await refresh(expired.token, session.apiKey);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(NOT_SIGNED_IN);
    expect((await verify(session.token, session.apiKey)).statusCode).toBe(200);
  });

  it('refuses a revoked or ended session, a wrong key and a missing token', async () => {
    const userId = await userIdOf('dana@northline.example');
    const revoked = await createSession(database.db, app.config, userId);
    await database.db.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.id, revoked.sessionId));
    expect((await refresh(revoked.token)).statusCode).toBe(401);
    const ended = await createSession(database.db, app.config, userId);
    await database.db.update(authSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authSessions.id, ended.sessionId));
    expect((await refresh(ended.token)).statusCode).toBe(401);
    const live = await createSession(database.db, app.config, userId);
    expect((await refresh(live.token, 'wrong-key')).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/v2/authorization/refresh_session' })).statusCode).toBe(401);
  });
});

describe('accept_token', () => {
  const accept = (Token: string) => app.inject({ method: 'POST', url: '/api/v2/authorization/accept_token', payload: { Token } });

  it('exchanges a ticket once for a session', async () => {
    const userId = await userIdOf('dana@northline.example');
    const ticket = await issueHandoff(database.db, app.config, userId);
    const first = await accept(ticket);
    expect(first.statusCode).toBe(200);
    const { user, app_setup } = first.json();
    expect(user.login).toBe('dana@northline.example');
    expect(app_setup.header_content.tabs.length).toBeGreaterThan(0);
    expect((await verify(user.token, user.api_key)).statusCode).toBe(200);
    const second = await accept(ticket);
    expect(second.statusCode).toBe(401);
    expect(second.json().message).toEqual(expect.any(String));
  });

  it('refuses an expired, forged or wrong kind of ticket', async () => {
    const userId = await userIdOf('dana@northline.example');
    const ticket = await issueHandoff(database.db, app.config, userId);
    await database.db.update(authHandoffs).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await accept(ticket)).statusCode).toBe(401);
    expect((await accept('garbage')).statusCode).toBe(401);
    const session = await createSession(database.db, app.config, userId);
    expect((await accept(session.token)).statusCode).toBe(401);
  });
});

describe('check_permissions', () => {
  const check = async (email: string, page: string) => {
    const { user } = (await login(email, PASSWORD)).json();
    return app.inject({ method: 'POST', url: '/api/v2/authorization/check_permissions', headers: bearer(user.token, user.api_key), payload: { page } });
  };

  it('allows a page whose code the user holds', async () => {
    const res = await check('dana@northline.example', '/fleet-condition-report?x=1');
    expect(res.json()).toEqual({ has_permission: true, security_code: 'TVFLTCNR', message: null });
  });

  it('denies it to a user without the code', async () => {
    const res = await check('luis@northline.example', '/fleet-condition-report?x=1');
    expect(res.json()).toEqual({ has_permission: false, security_code: 'TVFLTCNR', message: "You don't have permissions to this page!" });
  });

  it('denies a customer the pages meant for other groups, as the route guard and the menu do', async () => {
    expect((await check('luis@northline.example', '/dlrtireoptix')).json()).toEqual({ has_permission: false, security_code: null, message: "You don't have permissions to this page!" });
    expect((await check('luis@northline.example', '/leasesales/configurator')).json()).toEqual({ has_permission: false, security_code: 'TVLOGIN', message: "You don't have permissions to this page!" });
  });

  it('allows pages without a code and needs a sign-in', async () => {
    expect((await check('luis@northline.example', '/checkpoint')).json()).toMatchObject({ has_permission: true, security_code: null });
    const anonymous = await app.inject({ method: 'POST', url: '/api/v2/authorization/check_permissions', payload: { page: '/' } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('start', () => {
  it('serves the built-in North American setup to a visitor on an empty database', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v2/authorization/start' });
    expect(res.statusCode).toBe(200);
    const { user, app_setup } = res.json();
    expect(user).toBeNull();
    expect(app_setup.footer_content.support_contacts.length).toBeGreaterThan(0);
    expect(app_setup.language_pack.locale).toBe('en-US');
    expect(app_setup.language_pack.languages).toContainEqual({ locale: 'fr-CA', label: 'Français (Canada)', url: '/api/Content/LanguagesPack/fr-CA.json', region: 'NA' });
  });

  it('reads locales and menus from the database by the language’s region', async () => {
    await database.db.insert(locales).values([
      { code: 'en-US', label: 'English (US)', region: 'NA' },
      { code: 'de-DE', label: 'Deutsch', region: 'EMEA' },
      { code: 'xx-XX', label: 'Hidden', region: 'EMEA', isEnabled: false },
    ]);
    const emeaHeader = { home_url: '/', my_info_url: '/me', contact_url: '/contact', all_sites_url: '/sites', tabs: [{ name: 'Produkte', links: [] }] };
    const emeaFooter = { tabs: [], support_contacts: [{ title: 't', phone: 'p', email: 'e', hours: 'h' }], terms_url: '/terms' };
    const broken = { broken: true };
    await database.db.insert(siteContent).values([{ region: 'EMEA', kind: 'header', content: emeaHeader }, { region: 'EMEA', kind: 'footer', content: emeaFooter }, { region: 'NA', kind: 'header', content: broken }]);
    const de = (await app.inject({ method: 'GET', url: '/api/v2/authorization/start?lang=de-DE' })).json().app_setup;
    expect(de.header_content).toEqual(emeaHeader);
    expect(de.footer_content).toEqual({ tabs: [], support_contacts: null, terms_url: null });
    expect(de.language_pack.locale).toBe('de-DE');
    expect(de.language_pack.languages.map((l: { locale: string }) => l.locale)).toEqual(['en-US', 'de-DE']);
    const us = (await app.inject({ method: 'GET', url: '/api/v2/authorization/start', headers: { 'user-language': 'en-US' } })).json().app_setup;
    expect(us.header_content.tabs.map((t: { name: string }) => t.name)).toContain('Reports');
    expect(us.footer_content.support_contacts).not.toBeNull();
  });

  it('names the signed-in user', async () => {
    const { user } = (await login('dana@northline.example', PASSWORD)).json();
    const res = await app.inject({ method: 'GET', url: '/api/v2/authorization/start?lang=bad%20value', headers: bearer(user.token, user.api_key) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ login: 'dana@northline.example', token: user.token });
  });
});

describe('rate limit', () => {
  it('answers 429 once an address exceeds the per-minute limit', async () => {
    const limited = await createTestApp(database.db, { LOGIN_RATE_LIMIT_PER_MINUTE: 3 });
    try {
      const attempt = (remoteAddress = '127.0.0.1') =>
        limited.inject({ method: 'POST', url: '/api/v2/authorization/login_by_gy', remoteAddress, payload: { email: 'nobody@northline.example', password: 'x' } });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(200);
      const over = await attempt();
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ status: 429, message: RATE_LIMIT_MESSAGE });
      expect((await attempt('10.1.2.3')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents the authorization calls', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['login_by_gy', 'accept_token', 'start', 'verify', 'check_permissions', 'refresh_session', 'logout']) {
      expect(Object.keys(doc.paths)).toContain(`/api/v2/authorization/${path}`);
    }
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/membership'))).toBe(false);
  });
});
