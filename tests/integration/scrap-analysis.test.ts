import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import type { Db } from '../../server/db/client';
import { brands, dealers, images, removalReasons, scrapRecords, userSecurityCodes, users, wearConditions } from '../../server/db/schema';
import { createBlobStore } from '../../server/files/blob-store';
import { refreshNarrowChanges } from '../../server/reporting/refresh';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { readPdfText, readXlsx, type ParsedSheet } from '../helpers/read-exports';
import { rebuiltSnapshot, snapshotAggregates } from '../helpers/reporting-snapshot';
import { authHeaders } from '../helpers/sign-in';
import { createTenancyFixture, FLEET, signInFixtureUsers, type FixtureLogin } from '../helpers/tenancy-fixture';

const BASE = '/api/v2/scrap_analysis_report/';
const [y1, y2] = FLEET.locationsA;
const { d1AtY1, d2AtY1 } = FLEET.surveysA;
const [WORN, PUNCTURE, SIDEWALL] = [1, 2, 3];
const [CUPPING, SHOULDER] = [1, 2];

type Scrap = typeof scrapRecords.$inferInsert;
const scrap = (over: Partial<Scrap> & Pick<Scrap, 'fleetLocationId' | 'positionClass' | 'scrappedAt'>): Scrap => ({
  accountId: over.fleetLocationId === FLEET.locationsB[0] ? FLEET.accountB : FLEET.accountA,
  brandId: 1,
  tireSizeId: 1,
  ...over,
});
const at = (iso: string) => new Date(iso);

/**
 * A handcrafted fleet of scrapped tires. ALPHA in March 2024: five tires (r1–r5); one the day
 * before March and one on April 1 fall outside; BOREAL scrapped one. The expected figures below
 * are counted by hand from these rows.
 */
function scrapRows(photos: { p1: string; p2: string; p3: string }): Scrap[] {
  return [
    // r1: Y1, survey d1 by dealer 1, steer, worn out, cupping, 2 mm, with a photo.
    scrap({ fleetLocationId: y1, surveyId: d1AtY1, dealerId: FLEET.dealer1, positionClass: 'steer', removalReasonId: WORN, wearConditionId: CUPPING, treadDepthMm: 2, imageStorageId: photos.p1, scrappedAt: at('2024-03-10T16:00:00Z') }),
    // r2: Y1, survey d1 by dealer 1, drive, worn out, no wear condition, 3 mm, a retread.
    scrap({ fleetLocationId: y1, surveyId: d1AtY1, dealerId: FLEET.dealer1, positionClass: 'drive', removalReasonId: WORN, treadDepthMm: 3, isRetread: true, scrappedAt: at('2024-03-10T16:10:00Z') }),
    // r3: Y1, survey d2 by dealer 2, trailer, sidewall, both shoulder, no depth, with a photo.
    scrap({ fleetLocationId: y1, surveyId: d2AtY1, dealerId: FLEET.dealer2, positionClass: 'trail', removalReasonId: SIDEWALL, wearConditionId: SHOULDER, imageStorageId: photos.p2, scrappedAt: at('2024-03-12T16:00:00Z') }),
    // r4: Y2 outside a survey by dealer 1, drive, puncture, cupping, 6 mm, a retread, late on March 20.
    scrap({ fleetLocationId: y2, dealerId: FLEET.dealer1, positionClass: 'drive', removalReasonId: PUNCTURE, wearConditionId: CUPPING, treadDepthMm: 6, isRetread: true, scrappedAt: at('2024-03-20T23:30:00Z') }),
    // r5: Y2, nobody recorded why, trailer, 4 mm, in the last second of March.
    scrap({ fleetLocationId: y2, positionClass: 'trail', treadDepthMm: 4, scrappedAt: at('2024-03-31T23:59:59Z') }),
    // Outside the period: February 29 and April 1.
    scrap({ fleetLocationId: y1, surveyId: d1AtY1, dealerId: FLEET.dealer1, positionClass: 'steer', removalReasonId: WORN, treadDepthMm: 1, scrappedAt: at('2024-02-29T23:59:59Z') }),
    scrap({ fleetLocationId: y2, dealerId: FLEET.dealer1, positionClass: 'steer', removalReasonId: PUNCTURE, treadDepthMm: 9, scrappedAt: at('2024-04-01T00:00:00Z') }),
    // BOREAL's tire: another fleet.
    scrap({ fleetLocationId: FLEET.locationsB[0], surveyId: FLEET.surveyB, dealerId: FLEET.dealer2, positionClass: 'steer', removalReasonId: PUNCTURE, treadDepthMm: 5, imageStorageId: photos.p3, scrappedAt: at('2024-03-15T16:00:00Z') }),
  ];
}

