import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favoriteRoutes } from '../../server/areas/favorites/routes';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { favoriteReports } from '../../server/db/schema';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { authHeaders } from '../helpers/sign-in';
import { createTenancyFixture, signInFixtureUsers, type FixtureLogin } from '../helpers/tenancy-fixture';

const V2 = '/api/v2/favorite_reports';
const V1 = '/api/v1/favorite_reports';
let database: TestDatabase;
let app: FastifyInstance;
let headers: Record<FixtureLogin, Record<string, string>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await createTenancyFixture(database.db);
  app = await buildApp({ db: database.db, config: testConfig() });
  for (const prefix of [V2, V1]) {
    if (!app.hasRoute({ method: 'POST', url: `${prefix}/save` })) await app.register(favoriteRoutes, { prefix });
  }
  await app.ready();
  headers = await signInFixtureUsers((login) => authHeaders(app, login));
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', path: string, who: FixtureLogin, body?: unknown, extra: Record<string, string> = {}, base = V2) =>
  app.inject({ method, url: `${base}/${path}`, headers: { ...headers[who], ...extra }, ...(body === undefined ? {} : { payload: body as object }) });
const save = (who: FixtureLogin, name: string, requestUrl: string, extra?: Record<string, string>) => call('POST', 'save', who, { name, request_url: requestUrl }, extra);
const stored = async (userId: number) => (await database.db.select({ n: count() }).from(favoriteReports).where(eq(favoriteReports.userId, userId)))[0]!.n;

describe('favorite reports', () => {
  it('saves, lists, reads and deletes the user\'s own favorite', async () => {
    const url = '/checkpoint?account_id=5001&date_range_type=month_to_date&report_type=exceptions';
    const saved = await save('customerA', '  March exceptions ', url);
    expect(saved.statusCode, saved.body).toBe(201);
    const { id } = saved.json();
    const list = (await call('POST', 'get', 'customerA', {})).json();
    expect(list).toMatchObject({ total_items: 1, page_number: 1, page_size: 20 });
    expect(list.favorite_reports).toEqual([{ id, name: 'March exceptions', request_url: url, created_at: expect.any(String) }]);
    expect((await call('GET', `get/${id}`, 'customerA')).json()).toEqual({ favorite_report: list.favorite_reports[0] });
    expect((await call('DELETE', `delete/${id}`, 'customerA')).json()).toEqual({ status: 'ok' });
    expect((await call('GET', `get/${id}`, 'customerA')).statusCode).toBe(404);
    expect((await call('DELETE', `delete/${id}`, 'customerA')).statusCode).toBe(404);
  });

  it('keeps another user\'s favorite invisible and untouchable', async () => {
    const { id } = (await save('customerA', 'Mine', '/checkpoint')).json();
    expect((await call('GET', `get/${id}`, 'customerB')).statusCode).toBe(404);
    expect((await call('DELETE', `delete/${id}`, 'customerB')).statusCode).toBe(404);
    expect((await call('POST', 'get', 'customerB')).json()).toMatchObject({ total_items: 0, favorite_reports: [] });
    expect((await call('GET', `get/${id}`, 'customerA')).statusCode).toBe(200);
  });

  it('pages newest first, 20 to a page', async () => {
    for (let i = 0; i < 25; i++) expect((await save('staff', `Report ${i}`, `/tireoptix?n=${i}`)).statusCode).toBe(201);
    const first = (await call('POST', 'get', 'staff')).json();
    const second = (await call('POST', 'get', 'staff', { page_number: 2 })).json();
    expect(first).toMatchObject({ total_items: 25, page_size: 20 });
    expect(first.favorite_reports).toHaveLength(20);
    expect(second.favorite_reports).toHaveLength(5);
    const names = [...first.favorite_reports, ...second.favorite_reports].map((f: { name: string }) => f.name);
    expect(names).toEqual(Array.from({ length: 25 }, (_, i) => `Report ${24 - i}`));
  });

  it('stores one favorite for a save replayed with its Idempotency-Key', async () => {
    const before = await stored(5502);
    const key = { 'idempotency-key': 'favorite-save-0001' };
    const first = await save('customerAYard', 'Once', '/checkpoint?x=1', key);
    const again = await save('customerAYard', 'Once', '/checkpoint?x=1', key);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await stored(5502)).toBe(before + 1);
  });

  it.each([
    ['an absolute URL of another origin', 'https://evil.example/checkpoint'],
    ['a scheme-relative URL', '//evil.example/checkpoint'],
    ['a backslash host', '/\\evil.example/checkpoint'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'checkpoint?x=1'],
    ['whitespace', '/checkpoint?name=a b'],
    ['more than 2000 characters', `/checkpoint?q=${'x'.repeat(2000)}`],
  ])('refuses %s with 400 naming request_url', async (_what, url) => {
    const before = await stored(5501);
    const res = await save('customerA', 'Bad', url);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['body.request_url']);
    expect(await stored(5501)).toBe(before);
  });

  it('checks names, ids and sign-in, and answers on API v1 too', async () => {
    for (const name of ['', '   ', 'n'.repeat(101)]) expect((await save('customerA', name, '/checkpoint')).json().errors[0].field).toBe('body.name');
    expect((await call('GET', 'get/abc', 'customerA')).statusCode).toBe(400);
    expect((await call('POST', 'get', 'customerA', { page_size: 0 })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: `${V2}/get`, payload: {} })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: `${V1}/get`, payload: {} })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: `${V1}/save`, payload: { name: 'x', request_url: '/x' } })).statusCode).toBe(401);
    const v1 = await call('POST', 'save', 'customerB', { name: 'Via v1', request_url: '/dlrtireoptix?date_type=monthtodate' }, {}, V1);
    expect(v1.statusCode).toBe(201);
    expect((await call('GET', `get/${v1.json().id}`, 'customerB')).json().favorite_report.name).toBe('Via v1');
  });
});
