import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { units } from '../../server/db/schema';
import { assertPathParametersConstrained } from '../../server/plugins/input-rules';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { authHeaders } from '../helpers/sign-in';
import { createSurveyFixture, createSurveyTestApp, newUnit, surveyCaller } from '../helpers/survey-fixture';
import { FLEET, signInFixtureUsers, type FixtureLogin } from '../helpers/tenancy-fixture';

/** The API's one input rule (server/plugins/input-rules.ts): every route, whatever its schema says. */
let database: TestDatabase;
let app: FastifyInstance;
let headers: Record<FixtureLogin, Record<string, string>>;
const call = surveyCaller(() => app, () => headers);
const [, , y3] = FLEET.locationsA;

beforeAll(async () => {
  database = await createTestDatabase();
  await createSurveyFixture(database.db);
  app = await createSurveyTestApp(database.db);
  headers = await signInFixtureUsers((login) => authHeaders(app, login));
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const live = async (id: number) =>
  (await database.db.select({ id: units.id }).from(units).where(and(eq(units.id, id), isNull(units.deletedAt)))).length === 1;

function expectFieldError(res: { statusCode: number; body: string; json: () => unknown }, field: string, status = 400) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { errors?: { field: string }[] };
  expect(body.errors?.map((e) => e.field)).toContain(field);
}

describe('numeric ids', () => {
  it('reads only plain decimal: another spelling of an id never reaches that record', async () => {
    const created = await call('POST', 'save_unit', 'customerA', { ...newUnit('ALPHA-SPELLED'), location_id: y3 });
    expect(created.statusCode, created.body).toBe(201);
    const id: number = created.json().id;
    const spellings = [`0x${id.toString(16)}`, `0b${id.toString(2)}`, `0o${id.toString(8)}`, `${id}e0`, `${id / 10}e1`, `%20${id}`, `${id}%20`, `${id}.0`, `+${id}`, `0${id}`];
    for (const spelling of spellings) {
      const res = await call('DELETE', `delete_unit/${spelling}`, 'customerA');
      expectFieldError(res, 'params.id');
      expect(await live(id), spelling).toBe(true);
    }
    expect((await call('DELETE', `delete_unit/${id}`, 'customerA')).statusCode).toBe(200);
    expect(await live(id)).toBe(false);
  });

  it('refuses zero, negatives and ids past the integer columns', async () => {
    for (const value of ['0', '-1', '2147483648', '99999999999999999999']) {
      expectFieldError(await call('GET', `get_unit/${value}`, 'customerA'), 'params.id');
    }
    expectFieldError(await call('GET', '0x1/units/1', 'customerA'), 'params.surveyId');
  });

  it('holds the same rule in queries and body numbers sent as text', async () => {
    expectFieldError(await call('DELETE', 'delete_image?storageId=00000000-0000-0000-0000-000000000000&unitInspectionId=1e1', 'customerA'), 'querystring.unitInspectionId');
    expectFieldError(await call('POST', 'get_units', 'customerA', { location_id: '0x10' }), 'body.location_id');
  });
});

describe('control characters', () => {
  it('refuses NUL and the other control characters in writes, naming the field; tab and newline pass', async () => {
    for (const bad of ['A\u0000B', 'A\u0007', 'A\rB', 'A\u001bB', 'A\u007f', 'A\u0085']) {
      expectFieldError(await call('POST', 'save_unit', 'customerA', { ...newUnit(bad), location_id: y3 }), 'body.unit_number');
    }
    const fine = await call('POST', 'save_unit', 'customerA', { ...newUnit('ALPHA-TAB'), location_id: y3, comments: 'line one\n\tline two' });
    expect(fine.statusCode, fine.body).toBe(201);
  });

  it('refuses them in list filters, object keys, and path parameters', async () => {
    expectFieldError(await call('POST', 'get_units', 'customerA', { location_id: y3, key_word: 'x\u0000' }), 'body.key_word');
    expectFieldError(await call('POST', 'get_units', 'customerA', { location_id: y3, ['k\u0000']: 1 }), 'body.k\u0000');
    const common = (url: string) => app.inject({ method: 'GET', url: `/api/v2/common/${url}`, headers: headers.customerA });
    expectFieldError(await common('get_reports/%00'), 'params.x');
    expectFieldError(await common('get_reports/reports%00'), 'params.x');
    expectFieldError(await common('get_us_national_global_accounts/a%00b'), 'params.x');
    expectFieldError(await common('get_states?country=U%00S'), 'querystring.country');
    // A query field whose schema would take any text (and even drop a bad one) is held to the rule too.
    expectFieldError(await app.inject({ method: 'GET', url: '/api/Content/LanguagesPack/en-US.json?time=1%00' }), 'querystring.time');
  });
});

describe('text path parameters', () => {
  it('are checked against what they may be', async () => {
    const common = (url: string) => app.inject({ method: 'GET', url: `/api/v2/common/${url}`, headers: headers.customerA });
    expectFieldError(await common('get_reports/..%2F..%2Fetc%2Fpasswd'), 'params.x');
    expectFieldError(await common('get_us_national_global_accounts/..%2F..%2Fetc%2Fpasswd'), 'params.x');
    expect((await common('get_reports/reports')).statusCode).toBe(200);
    expect((await common('get_us_national_global_accounts/all')).statusCode).toBe(200);
    const pack = await app.inject({ method: 'GET', url: '/api/Content/LanguagesPack/..%2F..%2Fetc%2Fpasswd.json' });
    expectFieldError(pack, 'params.locale');
  });

  it('a path the router cannot read names the path parameters too', async () => {
    expectFieldError(await call('GET', `get_unit/${'7'.repeat(600)}`, 'customerA'), 'params', 414);
    expectFieldError(await call('GET', 'get_unit/%E0%A4%A', 'customerA'), 'params');
  });

  it('a route declaring a free text path parameter does not start', () => {
    const route = (params: z.ZodType) => ({ method: 'GET', url: '/x/:name', handler: () => undefined, schema: { params } }) as never;
    expect(() => assertPathParametersConstrained(route(z.object({ name: z.string().max(20) })))).toThrow(/name/);
    expect(() => assertPathParametersConstrained({ method: 'GET', url: '/x/:name', handler: () => undefined } as never)).toThrow(/name/);
    expect(() => assertPathParametersConstrained(route(z.object({ name: z.string().regex(/^[a-z]+$/) })))).not.toThrow();
    expect(() => assertPathParametersConstrained(route(z.object({ name: z.enum(['a', 'b']) })))).not.toThrow();
  });
});

describe('text that is not Unicode, and free-form JSON nested without end', () => {
  const post = (url: string, payload: string) =>
    app.inject({ method: 'POST', url, headers: { ...headers.customerA, 'content-type': 'application/json' }, payload });
  const nested = (levels: number, leaf: string) => `${'{"a":'.repeat(levels)}${leaf}${'}'.repeat(levels)}`;

  it('refuses a lone surrogate in any string, value or key, naming the field', async () => {
    expectFieldError(await post('/api/v2/record_store/set_record', '{"record":{"note":"a\\ud800b"}}'), 'body.record.note');
    expectFieldError(await post('/api/v2/record_store/set_record', '{"record":{"k\\udc00":1}}'), 'body.record.k\udc00');
    const unit = JSON.stringify({ ...newUnit('ALPHA-SURROGATE'), location_id: y3 }).replace('"ALPHA-SURROGATE"', '"ALPHA\\ud800"');
    expectFieldError(await post('/api/v2/fleet_survey/save_unit', unit), 'body.unit_number');
    // A pair is one character (an emoji) and stays welcome.
    expect((await post('/api/v2/record_store/set_record', '{"record":{"note":"a\\ud83d\\ude00b"}}')).statusCode).toBe(200);
  });

  it('refuses a NUL deeper than 32 levels and a nesting of 5,000 levels, naming where', async () => {
    const deepNul = await post('/api/v2/record_store/set_record', `{"record":${nested(40, '"x\\u0000"')}}`);
    expect(deepNul.statusCode, deepNul.body).toBe(400);
    expect(deepNul.json().errors[0].field).toMatch(/^body\.record\.a\.a/);
    const deep = await post('/api/v2/record_store/set_record', `{"record":${nested(5000, '1')}}`);
    expect(deep.statusCode, deep.body).toBe(400);
    expect(deep.json().errors[0].field).toMatch(/^body\.record\.a/);
  });

  it('names an over-long path parameter and echoes nothing of the URL', async () => {
    const long = 'x'.repeat(600);
    const res = await app.inject({ method: 'GET', url: `/api/v2/fleet_survey/image/${long}`, headers: headers.customerA });
    expect(res.statusCode).toBe(414);
    expect(res.json().errors[0].field).toBe('params');
    expect(res.body).not.toContain(long.slice(0, 50));
  });
});
