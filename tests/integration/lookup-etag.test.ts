import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vocations } from '../../server/db/schema';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { authHeaders } from '../helpers/sign-in';
import { createTenancyFixture, LOGINS } from '../helpers/tenancy-fixture';
import { createTestApp } from '../helpers/test-app';

let database: TestDatabase;
let app: FastifyInstance;
let headers: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  await createTenancyFixture(database.db);
  app = await createTestApp(database.db);
  headers = await authHeaders(app, LOGINS.customerA);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const get = (path: string, extra: Record<string, string> = {}, on = app, as = headers) =>
  on.inject({ method: 'GET', url: `/api/v2/common/${path}`, headers: { ...as, ...extra } });

const LISTS = ['get_vocations', 'get_countries/NA', 'get_countries/EMEA', 'get_states', 'get_states?country=DE', 'get_tire_sizes', 'get_load_ranges', 'get_positions', 'get_unit_types'];

describe('reference lookups with ETags', () => {
  it.each(LISTS)('%s answers 304 with no body to a matching If-None-Match', async (path) => {
    const first = await get(path);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await get(path, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
  });

  it('matches a weak or listed tag and *, and answers a stale tag with the whole list', async () => {
    const first = await get('get_vocations');
    const etag = first.headers.etag as string;
    expect((await get('get_vocations', { 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    expect((await get('get_vocations', { 'if-none-match': `"old", ${etag}` })).statusCode).toBe(304);
    expect((await get('get_vocations', { 'if-none-match': '*' })).statusCode).toBe(304);
    const stale = await get('get_vocations', { 'if-none-match': '"old"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('gives every list and parameter its own tag, and the same tag to every user and language', async () => {
    const tags = await Promise.all(LISTS.map(async (path) => (await get(path)).headers.etag));
    expect(new Set(tags).size).toBe(LISTS.length);
    const staff = await authHeaders(app, LOGINS.staff);
    const asStaffInFrench = await get('get_vocations', { 'user-language': 'fr-CA' }, app, staff);
    expect(asStaffInFrench.headers.etag).toBe(tags[0]);
  });

  it('keeps the bodies as the lists were answered before caching', async () => {
    expect((await get('get_vocations')).body).toBe('[{"id":1,"name":"Long Haul","value":"LH"},{"id":2,"name":"Regional","value":"RG"}]');
    expect((await get('get_states?country=de')).body).toBe('[{"country_code":"DE","country_name":"Germany","states":[{"code":"BY","name":"Bavaria"}]}]');
    expect((await get('get_vocations')).headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('still needs a sign-in', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v2/common/get_vocations', headers: { 'if-none-match': '*' } });
    expect(res.statusCode).toBe(401);
    expect(res.headers.etag).toBeUndefined();
  });

  it('serves a list from memory for LOOKUP_CACHE_SECONDS, and at once with 0', async () => {
    const uncached = await createTestApp(database.db, { LOOKUP_CACHE_SECONDS: 0 });
    try {
      const uncachedHeaders = await authHeaders(uncached, LOGINS.customerA);
      const cachedBefore = await get('get_vocations');
      const before = await get('get_vocations', {}, uncached, uncachedHeaders);
      expect(before.headers.etag).toBe(cachedBefore.headers.etag);
      await database.db.insert(vocations).values({ id: 5, name: 'Construction', value: 'CN' });
      const after = await get('get_vocations', { 'if-none-match': before.headers.etag as string }, uncached, uncachedHeaders);
      expect(after.statusCode).toBe(200);
      expect(after.json().map((v: { value: string }) => v.value)).toEqual(['CN', 'LH', 'RG']);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      // The caching app keeps its copy until the time is up.
      expect((await get('get_vocations', { 'if-none-match': cachedBefore.headers.etag as string })).statusCode).toBe(304);
    } finally {
      await uncached.close();
    }
  });
});