const MARCH = { date_range_type: 'custom', date_from: '03/01/2024', date_to: '03/31/2024' };
const ALPHA = { ...MARCH, account_ids: [FLEET.accountA] };

let database: TestDatabase;
let app: FastifyInstance;
let dataDir: string;
let headers: Record<FixtureLogin, Record<string, string>>;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await createTenancyFixture(db);
  await db.insert(brands).values([{ id: 1, name: 'Apex', isOwnBrand: true }]);
  await db.insert(removalReasons).values([
    { id: WORN, code: 'WORN_OUT', name: 'Worn out' },
    { id: PUNCTURE, code: 'PUNCTURE', name: 'Puncture' },
    { id: SIDEWALL, code: 'SIDEWALL', name: 'Sidewall damage' },
  ]);
  await db.insert(wearConditions).values([
    { id: CUPPING, code: 'CUPPING', name: 'Cupping' },
    { id: SHOULDER, code: 'BOTH_SHOULDER', name: 'Both shoulder wear' },
  ]);
  // Every fixture user but dealer2 may open the report (staff has the code already).
  await db.insert(userSecurityCodes).values([5501, 5502, 7501, 6501].map((userId) => ({ userId, code: 'TVSCRPAN' })));
  await db.update(users).set({ unitOfMeasurement: 'metric' }).where(eq(users.id, 7501));

  dataDir = await mkdtemp(join(tmpdir(), 'scrap-analysis-'));
  const store = createBlobStore({ dataDir });
  const jpeg = await readFile('server/seed/demo-photos/tire-sidewall.jpg');
  const stored = await Promise.all([0, 1, 2].map(() => store.put(jpeg)));
  const [p1, p2, p3] = stored.map((blob) => blob.storageId) as [string, string, string];
  await db.insert(images).values(
    stored.map((blob, index) => ({
      storageId: blob.storageId, surveyId: null, unitInspectionId: null, tireId: null, contentType: 'image/jpeg',
      byteSize: blob.byteSize, sha256: blob.sha256, fileName: `scrap-${index}.jpg`, createdAt: at('2024-03-10T16:00:00Z'),
    })),
  );
  await db.insert(scrapRecords).values(scrapRows({ p1, p2, p3 }));
  app = await buildApp({ db, config: testConfig({ dataDir }), blobStore: store });
  await app.ready();
  headers = await signInFixtureUsers((login) => authHeaders(app, login));
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST', path: string, who: FixtureLogin, body?: unknown) =>
  app.inject({ method, url: BASE + path, headers: headers[who], ...(body === undefined ? {} : { payload: body as object }) });
const report = async (who: FixtureLogin, body: Record<string, unknown> = {}) => {
  const res = await call('POST', 'get_scrap_report', who, { ...ALPHA, ...body });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json();
};
const tiresOf = (body: { graph_header: { scrapped_tires: number } }) => body.graph_header.scrapped_tires;

