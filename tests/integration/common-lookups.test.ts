import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { authHeaders } from '../helpers/sign-in';
import { createTenancyFixture, FLEET, NUMBERS, signInFixtureUsers, type FixtureLogin } from '../helpers/tenancy-fixture';
import { createTestApp } from '../helpers/test-app';

let database: TestDatabase;
let app: FastifyInstance;
let headers: Record<FixtureLogin, Record<string, string>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await createTenancyFixture(database.db);
  app = await createTestApp(database.db);
  headers = await signInFixtureUsers((login) => authHeaders(app, login));
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const BASE = '/api/v2/common/';
const call = (method: 'GET' | 'POST', path: string, who: FixtureLogin | null, body?: unknown) =>
  app.inject({ method, url: BASE + path, headers: who ? headers[who] : {}, ...(body === undefined ? {} : { payload: body as object }) });

/** Each customer fleet with what marks its data: a name marker and an id range. */
const SIDES = {
  A: { login: 'customerA', marker: 'ALPHA', ids: [5000, 5999], location: FLEET.locationsA[0], account: FLEET.accountA, number: NUMBERS.accountA },
  B: { login: 'customerB', marker: 'BOREAL', ids: [7000, 7999], location: FLEET.locationsB[0], account: FLEET.accountB, number: NUMBERS.accountB },
} as const;
type Side = keyof typeof SIDES;
const OTHER: Record<Side, Side> = { A: 'B', B: 'A' };
/** Accounts of the other types belong to neither customer. */
const NEITHER = { marker: 'ZED', ids: [8000, 8999] };

