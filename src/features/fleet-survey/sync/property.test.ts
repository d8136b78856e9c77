import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { FleetSurveyDb } from '../data/db';
import { addImageLocally } from '../data/image-repository';
import { addExistingUnitToSurveyLocally, addNewUnitToSurveyLocally, createSurveyLocally, updateUnitInspectionLocally } from '../data/survey-repository';
import { saveTireReadingLocally, updateTireDetailsLocally } from '../data/tire-repository';
import type { TirePlace, TireSide } from '../data/types';
import { saveUnitLocally } from '../data/unit-repository';
import type { SyncEngine } from './sync-engine';
import { FakeServer } from './test-support/fake-server';
import { faultyTransport, type Fault } from './test-support/faulty-transport';
import { wire } from './test-support/wire';
import { drain, freshIndexedDb, openTestDb, seededRandom, TestClock, testEngine } from './test-support/harness';

const SEEDS = 200;
/** Fewer: each request waits a few real milliseconds on the wire. */
const LATENCY_SEEDS = 100;
const FAULTS: Fault[] = ['drop-before', 'drop-after', '500', '503', 'duplicate', 'crash-before', 'crash-after'];
/** How often each fault was injected over all seeds: the run must really have exercised them. */
const injected = new Map<Fault, number>();

const POSITIONS: [number, TireSide, TirePlace][] = [[1, 'left', 'single'], [1, 'right', 'single'], [2, 'left', 'outer'], [2, 'left', 'inner']];

/** What the technician did, kept apart from the database: the server must end up equal to it. */
interface Model {
  surveyLocalId: string;
  units: Map<string, { unit_number: string; vin: string }>;
  inspections: Map<string, { unitLocalId: string; mileage: number | null }>;
  tires: Map<string, { inspectionLocalId: string; pressure_psi: number; brand_id?: number }>;
  images: Map<string, number>;
}

/** `latency`: requests overlap on a wire with delays, as the engine sends several at a time. */
async function runSeed(seed: number, latency: boolean) {
  const random = seededRandom(seed);
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!;
  const factory = freshIndexedDb();
  const server = new FakeServer();
  const clock = new TestClock();
  let faultsOn = true;
  let onCrash = () => {};
  const chooseFault = () => {
    if (!faultsOn || random() >= 0.35) return null;
    const fault = pick(FAULTS);
    injected.set(fault, (injected.get(fault) ?? 0) + 1);
    return fault;
  };
  const faulty = faultyTransport(server, chooseFault, () => onCrash());
  // Real timers: the interleaving of one seed may vary from run to run; the outcome may not.
  const transport = latency ? wire(faulty, seededRandom(seed + 100_000), 2) : faulty;
  let db: FleetSurveyDb = openTestDb(factory);
  let engine: SyncEngine = testEngine(db, transport, clock, random);

  /** Runs a replay; when the app "dies" mid-request, reopens the database with a new engine. */
  const guarded = async (work: () => Promise<void>) => {
    for (let run = work; ; ) {
      const crashed = new Promise<'crash'>((resolve) => (onCrash = () => resolve('crash')));
      if ((await Promise.race([run().then(() => 'done' as const), crashed])) === 'done') return;
      engine.stop();
      db.close();
      db = openTestDb(factory);
      engine = testEngine(db, transport, clock, random);
      run = () => engine.start();
    }
  };

  const survey = await createSurveyLocally(db, { locationId: 1, data: { survey_date: '07/01/2025' } });
  const model: Model = { surveyLocalId: survey.localId, units: new Map(), inspections: new Map(), tires: new Map(), images: new Map() };
  const steps = 6 + Math.floor(random() * 10);
  for (let step = 0; step < steps; step += 1) {
    const roll = random();
    const units = [...model.units.keys()];
    const inspections = [...model.inspections.keys()];
    if (roll < 0.18 || units.length === 0) {
      const data = { unit_number: `U${seed}-${step}`, vin: `V${step}` };
      const unit = await saveUnitLocally(db, { locationId: 1, data });
      model.units.set(unit.localId, data);
    } else if (roll < 0.3) {
      const localId = pick(units);
      const data = { ...model.units.get(localId)!, vin: `E${step}` };
      await saveUnitLocally(db, { localId, locationId: 1, data });
      model.units.set(localId, data);
    } else if (roll < 0.4) {
      const unitLocalId = pick(units);
      const inspection = await addExistingUnitToSurveyLocally(db, { surveyLocalId: survey.localId, unitLocalId });
      if (!model.inspections.has(inspection.localId)) model.inspections.set(inspection.localId, { unitLocalId, mileage: null });
    } else if (roll < 0.46) {
      const unit = { unit_number: `N${seed}-${step}`, vin: 'NEW' };
      const added = await addNewUnitToSurveyLocally(db, { surveyLocalId: survey.localId, locationId: 1, unit, inspection: { mileage: step } });
      model.units.set(added.unit.localId, unit);
      model.inspections.set(added.inspection.localId, { unitLocalId: added.unit.localId, mileage: step });
    } else if (roll < 0.66 && inspections.length > 0) {
      const inspectionLocalId = pick(inspections);
      const [axle_number, side, place] = pick(POSITIONS);
      const pressure_psi = 80 + step;
      const tire = await saveTireReadingLocally(db, { inspectionLocalId, data: { axle_number, side, place, pressure_psi } });
      model.tires.set(tire.localId, { ...model.tires.get(tire.localId), inspectionLocalId, pressure_psi });
    } else if (roll < 0.74 && inspections.length > 0) {
      const localId = pick(inspections);
      await updateUnitInspectionLocally(db, localId, { mileage: 1000 + step });
      model.inspections.get(localId)!.mileage = 1000 + step;
    } else if (roll < 0.78 && model.tires.size > 0) {
      const localId = pick([...model.tires.keys()]);
      await updateTireDetailsLocally(db, localId, { brand_id: step, is_retread: step % 2 === 0 });
      model.tires.get(localId)!.brand_id = step;
    } else if (roll < 0.86 && inspections.length > 0) {
      const size = 1 + Math.floor(random() * 500);
      const tires = [...model.tires.keys()];
      const tireLocalId = tires.length > 0 && random() < 0.5 ? pick(tires) : null;
      const inspectionLocalId = tireLocalId ? model.tires.get(tireLocalId)!.inspectionLocalId : pick(inspections);
      const image = await addImageLocally(db, new Blob([new Uint8Array(size)]), { ownerKind: tireLocalId ? 'tire' : 'unit', inspectionLocalId, tireLocalId });
      model.images.set(image.localId, size);
    } else {
      await guarded(() => engine.replayNow());
    }
    clock.advance(Math.floor(random() * 4000));
  }

  faultsOn = false;
  await guarded(() => engine.start());
  const left = await drain(db, engine, clock);
  return { db, server, model, left };
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
