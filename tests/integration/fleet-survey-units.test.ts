import type { FastifyInstance } from 'fastify';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { units } from '../../server/db/schema';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { cutLines, findRow, readPdfText, readXlsx } from '../helpers/read-exports';
import { authHeaders } from '../helpers/sign-in';
import ExcelJS from 'exceljs';
import { createSurveyFixture, createSurveyTestApp, IMPORT_CSV as CSV, multipartForm, newUnit, SELECT_OPTIONS, SURVEY_FIXTURE, surveyCaller, uploadUnits } from '../helpers/survey-fixture';
import { FLEET, signInFixtureUsers, type FixtureLogin } from '../helpers/tenancy-fixture';

let database: TestDatabase;
let app: FastifyInstance;
let headers: Record<FixtureLogin, Record<string, string>>;
const call = surveyCaller(() => app, () => headers);
const [y1, y2, y3, y4] = FLEET.locationsA;
const [u1, , u3] = FLEET.unitsA;
const { types, configurations } = SURVEY_FIXTURE;

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

const liveUnits = async (locationId: number) =>
  (await database.db.select({ n: count() }).from(units).where(and(eq(units.fleetLocationId, locationId), isNull(units.deletedAt))))[0].n;
const save = (who: FixtureLogin, body: Record<string, unknown>, key?: string) =>
  call('POST', 'save_unit', who, body, key ? { 'idempotency-key': key } : {});

describe('selects and configurations', () => {
  it('groups the create-unit selects by kind, with types and only vocations that have a value', async () => {
    const res = await call('GET', 'get_unit_selects', 'customerA');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.axle_manufacturers).toEqual(SELECT_OPTIONS.axle_manufacturers.map((text) => ({ text, value: text })));
    expect(body.transmission_types).toHaveLength(1);
    expect(body).not.toHaveProperty('legacy_colors');
    expect(body.types.map((t: { value: number }) => t.value).sort()).toEqual([1, 2, 3, 4]);
    expect(body.vocations.map((v: { value: number }) => v.value).sort()).toEqual([1, 2]);
  });

  it('lists the configurations of a unit type with their axles and tires per side', async () => {
    const res = await call('GET', `get_unit_configurations/${types.trailer}`, 'customerA');
    expect(res.statusCode, res.body).toBe(200);
    const tridem = res.json().configurations.find((c: { value: number }) => c.value === configurations.trailerTridemLift);
    expect(tridem.axles).toHaveLength(3);
    expect(tridem.axles[2]).toMatchObject({ axle_number: 3, tire_count: 4, tires_per_side: 2, position_class: 'trail', is_lift: true });
    expect(tridem.axles[0].left.map((p: { position: string }) => p.position)).toEqual(['1LO', '1LI']);
    expect(tridem.axles[0].right.map((p: { position: string }) => p.position)).toEqual(['1RI', '1RO']);
    const tractor = (await call('GET', `get_unit_configurations/${types.tractor}`, 'customerA')).json().configurations;
    const steer = tractor.find((c: { value: number }) => c.value === configurations.tractor6x4).axles[0];
    expect(steer).toMatchObject({ tire_count: 2, tires_per_side: 1, left: [{ place: 'single', position: '1L' }], right: [{ place: 'single', position: '1R' }] });
    expect((await call('GET', 'get_unit_configurations/999', 'customerA')).statusCode).toBe(404);
  });
});

