import type { FleetSurveyDb } from '../../../src/features/fleet-survey/data/db';
import { addImageLocally } from '../../../src/features/fleet-survey/data/image-repository';
import { addExistingUnitToSurveyLocally, addNewUnitToSurveyLocally, createSurveyLocally, updateUnitInspectionLocally } from '../../../src/features/fleet-survey/data/survey-repository';
import { saveTireReadingLocally, updateTireDetailsLocally } from '../../../src/features/fleet-survey/data/tire-repository';
import type { TirePlace, TireSide, UnitFields } from '../../../src/features/fleet-survey/data/types';
import { saveUnitLocally } from '../../../src/features/fleet-survey/data/unit-repository';
import type { SyncEngine } from '../../../src/features/fleet-survey/sync/sync-engine';
import type { TransportRequest } from '../../../src/features/fleet-survey/sync/transport';
import type { FakeAnswer } from './fake-server';
import { faultyTransport, type Fault } from './faulty-transport';
import { drain, freshIndexedDb, openTestDb, seededRandom, TestClock, testEngine } from './harness';
import { wire } from './wire';

export const FAULTS: Fault[] = ['drop-before', 'drop-after', '500', '503', 'duplicate', 'crash-before', 'crash-after'];

const POSITIONS: [number, TireSide, TirePlace][] = [[1, 'left', 'single'], [1, 'right', 'single'], [2, 'left', 'outer'], [2, 'left', 'inner']];

/** What the technician did, kept apart from the database: the server must end up equal to it. */
export interface Model {
  surveyLocalId: string;
  units: Map<string, UnitFields>;
  inspections: Map<string, { unitLocalId: string; mileage: number | null }>;
  tires: Map<string, { inspectionLocalId: string; pressure_psi: number; brand_id?: number }>;
  images: Map<string, number>;
}

/**
 * The server a schedule runs against (the fake one, or the real API in process) and the data
 * it accepts: the fake takes any unit, the real one wants a type and an axle layout, real
 * brands and real image bytes.
 */
export interface ScheduleWorld {
  server: { handle(request: TransportRequest): Promise<FakeAnswer> };
  locationId: number;
  /** Fields of a unit saved at this step (`number` is unique per seed and step). */
  unitData(number: string, vin: string): UnitFields;
  /** Brand ids update_tire_details may name. */
  brandIds: number[];
  /** A photo of about this many bytes. */
  image(size: number, random: () => number): Blob;
}

export interface ScheduleRun {
  db: FleetSurveyDb;
  model: Model;
  /** What is left in the outbox once the faults stopped and everything was replayed. */
  left: unknown[];
}

/**
 * One seeded schedule of offline edits, replays and faults (dropped requests and answers, 5xx,
 * duplicates, the app dying mid-request), then a replay without faults until nothing is left.
 * `latency`: requests overlap on a wire with delays, as the engine sends several at a time.
 */
export async function runSeededSchedule(world: ScheduleWorld, seed: number, latency: boolean, onFault: (fault: Fault) => void = () => {}): Promise<ScheduleRun> {
  const random = seededRandom(seed);
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!;
  const factory = freshIndexedDb();
  const clock = new TestClock();
  let faultsOn = true;
  let onCrash = () => {};
  const chooseFault = () => {
    if (!faultsOn || random() >= 0.35) return null;
    const fault = pick(FAULTS);
    onFault(fault);
    return fault;
  };
  const faulty = faultyTransport(world.server, chooseFault, () => onCrash());
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

  const locationId = world.locationId;
  const survey = await createSurveyLocally(db, { locationId, data: { survey_date: '07/01/2025' } });
  const model: Model = { surveyLocalId: survey.localId, units: new Map(), inspections: new Map(), tires: new Map(), images: new Map() };
  const steps = 6 + Math.floor(random() * 10);
  for (let step = 0; step < steps; step += 1) {
    const roll = random();
    const units = [...model.units.keys()];
    const inspections = [...model.inspections.keys()];
    if (roll < 0.18 || units.length === 0) {
      const data = world.unitData(`U${seed}-${step}`, `V${step}`);
      const unit = await saveUnitLocally(db, { locationId, data });
      model.units.set(unit.localId, data);
    } else if (roll < 0.3) {
      const localId = pick(units);
      const data = { ...model.units.get(localId)!, vin: `E${step}` };
      await saveUnitLocally(db, { localId, locationId, data });
      model.units.set(localId, data);
    } else if (roll < 0.4) {
      const unitLocalId = pick(units);
      const inspection = await addExistingUnitToSurveyLocally(db, { surveyLocalId: survey.localId, unitLocalId });
      if (!model.inspections.has(inspection.localId)) model.inspections.set(inspection.localId, { unitLocalId, mileage: null });
    } else if (roll < 0.46) {
      const unit = world.unitData(`N${seed}-${step}`, 'NEW');
      const added = await addNewUnitToSurveyLocally(db, { surveyLocalId: survey.localId, locationId, unit, inspection: { mileage: step } });
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
      const brand_id = world.brandIds[step % world.brandIds.length]!;
      await updateTireDetailsLocally(db, localId, { brand_id, is_retread: step % 2 === 0 });
      model.tires.get(localId)!.brand_id = brand_id;
    } else if (roll < 0.86 && inspections.length > 0) {
      const size = 1 + Math.floor(random() * 500);
      const tires = [...model.tires.keys()];
      const tireLocalId = tires.length > 0 && random() < 0.5 ? pick(tires) : null;
      const inspectionLocalId = tireLocalId ? model.tires.get(tireLocalId)!.inspectionLocalId : pick(inspections);
      const blob = world.image(size, random);
      const image = await addImageLocally(db, blob, { ownerKind: tireLocalId ? 'tire' : 'unit', inspectionLocalId, tireLocalId });
      model.images.set(image.localId, blob.size);
    } else {
      await guarded(() => engine.replayNow());
    }
    clock.advance(Math.floor(random() * 4000));
  }

  faultsOn = false;
  await guarded(() => engine.start());
  const left = await drain(db, engine, clock);
  return { db, model, left };
}
