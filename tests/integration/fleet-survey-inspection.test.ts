import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { createInspectionApp, createInspectionFixture, in32, INSPECTION, multipartBody, tinyJpeg } from '../helpers/inspection-fixture';
import { authHeaders } from '../helpers/sign-in';
import { FLEET, LOGINS } from '../helpers/tenancy-fixture';

let database: TestDatabase;
let app: FastifyInstance;
let dealer: Record<string, string>;
const BASE = '/api/v2/fleet_survey';
const { survey, tractor, trailer, inspection, tires } = INSPECTION;

beforeAll(async () => {
  database = await createTestDatabase();
  await createInspectionFixture(database.db);
  app = await createInspectionApp(database.db);
  dealer = await authHeaders(app, LOGINS.dealer1);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: object, key?: string) =>
  app.inject({ method, url: `${BASE}/${path}`, headers: { ...dealer, ...(key ? { 'idempotency-key': key } : {}) }, ...(body ? { payload: body } : {}) });
const rows = async (table: PgTable, where: SQL | undefined) => (await database.db.select({ n: count() }).from(table).where(where))[0]!.n;
const diagram = async (unitId: number) => (await send('GET', `${survey}/axles/${unitId}`)).json();
const at = { survey_id: survey, unit_id: trailer, axle_number: 1, side: 'left', place: 'outer' } as const;

describe('axle diagram', () => {
  it('colours every reading by the shared rules against the location spec, with mismatch flags', async () => {
    const body = await diagram(tractor);
    expect(body.axle_configuration.code).toBe('T-2-4-4');
    expect(body.unit_inspection).toMatchObject({ id: inspection, mileage: 250_000 });
    const [steer, drive, lift] = body.axles;
    // Steer, common spec 110 psi, 4/32 critical, 6/32 warning: 98 psi is 10.9 % under.
    expect(steer.left.positions[0].exceptions).toEqual({ pressure: 'ok', tread: 'ok', age: 'unknown' });
    expect(steer.right.positions[0].exceptions).toEqual({ pressure: 'warning', tread: 'critical', age: 'unknown' });
    expect(steer.left.dual_mismatch).toBeNull();
    expect(steer.axle_mismatch).toEqual({ tread: true, pressure: true });
    // Drive at Y1 uses the yard's own 105 psi: 84 psi is 20 % under; 5/32 is above the 4/32 warning.
    const [inner, outer] = drive.left.positions;
    expect(inner.spec.target_pressure_psi).toBe(105);
    expect(inner).toMatchObject({ place: 'inner', tire: { id: tires.driveLeftInner, brand: 'Goodyear', product_line: 'G392 SSD', tire_size: '11R22.5' } });
    expect(inner.reading).toMatchObject({ pressure_psi: 84, wear_condition_ids: [INSPECTION.wear.cupping] });
    expect(inner.exceptions).toEqual({ pressure: 'critical', tread: 'ok', age: 'unknown' });
    expect(outer.exceptions).toEqual({ pressure: 'ok', tread: 'ok', age: 'unknown' });
    expect(drive.left.dual_mismatch).toEqual({ tread: true, pressure: true });
    expect(drive.right.dual_mismatch).toEqual({ tread: false, pressure: false });
    // Left end 94 psi and 7.5/32 in on average, right end 105 psi and 9.5/32 in.
    expect(drive.axle_mismatch).toEqual({ tread: false, pressure: true });
    expect(lift).toMatchObject({ is_lift: true, left: { positions: [{ tire: null, reading: null, exceptions: { pressure: 'unknown', tread: 'unknown' } }, {}] } });
  });

  it('gives one position with the tire history through get_wheel_position_info', async () => {
    const response = await send('POST', 'get_wheel_position_info', { survey_id: survey, unit_id: tractor, axle_number: 2, side: 'left', place: 'inner' });
    expect(response.json()).toMatchObject({ position_class: 'drive', tire: { id: tires.driveLeftInner }, exceptions: { pressure: 'critical' }, last_readings: [{ pressure_psi: 84 }] });
  });
});

describe('save_tire', () => {
  it('creates the reading, the inspection and the tire once; a replay writes nothing', async () => {
    const payload = { ...at, pressure_psi: 95, tread_depth_mm: in32(9), wear_condition_ids: [INSPECTION.wear.feathering] };
    const first = await send('POST', 'save_tire', payload, 'save-tire-0001');
    expect(first.statusCode).toBe(200);
    const replay = await send('POST', 'save_tire', payload, 'save-tire-0001');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ version: 1 });
    expect(await rows(t.unitInspections, and(eq(t.unitInspections.surveyId, survey), eq(t.unitInspections.unitId, trailer)))).toBe(1);
    expect(await rows(t.tires, eq(t.tires.unitId, trailer))).toBe(1);
    expect(await rows(t.tireReadings, eq(t.tireReadings.unitId, trailer))).toBe(1);
    const [tire] = await database.db.select().from(t.tires).where(eq(t.tires.id, first.json().tire_id));
    expect(tire).toMatchObject({ status: 'mounted', accountId: FLEET.accountA, axleNumber: 1, side: 'left', place: 'outer' });
  });

  it('refuses an edit without the current version with 409 and the stored reading', async () => {
    const missing = await send('POST', 'save_tire', { ...at, pressure_psi: 90, tread_depth_mm: null });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().current).toMatchObject({ version: 1, pressure_psi: 95 });
    const edited = await send('POST', 'save_tire', { ...at, pressure_psi: 90, tread_depth_mm: null, version: 1 });
    expect(edited.json()).toMatchObject({ version: 2 });
    const stale = await send('POST', 'save_tire', { ...at, pressure_psi: 80, tread_depth_mm: null, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ version: 2, pressure_psi: 90, tread_depth_mm: null, wear_condition_ids: [] });
  });

  it('lets one of two tablets racing for an unread position create it; the other gets 409', async () => {
    const position = { ...at, axle_number: 2, side: 'right', place: 'inner', tread_depth_mm: 9 } as const;
    const results = await Promise.all([90, 91].map((pressure_psi) => send('POST', 'save_tire', { ...position, pressure_psi })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await rows(t.tires, and(eq(t.tires.unitId, trailer), eq(t.tires.axleNumber, 2), eq(t.tires.side, 'right')))).toBe(1);
  });

  it('refuses values out of bounds, naming the field', async () => {
    const over = async (field: string, value: number) => {
      const response = await send('POST', 'save_tire', { ...at, place: 'inner', pressure_psi: 100, tread_depth_mm: 10, [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual([`body.${field}`]);
    };
    await over('pressure_psi', 201);
    await over('tread_depth_mm', 80);
    await over('pressure_psi', -1);
    const edge = await send('POST', 'save_tire', { ...at, place: 'inner', pressure_psi: 200, tread_depth_mm: 79.38 });
    expect(edge.statusCode).toBe(200);
  });

  it('refuses a position the unit does not have, and unknown wear conditions', async () => {
    const field = async (body: object) => (await send('POST', 'save_tire', { ...at, pressure_psi: 100, tread_depth_mm: 8, ...body })).json().errors[0].field;
    expect(await field({ axle_number: 3 })).toBe('body.axle_number');
    expect(await field({ place: 'single' })).toBe('body.place');
    expect(await field({ wear_condition_ids: [999] })).toBe('body.wear_condition_ids');
  });

  it('mounts a tire record in an empty position of a unit already inspected', async () => {
    const response = await send('POST', 'save_tire', { survey_id: survey, unit_id: tractor, axle_number: 3, side: 'right', place: 'outer', pressure_psi: 94, tread_depth_mm: in32(3) });
    expect(response.json()).toMatchObject({ unit_inspection_id: inspection, version: 1 });
    // Y1's drive spec: 94 psi is 10.5 % under 105; 3/32 in is under the 4/32 in warning.
    const lift = (await diagram(tractor)).axles[2];
    expect(lift.right.positions[1]).toMatchObject({ tire: { id: response.json().tire_id }, exceptions: { pressure: 'warning', tread: 'warning' } });
  });
});

describe('lookups', () => {
  it('offers the edit-tire selects, wear conditions, removal reasons and the specs for offline use', async () => {
    const selects = (await send('POST', 'get_edit_tire_selects')).json();
    expect(selects.retreaded_by_brands).toEqual([{ id: INSPECTION.brands.retread, name: 'Goodyear Retread' }]);
    expect(selects.product_lines).toHaveLength(4);
    expect(selects.valve_types).toHaveLength(2);
    expect((await send('GET', 'get_wear_conditions')).json().wear_conditions.map((w: { code: string }) => w.code)).toEqual(['CUPPING', 'FEATHERING', 'FLAT_SPOT']);
    expect((await send('GET', 'get_removal_reasons')).json().removal_reasons).toHaveLength(2);
    const specs = (await send('POST', 'get_tread_depth_spec', { survey_id: survey })).json();
    expect(specs.fleet_location_id).toBe(FLEET.locationsA[0]);
    expect(specs.specs).toHaveLength(4);
    expect((await send('POST', 'get_tread_depth_spec', { survey_id: survey, location_id: 1 })).statusCode).toBe(400);
    expect((await send('POST', 'get_tread_depth_spec', { location_id: FLEET.locationsB[0] })).statusCode).toBe(404);
  });
});

describe('tire details and the unit inspection', () => {
  it('checks references, versions, and copies product details into the survey reading', async () => {
    const base = { survey_id: survey, tire_id: tires.driveRightInner, version: 1 };
    const wrongLine = await send('POST', 'update_tire_details', { ...base, brand_id: INSPECTION.brands.other });
    expect(wrongLine.json().errors[0].field).toBe('body.product_line_id');
    const ok = await send('POST', 'update_tire_details', { ...base, brand_id: INSPECTION.brands.other, product_line_id: INSPECTION.lines.otherDrive, dot_week: 12, dot_year: 2023 });
    expect(ok.json()).toEqual({ tire_id: tires.driveRightInner, version: 2 });
    const [reading] = await database.db.select().from(t.tireReadings).where(eq(t.tireReadings.tireId, tires.driveRightInner));
    expect(reading).toMatchObject({ brandId: INSPECTION.brands.other, productLineId: INSPECTION.lines.otherDrive });
    const stale = await send('POST', 'update_tire_details', { ...base, serial_number: 'X' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ version: 2, brand: 'Michelin', dot_year: 2023 });
  });

  it('edits only a tire on a unit of that survey: a tire of the same fleet elsewhere, or in stock, is not found', async () => {
    const elsewhere = 5690;
    const inStock = 5691;
    const onOtherUnit = { accountId: FLEET.accountA, axleNumber: 1, side: 'left' as const, place: 'outer' as const, brandId: INSPECTION.brands.own, productLineId: INSPECTION.lines.drive, tireSizeId: 1, serialNumber: 'KEEP' };
    await database.db.insert(t.tires).values([
      // ALPHA-U2 is at another yard and not in this survey.
      { ...onOtherUnit, id: elsewhere, unitId: FLEET.unitsA[1], status: 'mounted' },
      { ...onOtherUnit, id: inStock, unitId: null, axleNumber: null, side: null, place: null, status: 'removed' },
    ]);
    for (const tireId of [elsewhere, inStock]) {
      const res = await send('POST', 'update_tire_details', { survey_id: survey, tire_id: tireId, version: 1, serial_number: 'CHANGED' });
      expect(res.statusCode, res.body).toBe(404);
      const [row] = await database.db.select({ serialNumber: t.tires.serialNumber, version: t.tires.version }).from(t.tires).where(eq(t.tires.id, tireId));
      expect(row).toEqual({ serialNumber: 'KEEP', version: 1 });
    }
  });

  it('edits an inspection made on the way without a version once, then wants the version', async () => {
    const body = { survey_id: survey, unit_id: trailer, mileage: 120_000, comments: 'Mud flap missing' };
    const first = await send('POST', 'update_unit_inspection', body);
    expect(first.json()).toMatchObject({ version: 2 });
    expect((await send('POST', 'update_unit_inspection', body)).statusCode).toBe(409);
    const byId = await send('POST', 'update_unit_inspection', { unit_inspection_id: first.json().unit_inspection_id, hours: 3000, version: 2 });
    expect(byId.json()).toMatchObject({ version: 3 });
  });
});

describe('replacing a tire', () => {
  const position = { survey_id: survey, unit_id: tractor, axle_number: 2, side: 'right', place: 'outer' } as const;
  const replace = (key: string) =>
    send('POST', 'replace_tires', { ...position, removal_reason_ids: [INSPECTION.reasons.wornOut], wear_condition_ids: [INSPECTION.wear.flatSpot], tread_depth_mm: in32(3), odometer: 250_100, new_tire: { brand_id: INSPECTION.brands.own, product_line_id: INSPECTION.lines.drive, tire_size_id: 1 } }, key);

  it('removes the old tire and mounts the new one in one step, once per key, and undo restores it', async () => {
    const first = await replace('replace-0001');
    const replay = await replace('replace-0001');
    expect(replay.json()).toEqual(first.json());
    const { removed_tire_id, new_tire_id } = first.json();
    expect(await rows(t.removedTires, eq(t.removedTires.unitId, tractor))).toBe(1);
    expect(await rows(t.tires, and(eq(t.tires.unitId, tractor), eq(t.tires.axleNumber, 2), eq(t.tires.side, 'right'), eq(t.tires.place, 'outer')))).toBe(1);
    const [old] = await database.db.select().from(t.tires).where(eq(t.tires.id, tires.driveRightOuter));
    expect(old).toMatchObject({ status: 'removed', unitId: null, axleNumber: null });
    // The old reading stays with the removed tire; the new tire is not read yet.
    expect((await diagram(tractor)).axles[1].right.positions[1]).toMatchObject({ tire: { id: new_tire_id }, reading: null });

    const info = (await send('GET', `get_removed_tire_info/${removed_tire_id}`)).json();
    expect(info).toMatchObject({ tire_id: tires.driveRightOuter, replaced_by_tire_id: new_tire_id, removal_reasons: [{ name: 'Worn out' }], wear_conditions: [{ name: 'Flat spot' }], product_information: { brand: 'Goodyear' } });
    expect((await send('POST', 'get_removed_tires', { survey_id: survey })).json()).toMatchObject({ total_items: 1, removed_tires: [{ id: removed_tire_id, unit_number: 'ALPHA-U1' }] });
    const update = { id: removed_tire_id, version: 1, removal_reason_ids: [INSPECTION.reasons.puncture], comments: 'Nail' };
    expect((await send('PUT', 'update_removed_tire', update)).json()).toEqual({ id: removed_tire_id, version: 2 });
    expect((await send('PUT', 'update_removed_tire', update)).statusCode).toBe(409);

    const undo = await send('POST', 'undo_tire_replace', { removed_tire_id });
    expect(undo.json()).toEqual({ removed_tire_id, restored_tire_id: tires.driveRightOuter, removed_new_tire_id: new_tire_id });
    const restored = (await diagram(tractor)).axles[1].right.positions[1];
    expect(restored).toMatchObject({ tire: { id: tires.driveRightOuter }, reading: { pressure_psi: 105 } });
    expect(await rows(t.tires, eq(t.tires.id, new_tire_id))).toBe(0);
    expect((await send('GET', `get_removed_tire_info/${removed_tire_id}`)).statusCode).toBe(404);
  });

  it("lets the new tire's first reading take the old reading's place, then wants its version; wear conditions follow each edit", async () => {
    const inner = { survey_id: survey, unit_id: tractor, axle_number: 2, side: 'left', place: 'inner' } as const;
    const { new_tire_id } = (await send('POST', 'replace_tires', { ...inner, removal_reason_ids: [INSPECTION.reasons.wornOut], tread_depth_mm: in32(2), new_tire: {} }, 'replace-0003')).json();
    const { cupping, feathering, flatSpot } = INSPECTION.wear;
    const first = await send('POST', 'save_tire', { ...inner, pressure_psi: 101, tread_depth_mm: in32(12), wear_condition_ids: [cupping, feathering] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ tire_id: new_tire_id, unit_inspection_id: inspection });
    const edited = await send('POST', 'save_tire', { ...inner, pressure_psi: 100, tread_depth_mm: in32(12), wear_condition_ids: [flatSpot, feathering], version: first.json().version });
    expect(edited.json()).toMatchObject({ tire_id: new_tire_id, tire_reading_id: first.json().tire_reading_id, version: first.json().version + 1 });
    const read = (await diagram(tractor)).axles[1].left.positions[0];
    expect(read).toMatchObject({ tire: { id: new_tire_id }, reading: { pressure_psi: 100, wear_condition_ids: [feathering, flatSpot] } });
    const unversioned = await send('POST', 'save_tire', { ...inner, pressure_psi: 99, tread_depth_mm: null });
    expect(unversioned.statusCode).toBe(409);
    expect(unversioned.json().current).toMatchObject({ version: edited.json().version, pressure_psi: 100, wear_condition_ids: [feathering, flatSpot] });
    expect(await rows(t.tireReadings, and(eq(t.tireReadings.unitInspectionId, inspection), eq(t.tireReadings.axleNumber, 2), eq(t.tireReadings.side, 'left'), eq(t.tireReadings.place, 'inner')))).toBe(1);
  });

  it('takes a replacement back through delete_removed_tire as well', async () => {
    const { removed_tire_id } = (await replace('replace-0002')).json();
    const deleted = await send('DELETE', `delete_removed_tire/${removed_tire_id}`);
    expect(deleted.json()).toMatchObject({ status: 200, isError: false });
    expect(await rows(t.removedTires, eq(t.removedTires.id, removed_tire_id))).toBe(0);
  });
});

describe('images', () => {
  const jpeg = tinyJpeg();
  const upload = (path: string, fields: Record<string, string>, content: Buffer, key?: string) => {
    const form = multipartBody(fields, [{ name: 'file', fileName: 'photo.jpg', contentType: 'image/jpeg', content }]);
    return app.inject({ method: 'POST', url: `${BASE}/${path}`, headers: { ...dealer, ...form.headers, ...(key ? { 'idempotency-key': key } : {}) }, payload: form.payload });
  };
  const blobFiles = () => {
    const root = join(app.config.dataDir, 'blobs');
    return readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
  };

  it('stores a JPEG once per key and serves the same bytes back', async () => {
    const first = await upload(`add_unit_image/${inspection}`, { client_id: 'photo-local-0001' }, jpeg, 'image-key-0001');
    expect(first.statusCode).toBe(200);
    const replay = await upload(`add_unit_image/${inspection}`, { client_id: 'photo-local-0001' }, jpeg, 'image-key-0001');
    expect(replay.json()).toEqual(first.json());
    expect(await rows(t.images, eq(t.images.unitInspectionId, inspection))).toBe(1);
    expect(blobFiles()).toBe(1);
    const bytes = await send('GET', `image/${first.json().storage_id}`);
    expect(bytes.headers).toMatchObject({ 'content-type': 'image/jpeg', 'cache-control': 'private, max-age=31536000, immutable' });
    expect(bytes.rawPayload.equals(jpeg)).toBe(true);
  });

  it('uses the client id as the key when the header is missing', async () => {
    const first = await upload(`add_unit_image/${inspection}`, { client_id: 'photo-local-0002' }, jpeg);
    const again = await upload(`add_unit_image/${inspection}`, { client_id: 'photo-local-0002' }, jpeg);
    expect(again.json().storage_id).toBe(first.json().storage_id);
    expect(blobFiles()).toBe(2);
  });

  it('refuses a text file renamed .jpg and keeps nothing of it', async () => {
    const response = await upload(`add_unit_image/${inspection}`, {}, Buffer.from('not a photo, just text\n'));
    expect(response.statusCode).toBe(415);
    expect(response.json().errors[0].field).toBe('body.file');
    expect(blobFiles()).toBe(2);
  });

  it('attaches tire photos, lists them, and deletes softly (twice is fine)', async () => {
    const added = await upload('add_tire_image', { unit_inspection_id: String(inspection), tire_id: String(tires.steerLeft) }, jpeg);
    const { storage_id } = added.json();
    const listed = (await send('GET', `get_unit_inspection_images/${inspection}`)).json();
    expect(listed).toContainEqual(expect.objectContaining({ storage_id, tire_id: tires.steerLeft, content_type: 'image/jpeg', byte_size: jpeg.length, url: `${BASE}/image/${storage_id}` }));
    const remove = () => send('DELETE', `delete_image?storageId=${storage_id}&unitInspectionId=${inspection}&tireId=${tires.steerLeft}`);
    expect((await remove()).json()).toMatchObject({ isError: false });
    expect((await remove()).statusCode).toBe(200);
    expect((await send('GET', `image/${storage_id}`)).statusCode).toBe(404);
    expect((await upload('add_tire_image', { unit_inspection_id: String(inspection), tire_id: String(INSPECTION.foreign.tire) }, jpeg)).statusCode).toBe(404);
  });
});