describe('saving a unit', () => {
  it('creates, updates with the version, and refuses a stale version with the stored unit', async () => {
    const created = await save('customerA', { ...newUnit('ALPHA-NEW-1'), location_id: y3, vin: ' 1XKAD49X0ALPHA ', license_plate_state: 'oh' });
    expect(created.statusCode, created.body).toBe(201);
    const { id, version } = created.json();
    expect(version).toBe(1);
    const read = (await call('GET', `get_unit/${id}`, 'customerA')).json().unit;
    expect(read).toMatchObject({ unit_number: 'ALPHA-NEW-1', vin: '1XKAD49X0ALPHA', license_plate_state: 'OH', type_name: 'Tractor', location_id: y3 });

    const updated = await save('customerA', { ...newUnit('ALPHA-NEW-1', { model: 'Cascadia' }), id, version: 1, location_id: y3 });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toEqual({ id, version: 2 });

    const stale = await save('staff', { ...newUnit('ALPHA-NEW-1', { model: 'Other' }), id, version: 1, location_id: y3 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ id, version: 2, model: 'Cascadia' });
    expect((await call('GET', `get_unit/${id}`, 'staff')).json().unit.model).toBe('Cascadia');
  });

  it('refuses a unit number already used at the location, but not at another', async () => {
    const before = await liveUnits(y1);
    const dup = await save('customerA', { ...newUnit('ALPHA-U1'), location_id: y1 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A unit with this number already exists at this location');
    expect(await liveUnits(y1)).toBe(before);
    expect((await save('customerA', { ...newUnit('ALPHA-U1'), location_id: y4 })).statusCode).toBe(201);
  });

  it('writes once when replayed with the same Idempotency-Key', async () => {
    const before = await liveUnits(y3);
    const first = await save('customerA', { ...newUnit('ALPHA-REPLAY'), location_id: y3 }, 'unit-replay-0001');
    const second = await save('customerA', { ...newUnit('ALPHA-REPLAY'), location_id: y3 }, 'unit-replay-0001');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await liveUnits(y3)).toBe(before + 1);
  });

  it.each([
    ['a wrong type', { year: '2020' }, 'body.year'],
    ['a 5 MB string', { vin: 'V'.repeat(5 * 1024 * 1024) }, 'body.vin'],
    ['a missing number', { unit_number: '  ' }, 'body.unit_number'],
    ['an id without its version', { id: u1 }, 'body.version'],
    ['an axle configuration of another type', { axle_configuration_id: configurations.trailerTandem }, 'body.axle_configuration_id'],
    ['an unknown vocation', { vocation: 99 }, 'body.vocation'],
  ])('answers %s with 400 naming the field and writes nothing', async (_name, extra, field) => {
    const before = await liveUnits(y3);
    const res = await save('customerA', { ...newUnit('ALPHA-BAD'), location_id: y3, ...extra });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await liveUnits(y3)).toBe(before);
  });

  it('saves a batch all or nothing, naming the failing unit', async () => {
    const before = await liveUnits(y3);
    const bad = await call('POST', 'save_units', 'customerA', { units: [{ ...newUnit('ALPHA-B1'), location_id: y3 }, { ...newUnit('ALPHA-B2'), location_id: y3, type: 99 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('body.units.1.type');
    expect(await liveUnits(y3)).toBe(before);
    const good = await call('POST', 'save_units', 'customerA', { units: [{ ...newUnit('ALPHA-B1'), location_id: y3 }, { ...newUnit('ALPHA-B2'), location_id: y3 }] });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().ids).toHaveLength(2);
    expect(await liveUnits(y3)).toBe(before + 2);
  });
});

describe('tenancy', () => {
  it('hides another fleet’s units, locations and surveys as not found, and writes nothing there', async () => {
    const before = await liveUnits(y1);
    const probes = [
      call('GET', `get_unit/${u1}`, 'customerB'),
      call('POST', 'get_units', 'customerB', { location_id: y1 }),
      call('POST', 'get_unit_numbers', 'customerB', { location_id: y1, key_word: '' }),
      call('POST', 'get_unit_by_number', 'customerB', { location_id: y1, unit_number: 'ALPHA-U1' }),
      call('POST', 'get_last_five_surveys', 'customerB', { unit_id: u1 }),
      save('customerB', { ...newUnit('BOREAL-X'), location_id: y1 }),
      save('customerB', { ...newUnit('ALPHA-U1'), id: u1, version: 1, location_id: y1 }),
      call('POST', 'create_unit_copy', 'customerB', { unit_id: u1, unit_number: 'BOREAL-COPY' }),
      call('POST', 'clone_unit', 'customerB', { unit_id: FLEET.unitB, location_id: y1 }),
      call('DELETE', `delete_unit/${u3}`, 'customerB'),
      call('DELETE', `delete_unit_all/${u3}`, 'customerB'),
      call('GET', `get_unit/${FLEET.unitsA[1]}`, 'customerAYard'),
    ];
    for (const res of await Promise.all(probes)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.body).not.toContain('ALPHA');
    }
    expect(await liveUnits(y1)).toBe(before);
    const own = (await call('POST', 'get_units', 'customerB', { page_size: 1000 })).json();
    expect(own.units.map((u: { unit_number: string }) => u.unit_number)).toEqual(['BOREAL-U1']);
    const owners = await call('POST', 'get_owners', 'customerB', { account_id: FLEET.accountA });
    expect(owners.statusCode).toBe(403);
  });
});

describe('reading units', () => {
  it('pages and sorts the units table without gaps or repeats, ties broken by id', async () => {
    const batch = Array.from({ length: 23 }, (_, i) => ({ ...newUnit(`Y2-${String(i).padStart(2, '0')}`), location_id: y2, year: 2010 + (i % 4), manufacturer: i % 3 ? 'Volvo' : 'Mack' }));
    expect((await call('POST', 'save_units', 'staff', { units: batch })).statusCode).toBe(200);
    for (const order of [1, 5, 7, 8]) {
      for (const desc of [false, true]) {
        const all = (await call('POST', 'get_units', 'customerA', { location_id: y2, order_by: order, is_sort_desc: desc, page_size: 1000 })).json();
        expect(all.total_items).toBe(24);
        const walked: number[] = [];
        for (let page = 1; page <= 4; page++) {
          const res = (await call('POST', 'get_units', 'customerA', { location_id: y2, order_by: order, is_sort_desc: desc, page_size: 7, page_number: page })).json();
          walked.push(...res.units.map((u: { id: number }) => u.id));
        }
        expect(walked).toEqual(all.units.map((u: { id: number }) => u.id));
      }
    }
    const first = (await call('POST', 'get_units', 'customerA', { location_id: y2 })).json();
    expect(first.page_size).toBe(20);
    expect(first.units).toHaveLength(20);
  });

  it('finds numbers, one unit by number, and its last surveys the user may see', async () => {
    expect((await call('POST', 'get_unit_numbers', 'customerA', { location_id: y1, key_word: 'u' })).json()).toEqual(['ALPHA-U1', 'ALPHA-U3']);
    const byNumber = (await call('POST', 'get_unit_by_number', 'customerA', { location_id: y1, unit_number: 'ALPHA-U1' })).json().unit;
    expect(byNumber).toMatchObject({ id: u1, is_tires_exist: true, axle_configuration: 'Tractor 6x4 (2-4-4)', last_survey_date: '2024-03-12T15:00:00.000Z' });
    expect((await call('POST', 'get_unit_by_number', 'customerA', { location_id: y1, unit_number: 'NOPE' })).statusCode).toBe(404);
    const staff = (await call('POST', 'get_last_five_surveys', 'staff', { unit_id: u1 })).json().surveys;
    expect(staff.map((s: { id: number; exceptions: number }) => [s.id, s.exceptions])).toEqual([[FLEET.surveysA.d2AtY1, 1], [FLEET.surveysA.d1AtY1, 3]]);
    const dealer = (await call('POST', 'get_last_five_surveys', 'dealer1', { unit_id: u1 })).json().surveys;
    expect(dealer.map((s: { id: number }) => s.id)).toEqual([FLEET.surveysA.d1AtY1]);
    expect((await call('GET', `get_unit/${u1}`, 'dealer1')).json().unit.last_survey_date).toBe('2024-03-10T15:00:00.000Z');
  });

  it('offers create options: existence, in the survey, and the newest unit of each kind', async () => {
    const res = await call('POST', 'get_create_unit_options', 'customerA', { location_id: y1, survey_id: FLEET.surveysA.d1AtY1, unit_number: 'ALPHA-U3' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ is_unit_exists: true, is_unit_exists_on_survey: true, unit_id: u3, dolly: null, misc: null });
    expect(res.json().tractor.id).toBe(u1);
    const fresh = (await call('POST', 'get_create_unit_options', 'customerA', { location_id: y1, unit_number: 'ALPHA-NONE' })).json();
    expect(fresh).toMatchObject({ is_unit_exists: false, is_unit_exists_on_survey: false, unit_id: null });
  });
});

describe('copying, cloning, deleting', () => {
  it('copies a unit’s specification but not its identity, and clones within the account only', async () => {
    const copy = await call('POST', 'create_unit_copy', 'customerA', { unit_id: u1, unit_number: 'ALPHA-U1-COPY' });
    expect(copy.statusCode, copy.body).toBe(201);
    const copied = (await call('GET', `get_unit/${copy.json().id}`, 'customerA')).json().unit;
    expect(copied).toMatchObject({ location_id: y1, vin: null, manufacturer: 'Freightliner', year: 2021, axle_configuration_id: configurations.tractor6x4, is_tires_exist: false });
    const clone = await call('POST', 'clone_unit', 'customerA', { unit_id: u1, location_id: y3 });
    expect(clone.statusCode, clone.body).toBe(201);
    expect((await call('GET', `get_unit/${clone.json().id}`, 'customerA')).json().unit).toMatchObject({ unit_number: 'ALPHA-U1', vin: '1FUJGLDR0ALPHA0001', location_id: y3 });
    expect((await call('POST', 'clone_unit', 'staff', { unit_id: u1, location_id: FLEET.locationsB[0] })).statusCode).toBe(400);
  });

  it('refuses to delete a unit in an open survey, deletes a free one, and frees its number', async () => {
    expect((await call('DELETE', `delete_unit/${u1}`, 'customerA')).statusCode).toBe(409);
    const { id } = (await save('customerA', { ...newUnit('ALPHA-GONE'), location_id: y3 })).json();
    const res = await call('DELETE', `delete_unit/${id}`, 'customerA');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, isError: false });
    expect((await call('GET', `get_unit/${id}`, 'customerA')).statusCode).toBe(404);
    expect((await save('customerA', { ...newUnit('ALPHA-GONE'), location_id: y3 })).statusCode).toBe(201);
  });

  it('deletes a unit with its open inspections, but never another dealer’s survey', async () => {
    expect((await call('DELETE', `delete_unit_all/${u1}`, 'dealer1')).statusCode).toBe(409);
    const { id } = (await save('staff', { ...newUnit('ALPHA-ALL'), location_id: y2 })).json();
    const added = await call('POST', 'add_existing_unit_to_survey', 'dealer1', { survey_id: FLEET.surveysA.d1AtY2, unit_id: id });
    expect(added.statusCode, added.body).toBe(201);
    const res = await call('DELETE', `delete_unit_all/${id}`, 'dealer1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, removed_inspections: 1 });
    const inSurvey = (await call('GET', `${FLEET.surveysA.d1AtY2}/units`, 'dealer1')).json().units;
    expect(inSurvey.map((u: { unit_id: number }) => u.unit_id)).not.toContain(id);
  });
});

describe('importing units', () => {
  const upload = (who: FixtureLogin, locationId: number, file: Parameters<typeof multipartForm>[1], key?: string) =>
    uploadUnits(app, { ...headers[who], ...(key ? { 'idempotency-key': key } : {}) }, locationId, file);
  it('creates the valid rows and lists every error of the others', async () => {
    const before = await liveUnits(y1);
    const res = await upload('customerA', y1, { name: 'units.csv', type: 'text/csv', data: CSV }, 'import-csv-0001');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.rows).toBe(7);
    expect(body.units).toHaveLength(2);
    expect(body.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [3, 'year'], [4, 'unit_number'], [5, 'type'], [6, 'unit_number'], [8, 'axle_configuration'],
    ]);
    expect(await liveUnits(y1)).toBe(before + 2);
    const quoted = (await call('GET', `get_unit/${body.units[1]}`, 'customerA')).json().unit;
    expect(quoted).toMatchObject({ unit_number: 'IMP, 4', vin: 'VIN "Q"', type: types.trailer });
    const replay = await upload('customerA', y1, { name: 'units.csv', type: 'text/csv', data: CSV }, 'import-csv-0001');
    expect(replay.json()).toEqual(body);
    expect(await liveUnits(y1)).toBe(before + 2);
  });

  it('reads XLSX the same way', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Units').addRows([['unit_number', 'type', 'year'], ['XL-1', 'Trailer', 2019], ['XL-2', 'Trailer', 1800]]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await upload('customerA', y3, { name: 'units.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', data });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ rows: 2, errors: [{ row: 3, field: 'year' }] });
    expect(res.json().units).toHaveLength(1);
  });

  it('refuses a file over 5 MB, of another type, or for another fleet, writing nothing', async () => {
    const before = await liveUnits(y1);
    const big = `unit_number,type\r\n${'BIG-1,Tractor\r\n'.repeat(400_000)}`;
    const tooBig = await upload('customerA', y1, { name: 'units.csv', type: 'text/csv', data: big });
    expect([tooBig.statusCode, tooBig.json().message]).toEqual([400, 'The file is larger than 5 MB']);
    const text = await upload('customerA', y1, { name: 'units.txt', type: 'text/plain', data: CSV });
    expect([text.statusCode, text.json().message]).toEqual([400, 'Upload a CSV or XLSX file with a header row']);
    expect((await upload('customerB', y1, { name: 'units.csv', type: 'text/csv', data: CSV })).statusCode).toBe(404);
    expect(await liveUnits(y1)).toBe(before);
  });
});

describe('exporting units', () => {
  it('holds the rows of get_units, in order, in Excel and PDF', async () => {
    const filter = { location_id: y2, order_by: 7, is_sort_desc: true };
    const expected = (await call('POST', 'get_units', 'customerA', { ...filter, page_size: 1000 })).json().units.map((u: { unit_number: string }) => u.unit_number);
    const excel = await call('POST', 'get_units_excel', 'customerA', filter);
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-type']).toContain('spreadsheetml');
    const [sheet] = (await readXlsx(excel.rawPayload)).sheets;
    const header = findRow(sheet, 'Unit number');
    expect(sheet.rows[header]).toContain('Axle configuration');
    expect(sheet.rows.slice(header + 1).map((row) => row[0])).toEqual(expected);
    const pdf = await call('POST', 'get_units_pdf', 'customerA', filter);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await readPdfText(pdf.rawPayload);
    expect(cutLines(text)).toEqual([]);
    const positions = expected.map((n: string) => text.indexOf(n));
    expect(positions.every((p: number) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect((await call('POST', 'get_units_excel', 'customerB', filter)).statusCode).toBe(404);
  });
});
