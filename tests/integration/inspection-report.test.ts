import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InspectionReportResponse, SurveyDetailResponse } from '../../contract/inspection-report';
import { readingExceptions, resolveSpec, worstLevel, type PositionClass } from '../../contract/tire-exceptions';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { images, surveys, tireReadings, tires, trailerReadinessChecks, unitInspections, units } from '../../server/db/schema';
import { specRowsByLocation } from '../../server/tire-exceptions/spec-rows';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { englishInFile } from '../helpers/french-files';
import { cutLines, readPdfText, readXlsx } from '../helpers/read-exports';
import { authHeaders } from '../helpers/sign-in';
import { createSurveyFixture, SUMMARY_Y1, SURVEY_FIXTURE } from '../helpers/survey-fixture';
import { FLEET, signInFixtureUsers, type FixtureLogin } from '../helpers/tenancy-fixture';

const BASE = '/api/v2/survey/';
let database: TestDatabase;
let app: FastifyInstance;
let headers: Record<FixtureLogin, Record<string, string>>;
const { d1AtY1, d2AtY1 } = FLEET.surveysA;
const [u1, , u3] = FLEET.unitsA;
let steerRightTire = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await createSurveyFixture(db);
  await db.insert(trailerReadinessChecks).values({ surveyId: d1AtY1, unitId: u3, passed: false, checkedAt: new Date('2024-03-10T17:00:00Z') });
  // The steer right tire of ALPHA-U1 is named in its reading and photographed, as is the unit.
  const [tire] = await db.select({ id: tires.id }).from(tires).where(and(eq(tires.unitId, u1), eq(tires.axleNumber, 1), eq(tires.side, 'right')));
  steerRightTire = tire!.id;
  await db.update(tireReadings).set({ tireId: steerRightTire }).where(and(eq(tireReadings.unitInspectionId, SURVEY_FIXTURE.inspections.u1InD1), eq(tireReadings.axleNumber, 1), eq(tireReadings.side, 'right')));
  const image = (storageId: string, tireId: number | null) => ({
    storageId, surveyId: d1AtY1, unitInspectionId: SURVEY_FIXTURE.inspections.u1InD1, tireId, contentType: 'image/jpeg', byteSize: 10, sha256: storageId.padEnd(64, '0'),
  });
  await db.insert(images).values([image('a'.repeat(32), steerRightTire), image('b'.repeat(32), null), image('c'.repeat(32), steerRightTire)]);
  app = await buildApp({ db, config: testConfig() });
  await app.ready();
  headers = await signInFixtureUsers((login) => authHeaders(app, login));
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const call = (method: 'GET' | 'POST', path: string, who: FixtureLogin, body?: unknown) =>
  app.inject({ method, url: BASE + path, headers: headers[who], ...(body === undefined ? {} : { payload: body as object }) });
const MARCH = { date_range_type: 'custom', date_from: '03/01/2024', date_to: '03/31/2024' };
const report = async (who: FixtureLogin, body: Record<string, unknown> = {}) => {
  const res = await call('POST', 'report', who, { ...MARCH, ...body });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json() as InspectionReportResponse;
};
const ids = async (who: FixtureLogin, body: Record<string, unknown> = {}) => (await report(who, body)).data.map((r) => r.survey_id).sort();

/** Tires and exceptions of a survey counted from its raw readings with the contract's rules, not the reporting layer. */
async function countByHand(surveyId: number) {
  const db = database.db;
  const [survey] = await db.select({ location: surveys.fleetLocationId }).from(surveys).where(eq(surveys.id, surveyId));
  const specs = (await specRowsByLocation(db, [survey!.location])).get(survey!.location)!;
  const readings = await db.select().from(tireReadings).where(eq(tireReadings.surveyId, surveyId));
  const exceptions = readings.filter((r) => {
    const cls = r.positionClass as PositionClass;
    const levels = readingExceptions({ pressure_psi: r.pressurePsi, tread_depth_mm: r.treadDepthMm, position_class: cls }, resolveSpec(specs, cls, r.tireSizeId));
    return ['warning', 'critical'].includes(worstLevel(levels.pressure, levels.tread));
  }).length;
  const inspected = await db.select({ unitId: unitInspections.unitId, type: units.unitTypeId }).from(unitInspections).innerJoin(units, eq(units.id, unitInspections.unitId)).where(eq(unitInspections.surveyId, surveyId));
  const atLocation = await db.select({ type: units.unitTypeId }).from(units).where(and(eq(units.fleetLocationId, survey!.location), isNull(units.deletedAt)));
  const pct = (type: number) => {
    const here = atLocation.filter((u) => u.type === type).length;
    return here === 0 ? null : Math.round((1000 * inspected.filter((u) => u.type === type).length) / here) / 10;
  };
  return { tires: readings.length, exceptions, units: inspected.length, tractors: pct(SURVEY_FIXTURE.types.tractor), trailers: pct(SURVEY_FIXTURE.types.trailer) };
}

