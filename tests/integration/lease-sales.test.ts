import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATED_LISTS } from '../../contract/lease-sales';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { leaseSalesOptions, securityCodes, users, userSecurityCodes } from '../../server/db/schema';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { readPdfText, readXlsx } from '../helpers/read-exports';
import { authHeaders } from '../helpers/sign-in';
import { createTenancyFixture, FLEET, signInFixtureUsers } from '../helpers/tenancy-fixture';

const BASE = '/api/v2/leasesales/';
const COLORS = { 3: '#2e7d32', 2: '#f9a825', 1: '#c62828' } as const;
/** Every rated list gets a good (3), fair (2) and poor (1) option named after the list. */
const RATED_OPTIONS = RATED_LISTS.flatMap((list) =>
  ([3, 2, 1] as const).map((rate, sort) => ({ list, value: `${list}_r${rate}`, text: `${list} rated ${rate}`, rate, color: COLORS[rate], sort })),
);
const PLAIN_OPTIONS = [
  { list: 'fleet_types', value: 'tractor_trailer', text: 'Tractor-trailer', sort: 0 },
  { list: 'fleet_types', value: 'straight_truck', text: 'Straight truck', sort: 1 },
  { list: 'lease_terms', value: '36_months', text: '36 months', sort: 0 },
];

const STAFF2 = 'staff.two@maker.test';
const STAFF_NO_CODE = 'staff.nocode@maker.test';
type Who = 'customerA' | 'dealer1' | 'staff' | 'staff2' | 'staffNoCode';

let database: TestDatabase;
let app: FastifyInstance;
let headers: Record<Who, Record<string, string>>;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await createTenancyFixture(db);
  await db.insert(securityCodes).values({ code: 'TVLOGIN', description: 'Portal sign-in' });
  await db.insert(users).values([
    { id: 9502, login: STAFF2, email: STAFF2, firstName: 'Sue', lastName: 'Second', group: 'SSC', passwordHash: 'x' },
    { id: 9503, login: STAFF_NO_CODE, email: STAFF_NO_CODE, firstName: 'Nat', lastName: 'Nocode', group: 'GYR', passwordHash: 'x' },
  ]);
  await db.insert(userSecurityCodes).values([5501, 6501, 9501, 9502].map((userId) => ({ userId, code: 'TVLOGIN' })));
  await db.insert(leaseSalesOptions).values([...RATED_OPTIONS, ...PLAIN_OPTIONS]);
  app = await buildApp({ db, config: testConfig() });
  await app.ready();
  const fixture = await signInFixtureUsers((login) => authHeaders(app, login));
  headers = { ...fixture, staff2: await authHeaders(app, STAFF2), staffNoCode: await authHeaders(app, STAFF_NO_CODE) };
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const post = (path: string, who: Who, body: unknown = {}) => app.inject({ method: 'POST', url: BASE + path, headers: headers[who], payload: body as object });
const get = (path: string, who: Who) => app.inject({ method: 'GET', url: BASE + path, headers: headers[who] });
const fields = (res: { json: () => { errors?: { field: string }[] } }) => (res.json().errors ?? []).map((e) => e.field);

/** Answers: fleet size rated 3, yard slope 1, everything else 2. */
const ANSWERS = Object.fromEntries(RATED_LISTS.map((list) => [list, `${list}_r${list === 'fleet_sizes' ? 3 : list === 'yard_slopes' ? 1 : 2}`]));
const SUBMISSION = {
  account_id: FLEET.accountA,
  fleet_name: 'Acme Leasing Prospect',
  address: '100 Main St',
  city: 'Akron',
  state: 'OH',
  zip: '44308',
  country: 'US',
  latitude: 41.0796,
  longitude: -81.5194,
  fssm: '9501',
  region: 'NA',
  fleet_type: 'tractor_trailer',
  lease_term: '36_months',
  comments: 'Gate on the north side',
  answers: ANSWERS,
};

