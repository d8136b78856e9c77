import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CHANNEL } from '../../server/auth/session-events';
import { openDatabase, type Database } from '../../server/db/client';
import { queryRows } from '../../server/db/query';
import { issueResetToken } from '../../server/areas/registration/password-reset';
import { authSessions, securityCodes, users, userSecurityCodes } from '../../server/db/schema';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { authHeaders } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';

let database: TestDatabase;
/** A second database pool on PostgreSQL, as another process of the service would have. */
let otherDatabase: Database | null = null;
let app: FastifyInstance;
/** Another instance of the service on the same database, with a cache time far above any wait below. */
let other: FastifyInstance;

const LOGIN = 'dana@northline.example';
const LONG_CACHE = { SESSION_CACHE_SECONDS: 300 };
/** How long a notification may take to reach the other instance; far below its cache time. */
const NOTIFY_WITHIN_MS = 3_000;

const bearer = (headers: Record<string, string>) => ({ authorization: headers.authorization, api_key: headers.api_key });
const verify = async (on: FastifyInstance, headers: Record<string, string>) =>
  (await on.inject({ method: 'GET', url: '/api/v2/authorization/verify', headers })).statusCode;
const logout = (on: FastifyInstance, headers: Record<string, string>) => on.inject({ method: 'POST', url: '/api/v2/authorization/logout', headers });
const refresh = (on: FastifyInstance, headers: Record<string, string>) => on.inject({ method: 'POST', url: '/api/v2/authorization/refresh_session', headers });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks until the answer is `wanted` or the time is up; returns the last answer. */
async function statusWithin(ms: number, probe: () => Promise<number>, wanted: number): Promise<number> {
  const end = Date.now() + ms;
  let status = await probe();
  while (status !== wanted && Date.now() < end) {
    await sleep(50);
    status = await probe();
  }
  return status;
}

/** Asks until the list is `wanted` or NOTIFY_WITHIN_MS has passed; returns the last list. */
async function listWithin(probe: () => Promise<string[]>, wanted: string[]): Promise<string[]> {
  const end = Date.now() + NOTIFY_WITHIN_MS;
  let list = await probe();
  while (JSON.stringify(list) !== JSON.stringify(wanted) && Date.now() < end) {
    await sleep(50);
    list = await probe();
  }
  return list;
}

/** The session a token names (its sid claim). */
const sessionIdOf = (headers: Record<string, string>) =>
  JSON.parse(Buffer.from(headers.authorization!.split('.')[1]!, 'base64url').toString()).sid as string;

/** The headers a refresh answered with. */
function renewed(response: { json(): { user: { token: string; api_key: string } } }): Record<string, string> {
  const { user } = response.json();
  return { authorization: `Bearer ${user.token}`, api_key: user.api_key };
}

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values({ login: LOGIN, email: LOGIN, firstName: 'Dana', lastName: 'Whitaker', group: 'CUS', passwordHash: 'not-a-real-hash' });
  app = await createTestApp(database.db, LONG_CACHE);
  otherDatabase = database.url ? await openDatabase({ url: database.url, poolSize: 2 }) : null;
  // On PGlite there is one process; a second app on the same database stands in for it.
  other = await createTestApp(otherDatabase?.db ?? database.db, LONG_CACHE);
});
afterAll(async () => {
  await other?.close();
  await app?.close();
  await otherDatabase?.close();
  await database?.close();
});

