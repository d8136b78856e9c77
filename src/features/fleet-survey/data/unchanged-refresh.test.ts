import 'fake-indexeddb/auto';
import { liveQuery } from 'dexie';
import { describe, expect, it } from 'vitest';
import { openTestDb } from '../../../../tests/support/fleet-survey-sync/harness';
import { cacheServerInspection, cacheServerPositions, cacheServerRemovedTires, cacheServerSurveys, cacheServerUnits, type ServerPosition } from './server-cache';
import type { FleetSurveyDb } from './db';

const positions = (pressure: number): ServerPosition[] => [
  { axle_number: 1, side: 'left', place: 'single', reading: { id: 300, version: 6, pressure_psi: pressure, tread_depth_mm: 9, wear_condition_ids: [2, 5] }, tire: { id: 800, version: 4, brand_id: 3 } },
  { axle_number: 1, side: 'right', place: 'single', reading: { id: 301, version: 2, pressure_psi: 100, tread_depth_mm: 8, wear_condition_ids: [] }, tire: null },
];

const removal = (comments: string) => ({
  id: 40, version: 1, unit_id: 70, unit_inspection_id: 90, axle_number: 1, side: 'left' as const, place: 'single' as const,
  odometer: 1000, hours: null, tread_depth_mm: 3, comments, removal_reasons: [{ id: 2 }], wear_conditions: [],
});

/** Downloads a survey's unit, inspection, positions and removals as a field screen does when it opens. */
async function refresh(db: FleetSurveyDb, pressure = 101, comments = 'flat') {
  const [survey] = await cacheServerSurveys(db, 1, [{ id: 11, version: 1, status: 'open', survey_date: '05/01/2025' }]);
  const [unit] = await cacheServerUnits(db, 1, [{ id: 70, version: 1, unit_number: 'D-1', vin: null }]);
  const inspection = await cacheServerInspection(db, { surveyLocalId: survey!.localId, unitLocalId: unit!.localId }, { unit_inspection_id: 90, version: 3, mileage: 5 });
  const readings = await cacheServerPositions(db, inspection.localId, positions(pressure));
  await cacheServerRemovedTires(db, survey!.localId, [removal(comments)]);
  return { survey: survey!, unit: unit!, inspection, readings };
}

/** How many times a live query over every field table answers, after its first answer, while `work` runs. */
async function wakesDuring(db: FleetSurveyDb, work: () => Promise<unknown>): Promise<number> {
  let answers = 0;
  let first!: () => void;
  const firstAnswer = new Promise<void>((resolve) => (first = resolve));
  const subscription = liveQuery(() => Promise.all([db.surveys.toArray(), db.units.toArray(), db.unit_inspections.toArray(), db.tires.toArray(), db.removed_tires.toArray(), db.id_map.toArray()])).subscribe(() => {
    answers += 1;
    if (answers === 1) first();
  });
  await firstAnswer;
  await work();
  await new Promise((resolve) => setTimeout(resolve, 50));
  subscription.unsubscribe();
  return answers - 1;
}

describe('refreshing what the device holds from the server', () => {
  it('wakes no live query and keeps every record, and its time, when nothing changed', async () => {
    const db = openTestDb();
    const first = await refresh(db);
    const before = await db.tires.toArray();
    expect(await wakesDuring(db, () => refresh(db))).toBe(0);
    expect(await db.tires.toArray()).toEqual(before);
    const again = await refresh(db);
    expect(again.readings.map((r) => r.localId)).toEqual(first.readings.map((r) => r.localId));
    expect(again.inspection).toEqual(first.inspection);
  });

  it('stores a changed reading, a changed removal and their new time, and wakes the screens once each', async () => {
    const db = openTestDb();
    const first = await refresh(db);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await wakesDuring(db, () => refresh(db, 95))).toBe(1);
    const changed = await db.tires.get(first.readings[0]!.localId);
    expect(changed).toMatchObject({ serverVersion: 6, data: { pressure_psi: 95 } });
    expect(changed!.updatedAt).toBeGreaterThan(first.readings[0]!.updatedAt);
    expect((await db.tires.get(first.readings[1]!.localId))!.updatedAt).toBe(first.readings[1]!.updatedAt);
    expect(await wakesDuring(db, () => refresh(db, 95, 'cut'))).toBe(1);
    expect((await db.removed_tires.toArray()).map((r) => r.data.comments)).toEqual(['cut']);
    // survey, unit, inspection, two readings, one mounted tire, one removal: none mapped twice.
    expect(await db.id_map.count()).toBe(7);
  });

  it('keeps the order of a download, and caches a unit it lists twice once', async () => {
    const db = openTestDb();
    const units = await cacheServerUnits(db, 1, [
      { id: 72, version: 1, unit_number: 'C' },
      { id: 70, version: 1, unit_number: 'A' },
      { id: 72, version: 1, unit_number: 'C' },
      { id: 71, version: 2, unit_number: 'B' },
    ]);
    expect(units.map((u) => u.data.unit_number)).toEqual(['C', 'A', 'C', 'B']);
    expect(units[0]!.localId).toBe(units[2]!.localId);
    expect(await db.units.count()).toBe(3);
    expect(await db.id_map.count()).toBe(3);
    const again = await cacheServerUnits(db, 1, [{ id: 71, version: 3, unit_number: 'B2' }, { id: 70, version: 1, unit_number: 'A' }]);
    expect(again.map((u) => [u.localId, u.data.unit_number])).toEqual([
      [units[3]!.localId, 'B2'],
      [units[1]!.localId, 'A'],
    ]);
  });
});