describe('inspection report list', () => {
  it('gives each survey the tires, exceptions and shares counted by hand from its readings', async () => {
    const body = await report('staff');
    expect(body.data.map((r) => r.survey_id)).toEqual([FLEET.surveyB, d2AtY1, d1AtY1]);
    for (const row of body.data) {
      const hand = await countByHand(row.survey_id);
      expect({ tires: row.total_tires, exceptions: row.exceptions, units: row.total_units, tractors: row.tractors_surveyed_percentage, trailers: row.trailers_surveyed_percentage }).toEqual(hand);
    }
    expect(body.data.find((r) => r.survey_id === d1AtY1)).toMatchObject({
      fleet_location: 'ALPHA-Y1', fleet_name: 'ALPHA Freight Lines', company: 'Dealer One Tire', survey_by: 'Dan One', survey_date: '03/10/2024',
      tractors_surveyed_percentage: 100, trailers_surveyed_percentage: 100, trailer_readiness: '0/1', exceptions: 4, total_tires: 18,
    });
    const totals = await Promise.all(body.data.map((r) => countByHand(r.survey_id)));
    expect(body).toMatchObject({
      records_total: 3, surveys: 3, tires: totals.reduce((s, t) => s + t.tires, 0), exceptions: totals.reduce((s, t) => s + t.exceptions, 0),
      units: 3, inspections: 3, total_of_trucks_surveyed: 2, total_of_trailers_surveyed: 1, result_status: 'success',
    });
    expect(body.tires).toBe(SUMMARY_Y1.staff.tires);
    // Units at Y1 (U1, U3) and Boreal's yard (BOREAL-U1); U1 and U3 were inspected.
    expect(body).toMatchObject({ fleet_vehicles: 3, inspected_units: 2, not_inspected_units: 1 });
  });

  it('filters by account kind, local books, leasing, country, states, surveyor, location and report type', async () => {
    expect(await ids('staff', { account_types: [3] })).toEqual([d1AtY1, d2AtY1]);
    expect(await ids('staff', { account_types: [4] })).toEqual([FLEET.surveyB]);
    expect(await ids('staff', { country: 'CA' })).toEqual([FLEET.surveyB]);
    expect(await ids('staff', { states: ['OH'] })).toEqual([d1AtY1, d2AtY1]);
    expect(await ids('staff', { survey_by_user_ids: [6502] })).toEqual([d2AtY1, FLEET.surveyB].sort());
    expect(await ids('staff', { location_ids: [FLEET.locationsA[0]] })).toEqual([d1AtY1, d2AtY1]);
    expect(await ids('staff', { report_type: 'trailer_readiness' })).toEqual([d1AtY1]);
    expect(await ids('staff', { leasing_ids: [FLEET.leasing] })).toEqual([]);
    expect((await report('staff', { include_local_books: false })).records_total).toBe(3);
  });

  it.each([6, 8, 10, 11, 2, 3, 4, 5])('pages order_by %i without gaps, desc the reverse of asc', async (orderBy) => {
    const walk = async (desc: boolean) => {
      const walked: number[] = [];
      for (let page = 1; page <= 3; page++) walked.push(...(await report('staff', { order_by: orderBy, is_sort_desc: desc, page_size: 1, page_number: page })).data.map((r) => r.survey_id));
      return walked;
    };
    const asc = await walk(false);
    expect([...asc].sort()).toEqual([d1AtY1, d2AtY1, FLEET.surveyB].sort());
    if (orderBy !== 10 && orderBy !== 11) expect(await walk(true)).toEqual([...asc].reverse());
  });
});

