import {
  cacheServerInspection,
  cacheServerPositions,
  cacheServerSurveys,
  cacheServerUnits,
  createFleetSurveyDb,
  type ServerPosition,
  type UnitRecord,
} from '../../src/features/fleet-survey/data';
import { TRACTOR_POSITIONS } from './tractor-positions';

function serverUnits(count: number) {
  return Array.from({ length: count }, (_, i) => ({ id: 1000 + i, version: 1, unit_number: `T${1000 + i}`, vin: null, type: 1, axle_configuration_id: 1 }));
}

function diagram(unitIndex: number): ServerPosition[] {
  return TRACTOR_POSITIONS.map((position, p) => ({
    ...position,
    reading: { id: unitIndex * 100 + p, version: 1, pressure_psi: 100 + p, tread_depth_mm: 10, wear_condition_ids: [] },
    tire: { id: 500_000 + unitIndex * 100 + p, version: 1, brand_id: 3 },
  }));
}

export interface RefreshTimes {
  unitsFirst: number;
  unitsAgain: number;
  diagramsFirst: number;
  diagramsAgain: number;
}

/**
 * What opening a location and a survey stores: a location's units as get_units lists them, then
 * each unit's inspection and axle diagram, once on a device that has none of it and once more
 * with nothing changed on the server (every later visit).
 */
async function runFieldRefresh(unitCount: number): Promise<RefreshTimes> {
  const db = createFleetSurveyDb({ name: `bench-refresh-${Date.now()}-${Math.random()}` });
  await db.open();
  const locationId = 7;
  const [survey] = await cacheServerSurveys(db, locationId, [{ id: 501, version: 1, status: 'open', survey_date: '2026-05-01' }]);
  const timed = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };
  let units: UnitRecord[] = [];
  const unitsFirst = await timed(async () => (units = await cacheServerUnits(db, locationId, serverUnits(unitCount))));
  const unitsAgain = await timed(() => cacheServerUnits(db, locationId, serverUnits(unitCount)));
  const diagrams = async () => {
    for (const [i, unit] of units.entries()) {
      const inspection = await cacheServerInspection(db, { surveyLocalId: survey!.localId, unitLocalId: unit.localId }, { unit_inspection_id: 9000 + i, version: 1, mileage: 1000 });
      await cacheServerPositions(db, inspection.localId, diagram(i));
    }
  };
  const diagramsFirst = await timed(diagrams);
  const diagramsAgain = await timed(diagrams);
  db.close();
  return { unitsFirst, unitsAgain, diagramsFirst, diagramsAgain };
}

declare global {
  interface Window {
    runFieldRefresh: typeof runFieldRefresh;
  }
}
window.runFieldRefresh = runFieldRefresh;
