import 'fake-indexeddb/auto';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNull, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema';
import type { TransportRequest } from '../../src/features/fleet-survey/sync/transport';
import type { FakeAnswer } from '../support/fleet-survey-sync/fake-server';
import type { Fault } from '../support/fleet-survey-sync/faulty-transport';
import { FAULTS, runSeededSchedule, type ScheduleWorld } from '../support/fleet-survey-sync/seeded-schedule';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { createInspectionApp, createInspectionFixture, INSPECTION, tinyJpeg } from '../helpers/inspection-fixture';
import { authHeaders } from '../helpers/sign-in';
import { FLEET, LOGINS } from '../helpers/tenancy-fixture';

/**
 * The sync engine's seeded schedules of edits and faults (src/features/fleet-survey/sync/
 * property.test.ts runs them against the fake server) against the real API in process, so the
 * fake cannot drift from the real server: once the faults stop, every change is on the server
 * once (0 lost, 0 duplicated) and nothing waits for the user (0 conflicts dropped or left).
 * SYNC_SEEDS schedules (24 in `npm test`; `npm run sync:real` runs 1,000), on PGlite, a third
 * of them with requests overlapping on the wire.
 */
const SEEDS = Number(process.env.SYNC_SEEDS ?? 24);
const LOCATION = FLEET.locationsA[0];

let database: TestDatabase;
let app: FastifyInstance;
let headers: Record<string, string>;
const injected = new Map<Fault, number>();

beforeAll(async () => {
  database = await createTestDatabase();
  await createInspectionFixture(database.db);
  app = await createInspectionApp(database.db);
  headers = await authHeaders(app, LOGINS.dealer1);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** The engine's requests go to Fastify in process, as the browser's would over HTTP. */
async function handle(request: TransportRequest): Promise<FakeAnswer> {
  const sent: Record<string, string> = { ...headers, ...request.headers };
  let payload: string | Buffer | undefined;
  if (request.body instanceof FormData) {
    const encoded = new Request('http://portal.invalid/', { method: 'POST', body: request.body });
    payload = Buffer.from(await encoded.arrayBuffer());
    sent['content-type'] = encoded.headers.get('content-type')!;
  } else if (request.body !== undefined) {
    payload = JSON.stringify(request.body);
    sent['content-type'] = 'application/json';
  }
  const res = await app.inject({ method: request.method, url: `/api/v2/${request.url}`, headers: sent, payload });
  let body: unknown;
  try {
    body = res.json();
  } catch {
    body = null;
  }
  return { status: res.statusCode, body, replayed: res.headers['idempotent-replayed'] === 'true' };
}

const realWorld: ScheduleWorld = {
  server: { handle },
  locationId: LOCATION,
  unitData: (unit_number, vin) => ({ unit_number, vin, type: 1, axle_configuration_id: INSPECTION.configurations.tractor }),
  brandIds: [INSPECTION.brands.own, INSPECTION.brands.other],
  // A real JPEG, padded to the size the schedule asked for.
  image: (size) => new Blob([new Uint8Array(Buffer.concat([tinyJpeg(), Buffer.alloc(size)]))], { type: 'image/jpeg' }),
};

async function checkSeed(seed: number, latency: boolean) {
  const context = `seed ${seed}${latency ? ' with latency' : ''}`;
  const { db, model, left } = await runSeededSchedule(realWorld, seed, latency, (fault) => injected.set(fault, (injected.get(fault) ?? 0) + 1));
  expect(left, context).toEqual([]);
  const surveyId = (await db.surveys.get(model.surveyLocalId))!.serverId as number;
  expect(surveyId, context).toEqual(expect.any(Number));
  const serverIdOf = async (table: 'units' | 'unit_inspections' | 'tires' | 'images', localId: string) => {
    const record = await db.table(table).get(localId);
    expect(record?.syncState, `${context}: ${table} ${localId}`).toBe('synced');
    return record.serverId as number;
  };
  const { db: server } = database;

  // Units: each one the technician made exists once, with the last values sent.
  const units = await server
    .select({ id: t.units.id, unitNumber: t.units.unitNumber, vin: t.units.vin })
    .from(t.units)
    .where(and(eq(t.units.fleetLocationId, LOCATION), isNull(t.units.deletedAt), or(like(t.units.unitNumber, `U${seed}-%`), like(t.units.unitNumber, `N${seed}-%`))));
  expect(units.length, `${context}: units`).toBe(model.units.size);
  for (const [localId, data] of model.units) {
    const id = await serverIdOf('units', localId);
    expect(units.find((u) => u.id === id), context).toMatchObject({ unitNumber: data.unit_number, vin: data.vin });
  }

  const inspections = await server.select().from(t.unitInspections).where(eq(t.unitInspections.surveyId, surveyId));
  expect(inspections.length, `${context}: inspections`).toBe(model.inspections.size);
  for (const [localId, expected] of model.inspections) {
    const id = await serverIdOf('unit_inspections', localId);
    const inspection = inspections.find((i) => i.id === id);
    expect(inspection?.unitId, context).toBe(await serverIdOf('units', expected.unitLocalId));
    expect(inspection?.mileage ?? null, context).toBe(expected.mileage);
  }

  const readings = await server.select().from(t.tireReadings).where(eq(t.tireReadings.surveyId, surveyId));
  expect(readings.length, `${context}: readings`).toBe(model.tires.size);
  for (const [localId, expected] of model.tires) {
    const record = (await db.tires.get(localId))!;
    const reading = readings.find((r) => r.tireId === record.tireServerId);
    expect(reading, context).toMatchObject({ pressurePsi: expected.pressure_psi, unitInspectionId: await serverIdOf('unit_inspections', expected.inspectionLocalId) });
    const [tire] = await server.select({ brandId: t.tires.brandId, version: t.tires.version }).from(t.tires).where(eq(t.tires.id, record.tireServerId!));
    if (expected.brand_id !== undefined) expect(tire?.brandId, context).toBe(expected.brand_id);
    expect(record.tireVersion, context).toBe(tire?.version);
  }

  const inspectionIds = inspections.map((i) => i.id);
  const photos = inspectionIds.length === 0 ? [] : await server.select().from(t.images).where(and(inArray(t.images.unitInspectionId, inspectionIds), isNull(t.images.deletedAt)));
  expect(photos.length, `${context}: photos`).toBe(model.images.size);
  for (const [localId, size] of model.images) {
    const storageId = (await db.images.get(localId))!.storageId!;
    expect(photos.find((p) => p.storageId === storageId)?.byteSize, context).toBe(size);
  }
  db.close();
}

describe.runIf(process.env.TEST_DB !== 'postgres')('the sync engine against the real API (Fastify on PGlite)', () => {
  it(`converges for ${SEEDS} seeded schedules of edits and faults: nothing lost, nothing twice, no conflict left`, async () => {
    for (let seed = 1; seed <= SEEDS; seed += 1) await checkSeed(seed, seed % 3 === 0);
    // The run must really have exercised every fault.
    for (const fault of FAULTS) expect(injected.get(fault) ?? 0, fault).toBeGreaterThan(0);
    console.log(`sync against the real API: ${SEEDS} schedules, faults injected ${JSON.stringify(Object.fromEntries(injected))}`);
  }, 1_800_000);
});
