import {
  addExistingUnitToSurveyLocally,
  cacheServerSurveys,
  cacheServerUnits,
  createFleetSurveyDb,
  saveTireReadingLocally,
} from '../../src/features/fleet-survey/data';
import { TRACTOR_POSITIONS } from './tractor-positions';

/**
 * Seeds a downloaded survey with units, then times each reading from the call (the work one
 * Enter or tap triggers) to the resolved Dexie transaction (record and outbox entry committed).
 */
async function runFieldWrites(count: number): Promise<number[]> {
  const db = createFleetSurveyDb({ name: `bench-${Date.now()}` });
  await db.open();
  const locationId = 7;
  const [survey] = await cacheServerSurveys(db, locationId, [{ id: 501, version: 1, status: 'open', survey_date: '2026-05-01' }]);
  const unitCount = Math.ceil(count / TRACTOR_POSITIONS.length);
  const units = await cacheServerUnits(
    db,
    locationId,
    Array.from({ length: unitCount }, (_, i) => ({ id: 1000 + i, version: 1, unit_number: `T${1000 + i}`, type: 1, axle_configuration_id: 1 })),
  );
  const inspections = [];
  for (const unit of units) inspections.push(await addExistingUnitToSurveyLocally(db, { surveyLocalId: survey!.localId, unitLocalId: unit.localId }));

  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const position = TRACTOR_POSITIONS[i % TRACTOR_POSITIONS.length]!;
    const inspection = inspections[Math.floor(i / TRACTOR_POSITIONS.length)]!;
    const started = performance.now();
    await saveTireReadingLocally(db, { inspectionLocalId: inspection.localId, data: { ...position, pressure_psi: 95 + (i % 20), tread_depth_mm: 8 + (i % 9), wear_condition_ids: [] } });
    samples.push(performance.now() - started);
  }
  const outbox = await db.outbox.count();
  db.close();
  if (outbox !== count + unitCount) throw new Error(`expected ${count + unitCount} outbox entries, found ${outbox}`);
  return samples;
}

declare global {
  interface Window {
    runFieldWrites: typeof runFieldWrites;
  }
}
window.runFieldWrites = runFieldWrites;