/** Every number under an id-like key (id, *_id, *_ids, verified_account) anywhere in an answer. */
function idsIn(value: unknown, key = ''): number[] {
  if (Array.isArray(value)) return value.flatMap((item) => idsIn(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => idsIn(v, k));
  const idLike = key === 'id' || key.endsWith('_id') || key.endsWith('_ids') || key === 'verified_account';
  return idLike && typeof value === 'number' ? [value] : [];
}
const inRange = (ids: number[], [low, high]: readonly number[]) => ids.filter((id) => id >= low && id <= high);

interface Probe {
  method: 'GET' | 'POST';
  path: (side: Side) => string;
  body?: (side: Side) => unknown;
  /** Whether the answer must hold the asking customer's own data, so the absence check is not vacuous. */
  showsOwn: (side: Side) => boolean;
  /** False for answers made of ids only. */
  hasText?: boolean;
}
const never = () => false;
const always = () => true;
const onlyFor = (only: Side) => (side: Side) => side === only;
const get = (path: string, showsOwn: Probe['showsOwn'] = never): Probe => ({ method: 'GET', path: () => path, showsOwn });

/** One probe (or more) per common lookup; a test below checks that none is missing. */
const PROBES: Record<string, Probe> = {
  vocations: get('get_vocations'),
  government: get('get_government_accounts'),
  usNational: get('get_us_national_accounts', onlyFor('A')),
  canadianAll: get('get_canadian_accounts/0', onlyFor('B')),
  canadianOfOwner: get(`get_canadian_accounts/${FLEET.commonOwnerB}`, onlyFor('B')),
  commonOwners: get('get_canadian_common_owners', onlyFor('B')),
  preferred: get('get_preffered_fleets'),
  leasings: get('get_leasings'),
  leasingLocations: get('get_leasing_locations'),
  leasingLocationsOfCustomer: get(`get_leasing_locations?customerNumber=${NUMBERS.leasing}`),
  usGlobalAll: get('get_us_national_global_accounts/all', onlyFor('A')),
  usGlobalKeyword: { method: 'GET', path: (side) => `get_us_national_global_accounts/${SIDES[OTHER[side]].marker}`, showsOwn: never },
  canadianGlobalAll: get('get_canadian_global_accounts/all', onlyFor('B')),
  canadianGlobalKeyword: { method: 'GET', path: () => 'get_canadian_global_accounts/a', showsOwn: onlyFor('B') },
  countries: get('get_countries/NA'),
  countriesEmea: get('get_countries/EMEA'),
  states: get('get_states'),
  locationData: { method: 'GET', path: (side) => `get_location_data/${SIDES[side].location}`, showsOwn: always },
  tireSizes: get('get_tire_sizes'),
  loadRanges: get('get_load_ranges'),
  positions: get('get_positions'),
  unitTypes: get('get_unit_types'),
  reports: get('get_reports/reports'),
  preferences: get('get_user_preferences'),
  structure: { method: 'POST', path: () => 'get_fleet_location_structure', body: () => ({ report_type: 'checkpoint' }), showsOwn: never },
  fleetLocations: { method: 'POST', path: () => 'get_fleet_locations', body: () => ({ page_size: 1000 }), showsOwn: always },
  fleetLocationsKeyword: { method: 'POST', path: () => 'get_fleet_locations', body: () => ({ key_word: 'yard' }), showsOwn: always },
  verified: {
    method: 'POST',
    path: () => 'get_verified_accounts',
    body: () => ({ account_ids: [FLEET.accountA, FLEET.accountB, FLEET.canadianNational] }),
    showsOwn: always,
    hasText: false,
  },
  surveys: { method: 'POST', path: () => 'get_surveys', body: () => ({}), showsOwn: always },
  units: { method: 'POST', path: () => 'get_units', body: () => ({ page_size: 1000 }), showsOwn: always },
  owners: { method: 'POST', path: () => 'get_owners', body: () => ({}), showsOwn: never },
  technician: { method: 'POST', path: () => 'get_technician_number_existence', body: () => ({ technician_number: NUMBERS.technician }), showsOwn: never },
};

describe('common lookups never leak another fleet', () => {
  const cases = Object.entries(PROBES).flatMap(([name, probe]) => (['A', 'B'] as Side[]).map((side) => ({ name, probe, side })));

  it.each(cases)('$name as the customer of $side', async ({ probe, side }) => {
    const own = SIDES[side];
    const foreign = SIDES[OTHER[side]];
    const res = await call(probe.method, probe.path(side), own.login, probe.body?.(side));
    expect(res.statusCode, res.body).toBe(200);
    const text = res.body;
    const ids = idsIn(res.json());
    expect(text).not.toContain(foreign.marker);
    expect(text).not.toContain(foreign.number);
    expect(text).not.toContain(NEITHER.marker);
    expect(inRange(ids, foreign.ids)).toEqual([]);
    expect(inRange(ids, NEITHER.ids)).toEqual([]);
    if (probe.showsOwn(side)) {
      expect(inRange(ids, own.ids).length).toBeGreaterThan(0);
      if (probe.hasText !== false) expect(text).toContain(own.marker);
    }
  });

  it('probes every route of the area', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const routes = Object.keys(doc.paths).filter((p) => p.startsWith(BASE)).map((p) => p.slice(BASE.length).replace(/\/\{.*\}$/, ''));
    const probed = new Set(Object.values(PROBES).map((p) => p.path('A').replace(/[/?].*$/, '')));
    expect(routes.length).toBe(26);
    expect(routes.filter((r) => !probed.has(r))).toEqual([]);
  });
});

describe('get_fleet_locations paging and sorting', () => {
  type Row = { id: number; code: string; name: string; address: string; city: string; state: string };
  const page = async (body: Record<string, unknown>) => (await call('POST', 'get_fleet_locations', 'staff', body)).json();
  const KEYS = { 1: 'code', 2: 'name', 3: 'address', 4: 'city', 5: 'state' } as const;

  it.each([1, 2, 3, 4, 5] as const)('order_by %i walks pages without gaps or repeats, ties broken by id', async (orderBy) => {
    const all = (await page({ order_by: orderBy, page_size: 1000 })).locations as Row[];
    expect(all).toHaveLength(10);
    const key = KEYS[orderBy];
    const expected = [...all].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : a.id - b.id));
    expect(all.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    for (const desc of [false, true]) {
      const walked: number[] = [];
      for (let n = 1; n <= 4; n++) {
        const p = await page({ order_by: orderBy, is_sort_desc: desc, page_size: 3, page_number: n });
        expect(p).toMatchObject({ page_number: n, page_size: 3, total_items: 10 });
        walked.push(...p.locations.map((r: Row) => r.id));
      }
      expect(walked).toEqual(desc ? expected.map((r) => r.id).reverse() : expected.map((r) => r.id));
    }
  });

  it('uses a page size of 10 by default and answers past the end with no rows', async () => {
    const first = await page({});
    expect(first).toMatchObject({ page_number: 1, page_size: 10, total_items: 10 });
    expect((await call('POST', 'get_fleet_locations', 'staff')).json().locations).toHaveLength(10);
    expect(await page({ page_number: 3, page_size: 5 })).toEqual({ page_number: 3, page_size: 5, total_items: 10, locations: [] });
  });

  it('filters by account, type, region, group and keyword', async () => {
    const idsOf = async (body: Record<string, unknown>) => (await page({ page_size: 100, ...body })).locations.map((r: Row) => r.id);
    expect(await idsOf({ account_ids: [FLEET.accountB] })).toEqual([...FLEET.locationsB]);
    expect(await idsOf({ account_type: 10 })).toEqual([FLEET.locationCanadianNational]);
    expect(await idsOf({ region_ids: [FLEET.regionA] })).toEqual([FLEET.locationsA[0], FLEET.locationsA[2]]);
    expect(await idsOf({ group_ids: [FLEET.groupA] })).toEqual([FLEET.locationsA[0]]);
    expect(await idsOf({ key_word: 'toledo' })).toEqual([FLEET.locationsA[3]]);
    expect(await idsOf({ key_word: '%' })).toEqual([]);
    expect(await idsOf({ account_ids: null, region_ids: [] })).toHaveLength(10);
  });
});

