import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, fleetLocations } from '../../server/db/schema';
import { DEMO_ACCOUNTS, DEMO_USERS, type DemoAccountKey } from '../../server/seed/demo-users';
import { seedDemoFleet } from '../../server/seed/generate';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { authHeaders } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';

/**
 * Tenancy over the demo fleet itself: every customer demo user asks every common lookup,
 * naming the other demo fleet where a lookup takes an account or location, and never
 * receives any of that fleet's data.
 */
let database: TestDatabase;
let app: FastifyInstance;

interface FleetMarks {
  accountId: number;
  locationIds: number[];
  /** Strings that only this fleet's data contains. */
  texts: string[];
}
const fleets = {} as Record<DemoAccountKey, FleetMarks>;
const customers = DEMO_USERS.filter((user) => user.group === 'CUS');

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoFleet(database.db, { scale: 0.05, now: new Date('2026-11-20T00:00:00Z') });
  app = await createTestApp(database.db);
  for (const key of Object.keys(DEMO_ACCOUNTS) as DemoAccountKey[]) {
    const [account] = await database.db.select().from(accounts).where(eq(accounts.accountNumber, DEMO_ACCOUNTS[key].accountNumber));
    const locations = await database.db.select().from(fleetLocations).where(inArray(fleetLocations.accountId, [account.id]));
    fleets[key] = {
      accountId: account.id,
      locationIds: locations.map((l) => l.id),
      texts: [account.accountNumber, account.name, ...locations.map((l) => l.code), ...locations.map((l) => l.name)],
    };
  }
}, 180_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Every common lookup route, read from the OpenAPI document so a new one is probed too. */
async function commonRoutes(): Promise<{ method: 'GET' | 'POST'; path: string }[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/v2/common/'))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase() as 'GET' | 'POST', path })));
}

function requestsFor(route: { method: 'GET' | 'POST'; path: string }, foreign: FleetMarks) {
  if (route.method === 'GET') {
    const withForeign = route.path.replace(/\{[^}]+\}/g, String(foreign.locationIds[0]));
    const withAccount = route.path.replace(/\{[^}]+\}/g, String(foreign.accountId));
    const withAll = route.path.replace(/\{[^}]+\}/g, 'all');
    return [...new Set([withForeign, withAccount, withAll, route.path.replace(/\{[^}]+\}/g, '0')])].map((url) => ({ method: 'GET' as const, url }));
  }
  const bodies = [{}, { account_ids: [foreign.accountId] }, { location_ids: foreign.locationIds }, { account_id: foreign.accountId }];
  return bodies.map((payload) => ({ method: 'POST' as const, url: route.path, payload }));
}

describe('demo customers never see the other demo fleet', () => {
  it.each(customers.map((user) => [user.login, user] as const))('%s', async (_login, user) => {
    const own = fleets[user.account!];
    const foreign = fleets[user.account === 'northline' ? 'maplehaul' : 'northline'];
    const headers = await authHeaders(app, user.login);
    const routes = await commonRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(20);
    let sawOwn = false;
    for (const route of routes) {
      for (const request of requestsFor(route, foreign)) {
        const res = await app.inject({ ...request, headers });
        expect(res.statusCode, `${request.method} ${request.url}`).toBeLessThan(500);
        for (const text of foreign.texts) expect(res.body, `${request.method} ${request.url} leaked ${text}`).not.toContain(text);
        if (own.texts.some((text) => res.body.includes(text))) sawOwn = true;
      }
    }
    // The answers carried this customer's own fleet, so the absence above is not vacuous.
    expect(sawOwn).toBe(true);
  });
});