describe('inspection report tenancy', () => {
  it('shows a customer its fleet, a dealer only its surveys at fleets it serves', async () => {
    expect(await ids('customerA')).toEqual([d1AtY1, d2AtY1]);
    expect(await ids('customerB')).toEqual([FLEET.surveyB]);
    expect(await ids('dealer1')).toEqual([d1AtY1]);
    // Dealer two made d2AtY1 at ALPHA, which it does not serve.
    expect(await ids('dealer2')).toEqual([FLEET.surveyB]);
  });

  it('answers 404 or 403 to a foreign customer and a dealer not serving the fleet, on every call', async () => {
    for (const who of ['customerB', 'dealer2'] as const) {
      for (const path of ['detail', 'download_pdf_file_survey_details', 'download_excel_file_survey_details', 'detailsreport', 'get_image_links']) {
        expect((await call('POST', path, who, { survey_id: d1AtY1 })).statusCode, `${who} ${path}`).toBe(404);
      }
      expect((await call('POST', 'get_images_page', who, { survey_id: d1AtY1, tire_id: steerRightTire })).statusCode).toBe(404);
      expect((await call('POST', 'get_images_page', who, { survey_id: d1AtY1, unit_id: u1 })).statusCode).toBe(404);
      for (const path of ['report', 'download_pdf_file_survey_reports', 'download_excel_file_survey_reports']) {
        expect((await call('POST', path, who, { ...MARCH, location_ids: [FLEET.locationsA[0]] })).statusCode, `${who} ${path}`).toBe(403);
      }
      const xlsx = await call('POST', 'download_excel_file_survey_reports', who, MARCH);
      const cells = (await readXlsx(xlsx.rawPayload)).sheets.flatMap((s) => s.rows.flat()).map(String);
      expect(cells.some((cell) => cell.includes('ALPHA'))).toBe(false);
      const home = (await call('GET', 'get_home_page', who)).json();
      expect(JSON.stringify(home.locations)).not.toContain('ALPHA');
      expect((await call('GET', 'has_system_level_access', who)).json()).toEqual({ has_access: false });
    }
    expect((await call('POST', 'report', 'customerA', { ...MARCH, leasing_ids: [FLEET.leasing] })).statusCode).toBe(403);
    expect((await call('GET', 'has_system_level_access', 'staff')).json()).toEqual({ has_access: true });
  });

  it('names the failing field and never answers 500', async () => {
    for (const [path, body, field] of [
      ['report', { date_range_type: 'custom' }, 'body.date_from'],
      ['report', { ...MARCH, order_by: 12 }, 'body.order_by'],
      ['report', { ...MARCH, account_types: ['3'] }, 'body.account_types.0'],
      ['report', { ...MARCH, location_ids: [0] }, 'body.location_ids.0'],
      ['report', { ...MARCH, include_local_books: 'yes' }, 'body.include_local_books'],
      ['detail', { survey_id: 'x' }, 'body.survey_id'],
      ['detailsreport', { survey_id: d1AtY1, format: 'doc' }, 'body.format'],
      ['get_images_page', { survey_id: d1AtY1 }, 'body.unit_id'],
      ['get_image_links', {}, 'body.survey_id'],
    ] as const) {
      const res = await call('POST', path, 'staff', body);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    for (const path of ['report', 'detail', 'get_image_links', 'get_images_page', 'detailsreport']) {
      expect((await app.inject({ method: 'POST', url: BASE + path, payload: {} })).statusCode).toBe(401);
    }
  });
});

describe('survey detail, images and files', () => {
  it('lists every reading with levels, photos, resolutions and readiness', async () => {
    const detail = (await call('POST', 'detail', 'customerA', { survey_id: d1AtY1 })).json() as SurveyDetailResponse;
    expect(detail).toMatchObject({ survey_by: 'Dan One', survey_by_company: 'Dealer One Tire', account_name: 'ALPHA Freight Lines', has_trailer_readiness_report: true, total_units: 2, total_tires: 18 });
    expect(detail.exceptions).toBe((await countByHand(d1AtY1)).exceptions);
    const steer = detail.data.find((r) => r.unit_number === 'ALPHA-U1' && r.axle_and_tire_position === '1R')!;
    expect(steer).toMatchObject({ pressure: 85, pressure_color: 'critical', tread_depth_color: 'ok', tire_id: steerRightTire, has_tire_images: true, has_unit_images: true, trailer_readiness: null });
    expect(steer.resolutions).toEqual({ pressure: 'inflate', tread_depth: null, wear_condition: null });
    expect(detail.data.find((r) => r.unit_number === 'ALPHA-U1' && r.axle_and_tire_position === '2LO')).toMatchObject({ tread_depth_color: 'warning', resolutions: { tread_depth: 'plan_replacement' } });
    expect(detail.data.find((r) => r.tread_depth === 1)).toMatchObject({ unit_number: 'ALPHA-U3', tread_depth_color: 'critical', resolutions: { tread_depth: 'replace_now' } });
    expect(detail.data.filter((r) => r.unit_number === 'ALPHA-U3').every((r) => r.trailer_readiness === 'failed' && !r.has_unit_images)).toBe(true);
    const over = (await call('POST', 'detail', 'staff', { survey_id: d2AtY1 })).json() as SurveyDetailResponse;
    expect(over.data.find((r) => r.pressure === 130)!.resolutions.pressure).toBe('deflate');
  });

  it('counts photos per unit and tire and pages them with the unit number and position', async () => {
    expect((await call('POST', 'get_image_links', 'dealer1', { survey_id: d1AtY1 })).json()).toEqual({
      tire_images: [{ tire_id: steerRightTire, unit_id: u1, count: 2 }],
      unit_images: [{ unit_id: u1, count: 1 }],
    });
    const tirePage = (await call('POST', 'get_images_page', 'customerA', { survey_id: d1AtY1, tire_id: steerRightTire })).json();
    expect(tirePage.page_info).toEqual({ UnitNumber: 'ALPHA-U1', PositionLocation: '1R' });
    expect(tirePage.images.map((i: { url: string }) => i.url)).toEqual([`/api/v2/fleet_survey/image/${'a'.repeat(32)}`, `/api/v2/fleet_survey/image/${'c'.repeat(32)}`]);
    const unitPage = (await call('POST', 'get_images_page', 'customerA', { survey_id: d1AtY1, unit_id: u1 })).json();
    expect(unitPage).toMatchObject({ page_info: { UnitNumber: 'ALPHA-U1', PositionLocation: null }, images: [{ url: `/api/v2/fleet_survey/image/${'b'.repeat(32)}` }] });
    expect((await call('POST', 'get_images_page', 'customerA', { survey_id: d1AtY1, unit_id: FLEET.unitsA[1] })).statusCode).toBe(404);
  });

  it('exports the list and the detail with the same rows as the screens', async () => {
    const list = await report('customerA');
    const xlsx = await call('POST', 'download_excel_file_survey_reports', 'customerA', { ...MARCH, page_size: 1 });
    const sheet = (await readXlsx(xlsx.rawPayload)).sheets[0]!;
    const start = sheet.rows.findIndex((row) => row[0] === 'Survey date') + 1;
    expect(sheet.rows.slice(start, start + list.data.length).map((row) => [row[1], row[6], row[8]])).toEqual(list.data.map((r) => [r.fleet_location, r.total_tires, r.exceptions]));
    // The percentage columns are named as shares, apart from the count of tractors and trailers inspected.
    expect(sheet.rows[start - 1]).toEqual(expect.arrayContaining(['Share of tractors surveyed', 'Share of trailers surveyed']));
    const pdf = await call('POST', 'download_pdf_file_survey_reports', 'customerA', MARCH);
    const text = (await readPdfText(pdf.rawPayload)).text;
    expect(text).toContain('Inspection survey report');
    expect(cutLines(text)).toEqual([]);

    const detail = (await call('POST', 'detail', 'customerA', { survey_id: d1AtY1 })).json() as SurveyDetailResponse;
    const detailXlsx = await call('POST', 'download_excel_file_survey_details', 'customerA', { survey_id: d1AtY1 });
    expect(detailXlsx.statusCode).toBe(200);
    const tiresSheet = (await readXlsx(detailXlsx.rawPayload)).sheets[0]!;
    const first = tiresSheet.rows.findIndex((row) => row[0] === 'Unit') + 1;
    expect(tiresSheet.rows.slice(first, first + detail.data.length).map((row) => [row[0], row[1], row[2]])).toEqual(detail.data.map((r) => [r.unit_number, r.axle_and_tire_position, r.pressure]));
    const detailPdf = await call('POST', 'download_pdf_file_survey_details', 'customerA', { survey_id: d1AtY1 });
    const detailText = (await readPdfText(detailPdf.rawPayload)).text;
    expect(detailText).toContain('Inspection survey detail');
    expect(detailText).toContain('Inflate to target');
    expect(cutLines(detailText)).toEqual([]);
    const viaDetailsReport = await call('POST', 'detailsreport', 'customerA', { survey_id: d1AtY1, format: 'xlsx' });
    expect(viaDetailsReport.headers['content-type']).toContain('spreadsheet');
    const deleted = await database.db.select({ id: surveys.id }).from(surveys).where(inArray(surveys.id, [FLEET.surveysA.deleted]));
    expect(deleted).toHaveLength(1);
    expect((await call('POST', 'detail', 'staff', { survey_id: FLEET.surveysA.deleted })).statusCode).toBe(404);
  });

  it('writes the list and a survey\'s detail in French for a French reader on staff, with no English', async () => {
    const french = { ...headers.staff, 'user-language': 'fr-CA' };
    const files: Array<[string, unknown]> = [
      ['download_pdf_file_survey_reports', MARCH],
      ['download_excel_file_survey_reports', MARCH],
      ['download_pdf_file_survey_details', { survey_id: d1AtY1 }],
      ['download_excel_file_survey_details', { survey_id: d1AtY1 }],
    ];
    // The fixture's dealers are named "Dealer One Tire": a name, not a word of the file.
    const DEALER_NAMES = ['Dealer One Tire', 'Dealer Two Tire'];
    const found: Record<string, string[]> = {};
    for (const [path, body] of files) {
      const res = await app.inject({ method: 'POST', url: BASE + path, headers: french, payload: body as object });
      expect(res.statusCode, path).toBe(200);
      const english = await englishInFile(res.rawPayload, DEALER_NAMES);
      if (english.length > 0) found[path] = english;
    }
    expect(found).toEqual({});
  });
});