describe('lease-sales configurator', () => {
  it('answers every list of spec 3 §3 with values, texts, rates and colours', async () => {
    const res = await post('configurator_structure', 'staff');
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const body = res.json();
    for (const list of RATED_LISTS) {
      expect(body[list]).toEqual([
        { value: `${list}_r3`, text: `${list} rated 3`, rate: 3, color: '#2e7d32' },
        { value: `${list}_r2`, text: `${list} rated 2`, rate: 2, color: '#f9a825' },
        { value: `${list}_r1`, text: `${list} rated 1`, rate: 1, color: '#c62828' },
      ]);
    }
    expect(body.fleet_types).toEqual([{ value: 'tractor_trailer', text: 'Tractor-trailer' }, { value: 'straight_truck', text: 'Straight truck' }]);
    expect(body.lease_terms).toEqual([{ value: '36_months', text: '36 months' }]);
    expect(body.us_national_accounts).toEqual([{ value: String(FLEET.accountA), text: 'ALPHA Freight Lines (ALPHA-NA-5001)' }]);
    expect(body.canadian_common_owners_accounts).toEqual([{ value: String(FLEET.accountB), text: 'BOREAL Haulage (BOREAL-CO-7001)' }]);
    // GYR staff are the sales managers; the one asking is selected.
    expect(body.fssm_names).toEqual([
      { value: '9503', text: 'Nat Nocode', is_selected: false },
      { value: '9501', text: 'Sam Staff', is_selected: true },
    ]);
    expect(body.regions).toEqual([{ value: 'NA', text: 'NA', is_selected: false }]);
    expect(body.country_states).toEqual([
      { country: { value: 'US', text: 'United States' }, states: [{ value: 'OH', text: 'Ohio' }, { value: 'TX', text: 'Texas' }] },
      { country: { value: 'CA', text: 'Canada' }, states: [{ value: 'AB', text: 'Alberta' }, { value: 'ON', text: 'Ontario' }] },
    ]);
    expect(body.max_rate).toBe(3);
  });

  it('stores a submission, rates each answer with its colour and lists it only for its author', async () => {
    const res = await post('configurator_submit', 'staff', SUBMISSION);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const body = res.json();
    // (3 + 1 + 10 × 2) / (12 × 3) = 24 / 36 = 66.7 %.
    expect(body).toMatchObject({ fleet_name: 'Acme Leasing Prospect', account_name: 'ALPHA Freight Lines', score: 66.7 });
    expect(body.ratings).toHaveLength(12);
    expect(body.ratings[0]).toEqual({ list: 'fleet_sizes', value: 'fleet_sizes_r3', text: 'fleet_sizes rated 3', rate: 3, color: '#2e7d32' });
    expect(body.ratings.find((r: { list: string }) => r.list === 'yard_slopes')).toMatchObject({ rate: 1, color: '#c62828' });
    const mine = (await post('configurator', 'staff')).json().submissions;
    expect(mine.map((s: { submission_id: number }) => s.submission_id)).toContain(body.submission_id);
    expect(mine[0]).toMatchObject({ fleet_name: 'Acme Leasing Prospect', score: 66.7, account_name: 'ALPHA Freight Lines' });
    expect((await post('configurator', 'staff2')).json().submissions).toEqual([]);
  });

  it('writes the submission\'s answers to PDF and Excel; another user gets 404', async () => {
    const { submission_id } = (await post('configurator_submit', 'staff', { ...SUBMISSION, fleet_name: 'File Test Fleet' })).json();
    const xlsx = await post('configurator_download_excel_file', 'staff', { submission_id });
    expect(xlsx.statusCode).toBe(200);
    const sheets = (await readXlsx(xlsx.rawPayload)).sheets;
    expect(sheets.map((s) => s.name)).toEqual(['Prospect', 'Answers']);
    const prospect = sheets[0]!.rows;
    expect(prospect).toContainEqual(['Fleet', 'File Test Fleet']);
    expect(prospect).toContainEqual(['Sales manager', 'Sam Staff']);
    expect(prospect).toContainEqual(['Fleet type', 'Tractor-trailer']);
    expect(prospect).toContainEqual(['Coordinates', '41.0796, -81.5194']);
    const answers = sheets[1]!.rows;
    expect(answers).toContainEqual(['Fleet size', 'fleet_sizes rated 3', 3, 'Good fit', '#2e7d32']);
    expect(answers).toContainEqual(['Yard slope', 'yard_slopes rated 1', 1, 'Poor fit', '#c62828']);
    expect(answers).toContainEqual(['Multi-unit trailer configuration', 'multi_unit_trailer_configurations rated 2', 2, 'Fair fit', '#f9a825']);

    const pdf = await post('configurator_download_pdf_file', 'staff', { submission_id });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = (await readPdfText(pdf.rawPayload)).text;
    for (const expected of ['Lease sales configurator', 'File Test Fleet', 'Yard slope', 'yard_slopes rated 1', 'Score: 66.7 %']) expect(text).toContain(expected);

    for (const path of ['configurator_download_excel_file', 'configurator_download_pdf_file']) {
      const foreign = await post(path, 'staff2', { submission_id });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toContain('File Test Fleet');
    }
    expect((await post('configurator_download_pdf_file', 'staff', { submission_id: 2_000_000 })).statusCode).toBe(404);
  });

  it('refuses customers, dealers and staff without TVLOGIN on every call', async () => {
    const calls = [
      ...([['configurator', {}], ['configurator_structure', {}], ['configurator_submit', SUBMISSION], ['configurator_download_pdf_file', { submission_id: 1 }], ['configurator_download_excel_file', { submission_id: 1 }]] as const).map(
        ([path, body]) => (who: Who) => post(path, who, body),
      ),
      (who: Who) => get('get_geocode?zip=44308', who),
    ];
    for (const who of ['customerA', 'dealer1', 'staffNoCode'] as const) {
      for (const call of calls) {
        const res = await call(who);
        expect(res.statusCode, `${who} ${res.body.slice(0, 100)}`).toBe(403);
      }
    }
  });

  it('answers 400 naming the field for bad input', async () => {
    for (const [body, field] of [
      [{ ...SUBMISSION, fleet_name: '' }, 'body.fleet_name'],
      [{ ...SUBMISSION, country: 'MX' }, 'body.country'],
      [{ ...SUBMISSION, latitude: 91 }, 'body.latitude'],
      [{ ...SUBMISSION, answers: { ...ANSWERS, yard_slopes: 'yard_slopes_r9' } }, 'body.answers.yard_slopes'],
      [{ ...SUBMISSION, answers: { ...ANSWERS, cleanings: undefined } }, 'body.answers.cleanings'],
      [{ ...SUBMISSION, fleet_type: 'bus' }, 'body.fleet_type'],
      [{ ...SUBMISSION, state: 'ON' }, 'body.state'],
      [{ ...SUBMISSION, account_id: FLEET.localBookD1 }, 'body.account_id'],
      [{ ...SUBMISSION, longitude: null }, 'body.longitude'],
    ] as const) {
      const res = await post('configurator_submit', 'staff', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(fields(res)).toContain(field);
    }
    const file = await post('configurator_download_pdf_file', 'staff', { submission_id: 'one' });
    expect(fields(file)).toContain('body.submission_id');
    for (const query of ['zip=4430', 'zip=ABC', '', 'zip=44308&state=' + 'x'.repeat(60)]) {
      const res = await get(`get_geocode?${query}`, 'staff');
      expect(res.statusCode, query).toBe(400);
      expect(fields(res).some((f) => f.startsWith('querystring.'))).toBe(true);
    }
  });

  it('geocodes a US ZIP code and a Canadian postal code from the shipped data set, and says clearly when a code is unknown', async () => {
    const akron = await get('get_geocode?address=100%20Main%20St&city=Akron&state=OH&zip=44308-1234', 'staff');
    expect(akron.statusCode, akron.body).toBe(200);
    expect(akron.json()).toEqual({ latitude: 41.0796, longitude: -81.5194, postal_code: '44308', city: 'Akron', state: 'OH', country: 'US' });
    const calgary = await get('get_geocode?city=Calgary&state=AB&zip=t2p%201j9', 'staff');
    expect(calgary.statusCode, calgary.body).toBe(200);
    expect(calgary.json()).toMatchObject({ postal_code: 'T2P', state: 'AB', country: 'CA' });
    expect(calgary.json().latitude).toBeCloseTo(51.05, 1);
    expect(calgary.json().longitude).toBeCloseTo(-114.08, 1);
    const toronto = (await get('get_geocode?zip=M5V', 'staff')).json();
    expect(toronto).toMatchObject({ postal_code: 'M5V', state: 'ON', country: 'CA' });
    for (const code of ['00000', 'Z9Z 9Z9']) {
      const unknown = await get(`get_geocode?zip=${encodeURIComponent(code)}`, 'staff');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(`No coordinates are known for the postal code ${code}`);
    }
  });
});

describe('dealer lists, tire management reports and record store', () => {
  const portal = (method: 'GET' | 'POST', path: string, who: Who, body?: unknown) =>
    app.inject({ method, url: `/api/v2/${path}`, headers: headers[who], ...(body === undefined ? {} : { payload: body as object }) });
  const ids = (list: { id: number }[]) => list.map((item) => item.id);

  it('lists the dealers each user may see and the CTSC centers by region', async () => {
    const { dealers: dealerTable } = await import('../../server/db/schema');
    await database.db.insert(dealerTable).values({ id: 6003, nonsig: '600303', name: 'CTSC Akron', address: '1 Center Rd', city: 'Akron', state: 'OH', zip: '44308', country: 'US', region: 'NA', isCtsc: true });
    await database.db.insert(userSecurityCodes).values([5502, 7501, 6502].map((userId) => ({ userId, code: 'TVLOGIN' })));
    const fresh = await signInFixtureUsers((login) => authHeaders(app, login));
    Object.assign(headers, fresh);

    const dealersOf = async (who: Who | 'customerB' | 'dealer2') => ids((await portal('GET', 'dealer_portal/get_dealers', who as Who)).json().dealers);
    expect(await dealersOf('staff')).toEqual([FLEET.dealer1, FLEET.dealer2]);
    expect(await dealersOf('dealer1')).toEqual([FLEET.dealer1]);
    expect(await dealersOf('dealer2')).toEqual([FLEET.dealer2]);
    expect(await dealersOf('customerA')).toEqual([FLEET.dealer1]);
    expect(await dealersOf('customerB')).toEqual([FLEET.dealer2]);
    const staffDealers = (await portal('GET', 'dealer_portal/get_dealers', 'staff')).json().dealers;
    expect(staffDealers[0]).toEqual({ id: FLEET.dealer1, text: 'Dealer One Tire (600101) – Columbus, OH' });

    for (const who of ['staff', 'dealer1', 'customerA'] as const) {
      expect((await portal('GET', 'dealer_portal/get_dealer_ctsc_locations', who)).json()).toEqual({
        regions: [{ region: 'NA', locations: [{ id: 6003, text: 'CTSC Akron (600303) – Akron, OH' }] }],
      });
    }
  });

  it('answers a dealer\'s locations within the caller\'s reach; a foreign dealer sees nothing of another', async () => {
    const locations = async (who: string, dealerId: unknown) => portal('POST', 'dealer_portal/get_dealer_locations', who as Who, { dealer_id: dealerId });
    const [y1, y2, y3, y4] = FLEET.locationsA;
    const own = await locations('dealer1', FLEET.dealer1);
    expect(own.statusCode, own.body.slice(0, 400)).toBe(200);
    expect(ids(own.json().locations)).toEqual([y1, y2, y3, y4, FLEET.locationLocalBook]);
    expect(ids((await locations('staff', FLEET.dealer2)).json().locations)).toEqual([...FLEET.locationsB]);
    // The yard user is narrowed to Y1 of ALPHA.
    expect((await locations('customerAYard', FLEET.dealer1)).json().locations).toEqual([{ id: y1, text: 'ALPHA-Y1 ALPHA Akron Yard – Akron, OH' }]);
    // A CTSC serves nobody here: an empty list, not a refusal.
    expect((await locations('customerA', 6003)).json().locations).toEqual([]);
    for (const [who, dealerId] of [['dealer2', FLEET.dealer1], ['dealer1', FLEET.dealer2], ['customerB', FLEET.dealer1], ['customerA', FLEET.dealer2], ['customerA', 2_000_000]] as const) {
      const res = await locations(who, dealerId);
      expect(res.statusCode, `${who} ${dealerId}`).toBe(403);
      expect(res.body).not.toMatch(/ALPHA|BOREAL|ZED/);
    }
    const bad = await locations('staff', 'one');
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toContain('body.dealer_id');
    // Without the portal sign-in code every dealer list is refused.
    for (const [method, path] of [['GET', 'dealer_portal/get_dealers'], ['GET', 'dealer_portal/get_dealer_ctsc_locations'], ['POST', 'dealer_portal/get_dealer_locations']] as const) {
      expect((await portal(method, path, 'staffNoCode', method === 'POST' ? { dealer_id: FLEET.dealer1 } : undefined)).statusCode).toBe(403);
    }
  });

  it('lists the tire management reports with the user\'s access, for holders of TMLOGIN', async () => {
    const { reportDefinitions } = await import('../../server/db/schema');
    await database.db.insert(securityCodes).values([{ code: 'TMLOGIN', description: 'Tire management' }, { code: 'TMSMYRPT', description: 'Survey summary' }]);
    await database.db.insert(reportDefinitions).values([
      { id: 11, area: 'tireoptix', code: 'inspection_list', name: 'Inspection surveys', route: '/tireoptix', securityCode: 'TMSMYRPT', sort: 0 },
      { id: 12, area: 'fleet', code: 'fleet_survey', name: 'Fleet survey', route: '/locations', securityCode: 'TMLOGIN', sort: 0 },
      { id: 13, area: 'tireoptix', code: 'trailer_readiness', name: 'Trailer readiness report', route: '/trailer-readiness-report', securityCode: null, sort: 1 },
    ]);
    await database.db.insert(userSecurityCodes).values([{ userId: 5501, code: 'TMLOGIN' }, { userId: 9501, code: 'TMLOGIN' }, { userId: 9501, code: 'TMSMYRPT' }]);
    const fresh = await signInFixtureUsers((login) => authHeaders(app, login));
    Object.assign(headers, fresh);
    const reports = async (who: Who) => (await portal('GET', 'tire_management_reports/get', who)).json().reports;
    expect(await reports('customerA')).toEqual([
      { area: 'fleet', code: 'fleet_survey', name: 'Fleet survey', route: '/locations', has_access: true },
      { area: 'tireoptix', code: 'inspection_list', name: 'Inspection surveys', route: '/tireoptix', has_access: false },
      { area: 'tireoptix', code: 'trailer_readiness', name: 'Trailer readiness report', route: '/trailer-readiness-report', has_access: true },
    ]);
    expect((await reports('staff')).every((r: { has_access: boolean }) => r.has_access)).toBe(true);
    expect((await portal('GET', 'tire_management_reports/get', 'dealer1')).statusCode).toBe(403);
  });

  it('keeps each user\'s records to themselves', async () => {
    const set = (who: Who, body: unknown) => portal('POST', 'record_store/set_record', who, body);
    const created = await set('dealer1', { record: { db_id: 7, unit_number: 'ALPHA-U1' } });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json();
    expect((await portal('GET', `record_store/get_record/${id}`, 'dealer1')).json()).toMatchObject({ id, record: { db_id: 7, unit_number: 'ALPHA-U1' } });
    expect((await set('dealer1', { id, record: { db_id: 7, unit_number: 'ALPHA-U1B' } })).json()).toEqual({ id });
    expect((await portal('GET', `record_store/get_record/${id}`, 'dealer1')).json().record.unit_number).toBe('ALPHA-U1B');
    // Another user can neither read nor overwrite it, and learns nothing of it.
    const foreign = await portal('GET', `record_store/get_record/${id}`, 'customerA');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('ALPHA-U1');
    expect((await set('customerA', { id, record: { taken: true } })).statusCode).toBe(404);
    expect((await portal('GET', `record_store/get_record/${id}`, 'dealer1')).json().record.unit_number).toBe('ALPHA-U1B');

    const badId = await portal('GET', 'record_store/get_record/not-a-uuid', 'dealer1');
    expect(badId.statusCode).toBe(400);
    expect(fields(badId)).toContain('params.id');
    expect(fields(await set('dealer1', {}))).toContain('body.record');
    expect(fields(await set('dealer1', { record: [1, 2] }))).toContain('body.record');
    const tooLarge = await set('dealer1', { record: { text: 'x'.repeat(70_000) } });
    expect(tooLarge.statusCode).toBe(400);
    expect(fields(tooLarge)).toContain('body.record');
  });
});