describe('reference lookups', () => {
  it('drops vocations without a value', async () => {
    expect((await call('GET', 'get_vocations', 'customerA')).json().map((v: { value: string }) => v.value)).toEqual(['LH', 'RG']);
  });

  it('lists countries of a region and states by country', async () => {
    expect((await call('GET', 'get_countries/emea', 'customerA')).json().map((c: { code: string }) => c.code)).toEqual(['FR', 'DE']);
    const grouped = (await call('GET', 'get_states', 'customerA')).json();
    expect(grouped.map((g: { country_code: string }) => g.country_code)).toEqual(['CA', 'US', 'MX']);
    expect((await call('GET', 'get_states?country=de', 'customerA')).json()).toEqual([
      { country_code: 'DE', country_name: 'Germany', states: [{ code: 'BY', name: 'Bavaria' }] },
    ]);
  });

  it('lists reports the user holds the code for', async () => {
    const codes = async (who: FixtureLogin) => (await call('GET', 'get_reports/reports', who)).json().map((r: { code: string }) => r.code);
    expect(await codes('customerA')).toEqual(['FCR', 'FAV']);
    expect(await codes('dealer1')).toEqual(['FAV']);
    expect(await codes('staff')).toEqual(['FCR', 'SCRAP', 'FAV']);
  });

  it('answers preferences, technician numbers, owners and the structure', async () => {
    expect((await call('GET', 'get_user_preferences', 'customerA')).json()).toEqual({ currency_symbol: '$' });
    expect((await call('GET', 'get_user_preferences', 'customerB')).json()).toEqual({ currency_symbol: 'C$' });
    const tech = (n: string) => call('POST', 'get_technician_number_existence', 'dealer2', { technician_number: n }).then((r) => r.json());
    expect(await tech(NUMBERS.technician)).toEqual({ exists: true });
    expect(await tech('T-000000')).toEqual({ exists: false });
    expect((await call('POST', 'get_owners', 'customerA', {})).json().map((o: { nonsig: string }) => o.nonsig)).toEqual(['600101']);
    expect((await call('POST', 'get_owners', 'staff', { country: 'ca' })).json().map((o: { nonsig: string }) => o.nonsig)).toEqual(['600202']);
    const structure = (await call('POST', 'get_fleet_location_structure', 'customerB')).json();
    expect(structure).toMatchObject({ show_canadian_common_owner: true, show_national_account: false, report_type: null, has_access_without_surveys: true });
  });

  it('filters surveys by date, the end date counting whole', async () => {
    const ids = async (body: Record<string, unknown>) => (await call('POST', 'get_surveys', 'staff', body)).json().surveys.map((s: { id: number }) => s.id);
    expect(await ids({ date_from: '03/12/2024', date_to: '03/15/2024' })).toEqual([FLEET.surveyB, FLEET.surveysA.d2AtY1]);
    expect(await ids({ date_from: '04/01/2024' })).toEqual([FLEET.surveysA.d1AtY2]);
    expect(await ids({ date_to: '3/10/2024' })).toEqual([FLEET.surveysA.d1AtY1]);
  });
});