describe('the session cache on one process', () => {
  it('serves a signed-in user from memory: a change nobody announces waits for the cache time', async () => {
    const headers = await authHeaders(app, LOGIN);
    expect(await verify(app, headers)).toBe(200);
    await database.db.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.id, sessionIdOf(headers)));
    expect(await verify(app, headers)).toBe(200);
  });

  it('drops a session revoked by hand within SESSION_CACHE_SECONDS', async () => {
    const login = 'short.cache@northline.example';
    await database.db.insert(users).values({ login, email: login, firstName: 'Sam', lastName: 'Short', group: 'CUS', passwordHash: 'x' });
    const shortCache = await createTestApp(database.db, { SESSION_CACHE_SECONDS: 1 });
    try {
      const headers = await authHeaders(shortCache, login);
      expect(await verify(shortCache, headers)).toBe(200);
      await database.db.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.id, sessionIdOf(headers)));
      expect(await verify(shortCache, headers)).toBe(200);
      expect(await statusWithin(2_500, () => verify(shortCache, headers), 401)).toBe(401);
    } finally {
      await shortCache.close();
    }
  });

  it('refuses a logged-out token at once', async () => {
    const headers = await authHeaders(app, LOGIN);
    expect(await verify(app, headers)).toBe(200);
    expect((await logout(app, headers)).statusCode).toBe(200);
    expect(await verify(app, headers)).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/v2/common/get_vocations', headers })).statusCode).toBe(401);
  });

  it('retires the token a refresh was given, keeping the key and the session end', async () => {
    const headers = await authHeaders(app, LOGIN);
    expect(await verify(app, headers)).toBe(200);
    const first = await refresh(app, headers);
    expect(first.statusCode).toBe(200);
    const next = renewed(first);
    expect(next.api_key).toBe(headers.api_key);
    expect(next.authorization).not.toBe(headers.authorization);
    expect(await verify(app, headers)).toBe(401);
    expect(await verify(app, next)).toBe(200);
    // The old token cannot renew the session a second time either.
    expect((await refresh(app, headers)).statusCode).toBe(401);
    const [old, current] = await Promise.all(
      [headers, next].map(async (h) => {
        const [row] = await database.db.select().from(authSessions).where(eq(authSessions.id, sessionIdOf(h)));
        return row!;
      }),
    );
    expect(old.revokedAt).not.toBeNull();
    expect(current.revokedAt).toBeNull();
    expect(current.expiresAt.getTime()).toBe(old.expiresAt.getTime());
  });

  it('lets only one of two refreshes racing with the same token win', async () => {
    const headers = await authHeaders(app, LOGIN);
    const answers = await Promise.all([refresh(app, headers), refresh(app, headers)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });

  it('leaves the session alone when a refresh sends the wrong key', async () => {
    const headers = await authHeaders(app, LOGIN);
    expect((await refresh(app, { ...headers, api_key: 'someone-elses-key' })).statusCode).toBe(401);
    expect(await verify(app, headers)).toBe(200);
    expect((await refresh(app, bearer(headers))).statusCode).toBe(200);
  });
});