describe('scrap analysis report', () => {
  it('counts ALPHA\'s March scrap by removal reason, wear condition, position and account, equal to the hand count', async () => {
    const body = await report('customerA');
    expect(body.graph_header).toEqual({ scrapped_tires: 5, accounts: 1, locations: 2, surveys: 2, retreads: 2, with_photo: 2, average_tread_depth_mm: 3.75 });
    expect(body.statistics.by_removal_reason).toEqual([
      { id: WORN, name: 'Worn out', tires: 2, percent: 40 },
      { id: PUNCTURE, name: 'Puncture', tires: 1, percent: 20 },
      { id: SIDEWALL, name: 'Sidewall damage', tires: 1, percent: 20 },
      { id: null, name: 'None recorded', tires: 1, percent: 20 },
    ]);
    expect(body.statistics.by_wear_condition).toEqual([
      { id: CUPPING, name: 'Cupping', tires: 2, percent: 40 },
      { id: SHOULDER, name: 'Both shoulder wear', tires: 1, percent: 20 },
      { id: null, name: 'None recorded', tires: 2, percent: 40 },
    ]);
    // Trailer: r3 has no depth, so the average is r5's alone; drive (3 + 6) / 2.
    expect(body.statistics.by_position).toEqual([
      { position_class: 'steer', tires: 1, percent: 20, average_tread_depth_mm: 2 },
      { position_class: 'drive', tires: 2, percent: 40, average_tread_depth_mm: 4.5 },
      { position_class: 'trail', tires: 2, percent: 40, average_tread_depth_mm: 4 },
      { position_class: 'unknown', tires: 0, percent: 0, average_tread_depth_mm: null },
    ]);
    expect(body.account_tire_reports).toEqual([
      { account_id: FLEET.accountA, account_number: 'ALPHA-NA-5001', account_name: 'ALPHA Freight Lines', tires: 5, retreads: 2, with_photo: 2, average_tread_depth_mm: 3.75, top_removal_reason: 'Worn out' },
    ]);
    expect(body.survey_data.surveys.map((s: { survey_id: number; scrapped_tires: number }) => [s.survey_id, s.scrapped_tires])).toEqual([
      [d2AtY1, 1],
      [d1AtY1, 2],
    ]);
    // Newest first: r3 (March 12), then r1 (March 10).
    expect(body.images.map((image: { name: string }) => image.name)).toEqual(['Apex 11R22.5 · Trailer · Sidewall damage', 'Apex 11R22.5 · Steer · Worn out']);
    expect(body.is_images_limited).toBe(false);
    expect(body.cover_page).toMatchObject({ title: 'Scrap analysis report', prepared_for: ['ALPHA Freight Lines'], prepared_by: 'Ann Customer', date_from: '03/01/2024', date_to: '03/31/2024' });
    expect(JSON.stringify(body)).not.toContain('BOREAL');
  });

  it('narrows to dealers and surveys, and to what the user may see', async () => {
    expect(tiresOf(await report('customerA', { dealer_ids: [FLEET.dealer1] }))).toBe(3);
    expect(tiresOf(await report('customerA', { survey_ids: [d1AtY1] }))).toBe(2);
    // The yard user sees Y1 only; dealer 1 sees only the tires it scrapped; staff sees dealer 2's at ALPHA.
    expect(tiresOf(await report('customerAYard'))).toBe(3);
    expect(tiresOf(await report('dealer1'))).toBe(3);
    expect(tiresOf(await report('staff', { dealer_ids: [FLEET.dealer2] }))).toBe(1);
    const both = await report('staff', { account_ids: [FLEET.accountA, FLEET.accountB] });
    expect(both.account_tire_reports.map((row: { account_name: string; tires: number }) => [row.account_name, row.tires])).toEqual([
      ['ALPHA Freight Lines', 5],
      ['BOREAL Haulage', 1],
    ]);
    expect(both.graph_header).toMatchObject({ scrapped_tires: 6, accounts: 2, locations: 3, surveys: 3, with_photo: 3 });
  });

  it('pages the survey list by 20 and counts a scrap written after the last report', async () => {
    const first = (await call('POST', 'get_surveys', 'customerA', ALPHA)).json();
    expect(first).toMatchObject({ page_number: 1, page_size: 20, total_items: 2 });
    expect(first.surveys[0]).toMatchObject({ survey_id: d2AtY1, fleet_location_code: 'ALPHA-Y1', dealer_name: 'Dealer Two Tire', scrapped_tires: 1 });
    const second = (await call('POST', 'get_surveys', 'customerA', { ...ALPHA, page_size: 1, page_number: 2 })).json();
    expect(second.surveys.map((s: { survey_id: number }) => s.survey_id)).toEqual([d1AtY1]);

    const [added] = await database.db
      .insert(scrapRecords)
      .values(scrap({ fleetLocationId: y2, positionClass: 'steer', removalReasonId: WORN, scrappedAt: at('2024-03-05T10:00:00Z') }))
      .returning({ id: scrapRecords.id });
    expect(tiresOf(await report('customerA'))).toBe(6);
    await database.db.update(scrapRecords).set({ scrappedAt: at('2024-05-05T10:00:00Z') }).where(eq(scrapRecords.id, added!.id));
    expect(tiresOf(await report('customerA'))).toBe(5);
    await database.db.delete(scrapRecords).where(eq(scrapRecords.id, added!.id));
    expect(tiresOf(await report('customerA'))).toBe(5);
  });

  it('never counts a tire pulled for retreading as scrap, and counts in the Surveys tile the surveys it lists', async () => {
    const [retread] = await database.db.insert(removalReasons).values({ id: 99, code: 'RETREAD', name: 'Pulled for retreading' }).returning({ id: removalReasons.id });
    const added = await database.db
      .insert(scrapRecords)
      .values([
        // A record left for a tire pulled for retreading (older data): not scrap.
        scrap({ fleetLocationId: y1, surveyId: d1AtY1, dealerId: FLEET.dealer1, positionClass: 'drive', removalReasonId: retread!.id, treadDepthMm: 5, scrappedAt: at('2024-03-10T16:20:00Z') }),
        // A tire scrapped at a survey deleted since: a scrapped tire, at a survey no longer listed.
        scrap({ fleetLocationId: y1, surveyId: FLEET.surveysA.deleted, dealerId: FLEET.dealer1, positionClass: 'steer', removalReasonId: WORN, treadDepthMm: 2, scrappedAt: at('2024-03-11T16:00:00Z') }),
      ])
      .returning({ id: scrapRecords.id });
    try {
      const body = await report('customerA');
      expect(body.graph_header.scrapped_tires).toBe(6);
      expect(body.statistics.by_removal_reason.map((row: { name: string }) => row.name)).not.toContain('Pulled for retreading');
      expect(body.survey_data.surveys.find((s: { survey_id: number }) => s.survey_id === d1AtY1).scrapped_tires).toBe(2);
      // The tile and the list say the same number of surveys.
      expect(body.graph_header.surveys).toBe(body.survey_data.total_items);
      expect(body.graph_header.surveys).toBe(2);
    } finally {
      for (const row of added) await database.db.delete(scrapRecords).where(eq(scrapRecords.id, row.id));
      await database.db.delete(removalReasons).where(eq(removalReasons.id, retread!.id));
    }
  });

  it('refuses foreign accounts, dealers and surveys with 403 and nothing, users without TVSCRPAN, and bad input naming the field', async () => {
    for (const [who, path, body, status, field] of [
      ['customerB', 'get_scrap_report', { account_ids: [FLEET.accountA] }, 403, null],
      ['customerB', 'get_report_to_pdf', { account_ids: [FLEET.accountA] }, 403, null],
      ['customerB', 'get_report_to_excel', { account_ids: [FLEET.accountB, FLEET.accountA] }, 403, null],
      ['customerB', 'get_surveys', { account_ids: [FLEET.accountA] }, 403, null],
      ['customerA', 'get_scrap_report', { account_ids: [2_000_000] }, 403, null],
      ['customerA', 'get_scrap_report', { dealer_ids: [FLEET.dealer2] }, 403, null],
      ['customerA', 'get_scrap_report', { survey_ids: [FLEET.surveyB] }, 403, null],
      ['dealer2', 'get_scrap_report', { account_ids: [FLEET.accountB] }, 403, null],
      ['customerA', 'get_scrap_report', { account_ids: [] }, 400, 'body.account_ids'],
      ['customerA', 'get_scrap_report', { account_ids: ['5001'] }, 400, 'body.account_ids.0'],
      ['customerA', 'get_scrap_report', { date_to: null }, 400, 'body.date_to'],
      ['customerA', 'get_scrap_report', { dealer_ids: 'all' }, 400, 'body.dealer_ids'],
      ['customerA', 'get_report_to_excel', { date_range_type: 'forever' }, 400, 'body.date_range_type'],
      ['customerA', 'get_surveys', { page_size: 0 }, 400, 'body.page_size'],
    ] as const) {
      const res = await call('POST', path, who, { ...ALPHA, ...body });
      expect(res.statusCode, `${who} ${path} ${JSON.stringify(body)}`).toBe(status);
      if (field) expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
      if (status === 403) expect(res.body).not.toMatch(/ALPHA|BOREAL|Worn out/);
    }
    expect((await call('GET', 'get_dealers', 'dealer2')).statusCode).toBe(403);
  });

  it('lists only what the user may see in the selects and the account table', async () => {
    const dealers = (await call('GET', 'get_dealers', 'customerA')).json();
    expect(dealers.map((d: { name: string }) => d.name)).toEqual(['Dealer One Tire']);
    expect((await call('GET', 'get_countries/NA', 'customerB')).json().map((c: { code: string }) => c.code)).toEqual(['CA']);
    expect((await call('GET', 'get_fleets', 'customerA')).json().national_global_account_names).toEqual(['ALPHA Freight Lines']);
    expect((await call('POST', 'get_vocations', 'customerA')).json().map((v: { value: string }) => v.value)).toEqual(['LH', 'RG']);
    const table = (await call('POST', 'select_accounts', 'customerA', { selected_account_ids: [FLEET.accountA, FLEET.accountB] })).json();
    expect(table.accounts.map((a: { name: string }) => a.name)).toEqual(['ALPHA Freight Lines']);
    expect(table).toMatchObject({ is_accounts_verification_failed: true, verified_account: [FLEET.accountA], account_ids: [FLEET.accountA] });
    const selects = (await call('POST', 'get_selects', 'customerA')).json();
    expect(selects).toMatchObject({ is_show_unknown: false, is_show_localbook: false, is_show_goverment: false, is_show_preferred_fleet: false });
  });

  it('lists the dealer filter\'s dealers and CTSC locations in one call, narrowed to those that scrapped the chosen accounts\' tires', async () => {
    await database.db.insert(dealers).values({ id: 6009, nonsig: '600909', name: 'Center Nine CTSC', address: '9 Hub Rd', city: 'Akron', state: 'OH', zip: '00000', country: 'US', region: 'NA', isCtsc: true });
    const names = (body: { dealers: { name: string }[]; dealers_ctsc: { name: string }[] }) => [body.dealers.map((d) => d.name), body.dealers_ctsc.map((d) => d.name)];
    const locations = async (who: FixtureLogin, body: unknown, status = 200) => {
      const res = await app.inject({ method: 'POST', url: '/api/v2/survey/get_dealers_locations', headers: headers[who], payload: body as object });
      expect(res.statusCode, `${who} ${JSON.stringify(body)}: ${res.body.slice(0, 200)}`).toBe(status);
      return res.json();
    };
    // Staff: every dealer and center without accounts; with ALPHA, the two dealers that scrapped its tires (no center did).
    expect(names(await locations('staff', {}))).toEqual([['Dealer One Tire', 'Dealer Two Tire'], ['Center Nine CTSC']]);
    expect(names(await locations('staff', { account_ids: [FLEET.accountA] }))).toEqual([['Dealer One Tire', 'Dealer Two Tire'], []]);
    expect(names(await locations('staff', { account_ids: [FLEET.accountB] }))).toEqual([['Dealer Two Tire'], []]);
    // A customer sees the dealers serving it; a dealer itself.
    expect(names(await locations('customerA', { account_ids: [FLEET.accountA] }))).toEqual([['Dealer One Tire'], []]);
    expect(names(await locations('dealer1', { account_ids: [FLEET.accountA] }))).toEqual([['Dealer One Tire'], []]);
    // Another's account: refused, naming nothing; a bad body names its field; no TVSCRPAN, no list.
    const foreign = await locations('customerA', { account_ids: [FLEET.accountB] }, 403);
    expect(JSON.stringify(foreign)).not.toMatch(/Dealer|BOREAL/);
    await locations('dealer1', { account_ids: [FLEET.accountB] }, 403);
    const bad = await locations('customerA', { account_ids: ['ALPHA'] }, 400);
    expect(bad.errors.map((e: { field: string }) => e.field)).toContain('body.account_ids.0');
    await locations('dealer2', {}, 403);
  });

  it('writes the screen\'s figures and the photos to Excel and PDF', async () => {
    const xlsx = await call('POST', 'get_report_to_excel', 'customerA', ALPHA);
    expect(xlsx.statusCode, xlsx.body.slice(0, 200)).toBe(200);
    const { workbook, sheets } = await readXlsx(xlsx.rawPayload);
    expect(sheets.map((s) => s.name)).toEqual(['By removal reason', 'By wear condition', 'By position', 'Accounts', 'Surveys', 'Photos of scrapped tires']);
    const rowsAfter = (sheet: ParsedSheet, header: string) => sheet.rows.slice(sheet.rows.findIndex((row) => row[0] === header) + 1).filter((row) => row.length >= 3);
    expect(rowsAfter(sheets[0]!, 'Removal reason')).toEqual([
      ['Worn out', 2, 0.4],
      ['Puncture', 1, 0.2],
      ['Sidewall damage', 1, 0.2],
      ['None recorded', 1, 0.2],
    ]);
    // Imperial tread in 32nds: 4.5 mm is 5.67/32 in, shown rounded to whole 32nds.
    expect(rowsAfter(sheets[2]!, 'Position').map((row) => row.slice(0, 2))).toEqual([['Steer', 1], ['Drive', 2], ['Trailer', 2], ['Unknown', 0]]);
    expect(rowsAfter(sheets[3]!, 'Account number')[0]!.slice(0, 5)).toEqual(['ALPHA-NA-5001', 'ALPHA Freight Lines', 5, 2, 2]);
    const photos = sheets[5]!.worksheet.getImages();
    expect(photos).toHaveLength(2);
    expect(workbook.getImage(Number(photos[0]!.imageId)).extension).toBe('jpeg');

    const pdf = await call('POST', 'get_report_to_pdf', 'customerA', ALPHA);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = (await readPdfText(pdf.rawPayload)).text;
    for (const expected of ['Scrap analysis report', 'Worn out 2 40.0%', 'None recorded 2 40.0%', 'ALPHA-NA-5001 ALPHA Freight Lines 5 2 2', 'Photos of scrapped tires', 'ALPHA Freight Lines: Apex 11R22.5 · Trailer ·', 'Steer 1 20.0% 3']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('BOREAL');
    // Two JPEG photos are embedded as image XObjects.
    expect(pdf.rawPayload.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('writes the seeded removal reasons in a French reader\'s words, and a name added later as stored', async () => {
    const french = (path: string) =>
      app.inject({ method: 'POST', url: BASE + path, headers: { ...headers.customerA, 'user-language': 'fr-CA' }, payload: ALPHA });
    const xlsx = await french('get_report_to_excel');
    expect(xlsx.statusCode, xlsx.body.slice(0, 200)).toBe(200);
    const { sheets } = await readXlsx(xlsx.rawPayload);
    const reasons = sheets[0]!.rows.map((row) => row[0]);
    // "Puncture" and "Sidewall damage" are the portal's own names; this fleet's "Worn out" is not.
    expect(reasons).toEqual(expect.arrayContaining(['Crevaison', 'Dommage au flanc', 'Worn out', 'Non consigné']));
    expect(reasons).not.toContain('Puncture');
    expect(reasons).not.toContain('Sidewall damage');

    const pdf = await french('get_report_to_pdf');
    expect(pdf.statusCode).toBe(200);
    const text = (await readPdfText(pdf.rawPayload)).text;
    expect(text).toContain('Crevaison');
    expect(text).toContain('Dommage au flanc');
    expect(text).not.toMatch(/Puncture|Sidewall damage/);
  });

  it('keeps the scrap aggregate equal to a rebuild from raw rows after random writes, updates and deletes', async () => {
    const db = database.db as Db;
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
    const locations = [y1, y2, FLEET.locationsA[2], FLEET.locationsB[0]];
    const ops = [
      () => db.insert(scrapRecords).values(scrap({
        fleetLocationId: pick(locations), positionClass: pick(['steer', 'drive', 'trail', 'unknown'] as const), removalReasonId: pick([null, WORN, PUNCTURE, SIDEWALL]),
        wearConditionId: pick([null, CUPPING, SHOULDER]), dealerId: pick([null, FLEET.dealer1, FLEET.dealer2]), treadDepthMm: pick([null, 1.5, 3.25, 7]),
        isRetread: next() < 0.3, scrappedAt: new Date(Date.UTC(2024, 2, 1 + Math.floor(next() * 40), Math.floor(next() * 24))),
      })),
      () => db.execute(sql`update scrap_records set fleet_location_id = ${pick(locations)}, removal_reason_id = ${pick([null, WORN, PUNCTURE])}
        where id = (select id from scrap_records order by id offset ${Math.floor(next() * 8)} limit 1)`),
      () => db.execute(sql`update scrap_records set scrapped_at = scrapped_at + interval '1 day' * ${Math.floor(next() * 5) - 2} where id = (select id from scrap_records order by id desc limit 1)`),
      () => db.execute(sql`delete from scrap_records where id = (select id from scrap_records order by id desc offset ${Math.floor(next() * 3)} limit 1)`),
    ];
    for (let step = 0; step < 30; step++) {
      await pick(ops)();
      if (step % 5 === 4) {
        await refreshNarrowChanges(db);
        expect((await snapshotAggregates(db)).scrap, `step ${step}`).toEqual((await rebuiltSnapshot(db))!.scrap);
      }
    }
    await refreshNarrowChanges(db);
    const maintained = (await snapshotAggregates(db)).scrap;
    expect(maintained.length).toBeGreaterThan(0);
    expect(maintained).toEqual((await rebuiltSnapshot(db))!.scrap);
  });
});