describe('bad input', () => {
  it.each([
    ['POST', 'get_fleet_locations', { page_size: 1001 }, 'body.page_size'],
    ['POST', 'get_fleet_locations', { page_number: 0 }, 'body.page_number'],
    ['POST', 'get_fleet_locations', { account_ids: ['5001'] }, 'body.account_ids.0'],
    ['POST', 'get_fleet_locations', { account_ids: [0] }, 'body.account_ids.0'],
    ['POST', 'get_fleet_locations', { region_ids: [1.5] }, 'body.region_ids.0'],
    ['POST', 'get_fleet_locations', { key_word: 'x'.repeat(201) }, 'body.key_word'],
    ['POST', 'get_fleet_locations', { order_by: 6 }, 'body.order_by'],
    ['POST', 'get_fleet_locations', { account_type: 7 }, 'body.account_type'],
    ['POST', 'get_fleet_locations', { is_sort_desc: 'yes' }, 'body.is_sort_desc'],
    ['POST', 'get_surveys', { date_from: '13/45/2024' }, 'body.date_from'],
    ['POST', 'get_surveys', { date_from: '02/30/2024' }, 'body.date_from'],
    ['POST', 'get_surveys', { date_from: '03/10/2024', date_to: '03/01/2024' }, 'body.date_to'],
    ['POST', 'get_surveys', { page_size: 5000 }, 'body.page_size'],
    ['POST', 'get_units', { key_word: 42 }, 'body.key_word'],
    ['POST', 'get_units', { location_ids: [-1] }, 'body.location_ids.0'],
    ['POST', 'get_verified_accounts', {}, 'body.account_ids'],
    ['POST', 'get_verified_accounts', { account_ids: [true] }, 'body.account_ids.0'],
    ['POST', 'get_technician_number_existence', { technician_number: '  ' }, 'body.technician_number'],
    ['POST', 'get_technician_number_existence', { technician_number: 'x'.repeat(51) }, 'body.technician_number'],
    ['POST', 'get_owners', { state: 'x'.repeat(11) }, 'body.state'],
    ['POST', 'get_fleet_location_structure', { report_type: 'x'.repeat(51) }, 'body.report_type'],
    ['GET', 'get_location_data/abc', undefined, 'params.x'],
    ['GET', 'get_location_data/0', undefined, 'params.x'],
    ['GET', 'get_location_data/99999999999', undefined, 'params.x'],
    ['GET', 'get_canadian_accounts/-1', undefined, 'params.x'],
    ['GET', `get_us_national_global_accounts/${'x'.repeat(101)}`, undefined, 'params.x'],
    ['GET', 'get_countries/MARS', undefined, 'params.region'],
    ['GET', 'get_states?country=USA', undefined, 'querystring.country'],
    ['GET', `get_reports/${'x'.repeat(51)}`, undefined, 'params.x'],
    ['GET', `get_leasing_locations?customerNumber=${'x'.repeat(51)}`, undefined, 'querystring.customerNumber'],
  ] as const)('%s %s %j → 400 naming %s', async (method, path, body, field) => {
    const res = await call(method, path, 'customerA', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('refuses a body that is not an object', async () => {
    for (const payload of ['[1,2]', '"text"', '{not json']) {
      const res = await app.inject({ method: 'POST', url: `${BASE}get_units`, headers: { ...headers.customerA, 'content-type': 'application/json' }, payload });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('sign-in', () => {
  it.each(Object.entries(PROBES))('%s needs a signed-in user', async (_name, probe) => {
    const res = await call(probe.method, probe.path('A'), null, probe.body?.('A'));
    expect(res.statusCode).toBe(401);
    const forged = await app.inject({ method: probe.method, url: BASE + probe.path('A'), headers: { authorization: 'Bearer forged' }, payload: probe.body?.('A') as object });
    expect(forged.statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents every lookup under the common tag with its schemas', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const entries = Object.entries(doc.paths as Record<string, Record<string, { tags?: string[]; requestBody?: unknown; responses?: Record<string, unknown> }>>)
      .filter(([p]) => p.startsWith(BASE))
      .flatMap(([p, ops]) => Object.entries(ops).map(([method, op]) => ({ p, method, op })));
    expect(entries).toHaveLength(26);
    for (const { p, method, op } of entries) {
      expect(op.tags, p).toEqual(['common']);
      expect(op.responses?.['200'], p).toBeDefined();
      if (method === 'post') expect(op.requestBody, p).toBeDefined();
    }
  });
});
