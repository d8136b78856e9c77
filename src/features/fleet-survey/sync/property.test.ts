import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { FakeServer } from '../../../../tests/support/fleet-survey-sync/fake-server';
import type { Fault } from '../../../../tests/support/fleet-survey-sync/faulty-transport';
import { FAULTS, runSeededSchedule, type ScheduleWorld } from '../../../../tests/support/fleet-survey-sync/seeded-schedule';

const SEEDS = 200;
/** Fewer: each request waits a few real milliseconds on the wire. */
const LATENCY_SEEDS = 100;
/** How often each fault was injected over all seeds: the run must really have exercised them. */
const injected = new Map<Fault, number>();

/** The fake server takes any unit, brand or photo bytes. */
const fakeWorld = (server: FakeServer): ScheduleWorld => ({
  server,
  locationId: 1,
  unitData: (unit_number, vin) => ({ unit_number, vin }),
  brandIds: Array.from({ length: 20 }, (_, i) => i),
  image: (size) => new Blob([new Uint8Array(size)]),
});

async function runSeed(seed: number, latency: boolean) {
  const server = new FakeServer();
  const run = await runSeededSchedule(fakeWorld(server), seed, latency, (fault) => injected.set(fault, (injected.get(fault) ?? 0) + 1));
  return { ...run, server };
}

async function checkSeed(seed: number, latency = false) {
  const { db, server, model, left } = await runSeed(seed, latency);
  const context = `seed ${seed}${latency ? ' with latency' : ''}`;
  expect(left, context).toEqual([]);
  const serverIdOf = async (table: 'units' | 'unit_inspections' | 'tires' | 'images', localId: string) => {
    const record = await db.table(table).get(localId);
    expect(record?.serverId, `${context}: ${table} ${localId} has its server id`).not.toBeNull();
    expect(record.syncState, context).toBe('synced');
    return record.serverId as number;
  };

  expect(server.liveRows('surveys'), context).toHaveLength(1);
  expect(server.liveRows('units'), context).toHaveLength(model.units.size);
  for (const [localId, data] of model.units) {
    expect(server.tables.units.get(await serverIdOf('units', localId)), context).toMatchObject(data);
  }
  expect(server.liveRows('inspections'), context).toHaveLength(model.inspections.size);
  for (const [localId, expected] of model.inspections) {
    const row = server.tables.inspections.get(await serverIdOf('unit_inspections', localId))!;
    expect(row.unit_id, context).toBe(await serverIdOf('units', expected.unitLocalId));
    expect(row.mileage ?? null, context).toBe(expected.mileage);
  }
  expect(server.liveRows('readings'), context).toHaveLength(model.tires.size);
  for (const [localId, expected] of model.tires) {
    const row = server.tables.readings.get(await serverIdOf('tires', localId))!;
    expect(row, context).toMatchObject({ pressure_psi: expected.pressure_psi, unit_inspection_id: await serverIdOf('unit_inspections', expected.inspectionLocalId) });
  }
  expect(server.liveRows('mountedTires'), context).toHaveLength(model.tires.size);
  for (const [localId, expected] of model.tires) {
    const record = await db.tires.get(localId);
    const tire = server.tables.mountedTires.get(record!.tireServerId!)!;
    expect(tire.brand_id, context).toBe(expected.brand_id);
    expect(record!.tireVersion, context).toBe(tire.version);
  }
  expect(server.liveRows('images'), context).toHaveLength(model.images.size);
  for (const [localId, size] of model.images) {
    const storageId = (await db.images.get(localId))!.storageId!;
    expect(server.tables.images.get(storageId)?.byte_size, context).toBe(size);
  }
  db.close();
}

describe('property: any schedule of edits and faults converges once the faults stop', () => {
  it(`holds for ${SEEDS} seeded schedules`, async () => {
    for (let seed = 1; seed <= SEEDS; seed += 1) await checkSeed(seed);
    for (const fault of FAULTS) expect(injected.get(fault) ?? 0, fault).toBeGreaterThan(30);
  }, 60_000);

  it(`holds for ${LATENCY_SEEDS} seeded schedules whose requests overlap on the wire`, async () => {
    for (let seed = 1; seed <= LATENCY_SEEDS; seed += 1) await checkSeed(seed, true);
  }, 120_000);
});