describe('the session cache across instances sharing the database', () => {
  it('refuses on the other instance a token logged out on one, well within the cache time', async () => {
    const headers = await authHeaders(app, LOGIN);
    expect(await verify(other, headers)).toBe(200);
    expect(await verify(other, headers)).toBe(200);
    expect((await logout(app, headers)).statusCode).toBe(200);
    expect(await statusWithin(NOTIFY_WITHIN_MS, () => verify(other, headers), 401)).toBe(401);
  });

  it('refuses on the other instance the token a refresh retired', async () => {
    const headers = await authHeaders(app, LOGIN);
    expect(await verify(other, headers)).toBe(200);
    const next = renewed(await refresh(app, headers));
    expect(await statusWithin(NOTIFY_WITHIN_MS, () => verify(other, headers), 401)).toBe(401);
    expect(await verify(other, next)).toBe(200);
  });

  /** A user of their own with two sessions, each verified (so cached) on both instances. */
  async function cachedEverywhere(login: string) {
    const [user] = await database.db.insert(users).values({ login, email: login, firstName: 'Kim', lastName: 'Ng', group: 'CUS', passwordHash: 'x' }).returning({ id: users.id });
    const sessions = [await authHeaders(app, login), await authHeaders(app, login)];
    for (const headers of sessions) for (const on of [app, other]) expect(await verify(on, headers)).toBe(200);
    return { userId: user!.id, sessions };
  }

  const allRefused = async (sessions: Record<string, string>[]) => {
    const answers = [];
    for (const headers of sessions) for (const on of [app, other]) answers.push(await statusWithin(NOTIFY_WITHIN_MS, () => verify(on, headers), 401));
    return answers;
  };

  it('ends every session of a user at once, on every instance, after a password reset', async () => {
    const { userId, sessions } = await cachedEverywhere('reset.everywhere@northline.example');
    const token = await database.db.transaction((tx) => issueResetToken(tx, userId, new Date()));
    const reset = await app.inject({ method: 'POST', url: '/api/v2/users/reset_password', payload: { token, password: 'Brand-new-password-7' } });
    expect(reset.statusCode).toBe(200);
    // The instance that reset the password refuses at once, without waiting for the notification.
    for (const headers of sessions) expect(await verify(app, headers)).toBe(401);
    expect(await allRefused(sessions)).toEqual([401, 401, 401, 401]);
    expect((await refresh(other, sessions[0]!)).statusCode).toBe(401);
  });

  it('ends every session of a blocked (deactivated) user at once, on every instance and in the database', async () => {
    const { userId, sessions } = await cachedEverywhere('blocked.everywhere@northline.example');
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, userId));
    expect(await allRefused(sessions)).toEqual([401, 401, 401, 401]);
    const rows = await database.db.select({ revokedAt: authSessions.revokedAt }).from(authSessions).where(eq(authSessions.userId, userId));
    expect(rows.map((r) => r.revokedAt)).toEqual([expect.any(Date), expect.any(Date)]);
    // Unblocking does not bring an ended session back.
    await database.db.update(users).set({ isActive: true }).where(eq(users.id, userId));
    expect(await verify(other, sessions[0]!)).toBe(401);
  });

  it('shows a changed security code or account on every instance at once', async () => {
    const { userId, sessions } = await cachedEverywhere('codes.everywhere@northline.example');
    const headers = sessions[0]!;
    const codesOn = async (on: FastifyInstance) =>
      (await on.inject({ method: 'GET', url: '/api/v2/authorization/verify', headers })).json().user.user_access_securities as string[];
    const code = 'TVLOGIN';
    await database.db.insert(securityCodes).values({ code, description: 'Portal sign-in' }).onConflictDoNothing();
    await database.db.insert(userSecurityCodes).values({ userId, code });
    for (const on of [app, other]) expect(await listWithin(() => codesOn(on), [code])).toEqual([code]);
    await database.db.update(users).set({ group: 'SSC' }).where(eq(users.id, userId));
    const groupOf = async (on: FastifyInstance) => (await on.inject({ method: 'GET', url: '/api/v2/authorization/verify', headers })).json().user.group as string;
    for (const on of [app, other]) expect(await listWithin(async () => [await groupOf(on)], ['SSC'])).toEqual(['SSC']);
    await database.db.delete(userSecurityCodes).where(eq(userSecurityCodes.userId, userId));
    for (const on of [app, other]) expect(await listWithin(() => codesOn(on), [])).toEqual([]);
  });

  it.runIf(process.env.TEST_DB === 'postgres')('listens again after its connection is cut and still hears logouts', async () => {
    const listeners = () =>
      queryRows<{ pid: number }>(
        database.db,
        sql`select pid from pg_stat_activity where datname = current_database() and query = ${`LISTEN ${SESSION_CHANNEL}`} and pid <> pg_backend_pid()`,
      );
    const before = await listeners();
    expect(before.length).toBeGreaterThanOrEqual(2);
    for (const { pid } of before) await database.db.execute(sql`select pg_terminate_backend(${pid})`);
    const end = Date.now() + 15_000;
    let now = await listeners();
    while ((now.length < before.length || now.some((l) => before.some((b) => b.pid === l.pid))) && Date.now() < end) {
      await sleep(100);
      now = await listeners();
    }
    expect(now.filter((l) => !before.some((b) => b.pid === l.pid))).toHaveLength(before.length);
    const headers = await authHeaders(app, LOGIN);
    expect(await verify(other, headers)).toBe(200);
    expect((await logout(app, headers)).statusCode).toBe(200);
    expect(await statusWithin(NOTIFY_WITHIN_MS, () => verify(other, headers), 401)).toBe(401);
  });
});
