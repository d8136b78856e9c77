import {
  addExistingUnitToSurveyLocally,
  cacheServerSurveys,
  cacheServerUnits,
  createFleetSurveyDb,
  saveTireReadingLocally,
  type TirePlace,
  type TireSide,
} from '../../src/features/fleet-survey/data';

/** A tractor and trailers' worth of positions: 10 per unit, as a 6x4 tractor has. */
const POSITIONS: { axle_number: number; side: TireSide; place: TirePlace }[] = [
  { axle_number: 1, side: 'left', place: 'single' },
  { axle_number: 1, side: 'right', place: 'single' },
  ...[2, 3].flatMap((axle_number) =>
    (['left', 'right'] as TireSide[]).flatMap((side) => (['inner', 'outer'] as TirePlace[]).map((place) => ({ axle_number, side, place }))),
  ),
];

/**
 * Seeds a downloaded survey with units, then times each reading from the call (the work one
 * Enter or tap triggers) to the resolved Dexie transaction (record and outbox entry committed).
 */
async function runFieldWrites(count: number): Promise<number[]> {
  const db = createFleetSurveyDb({ name: `bench-${Date.now()}` });
  await db.open();
  const locationId = 7;
  const [survey] = await cacheServerSurveys(db, locationId, [{ id: 501, version: 1, status: 'open', survey_date: '2026-05-01' }]);
  const unitCount = Math.ceil(count / POSITIONS.length);
  const units = await cacheServerUnits(
    db,
    locationId,
    Array.from({ length: unitCount }, (_, i) => ({ id: 1000 + i, version: 1, unit_number: `T${1000 + i}`, type: 1, axle_configuration_id: 1 })),
  );
  const inspections = [];
  for (const unit of units) inspections.push(await addExistingUnitToSurveyLocally(db, { surveyLocalId: survey!.localId, unitLocalId: unit.localId }));

  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const position = POSITIONS[i % POSITIONS.length]!;
    const inspection = inspections[Math.floor(i / POSITIONS.length)]!;
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
