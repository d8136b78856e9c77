import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SaveTireRequest } from '../../contract/fleet-survey/inspection';
import { saveTire, saveTireStepByStep } from '../../server/areas/fleet-survey/readings/reading-service';
import { lockTireTarget } from '../../server/areas/fleet-survey/readings/tire-write';
import type { Db } from '../../server/db/client';
import * as t from '../../server/db/schema';
import type { WriteTime } from '../../server/plugins/request-context';
import { loadScope, type Scope } from '../../server/tenancy';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { createInspectionFixture, INSPECTION } from '../helpers/inspection-fixture';
import { FLEET } from '../helpers/tenancy-fixture';

/**
 * save_tire has two implementations (reading-service.ts): two statements when every check
 * passes, and the step-by-step checks that name a refusal. Each case runs both on the same
 * data, each in a transaction rolled back after, and compares the answers and what was written.
 */
let database: TestDatabase;
let scope: Scope;
const time: WriteTime = { capturedAt: null, receivedAt: new Date('2024-03-10T15:00:00Z') };
const ROLLBACK = new Error('rollback');

beforeAll(async () => {
  database = await createTestDatabase();
  await createInspectionFixture(database.db);
  scope = await loadScope(database.db, { id: 6501, group: 'DLR', dealerId: FLEET.dealer1 });
});

afterAll(async () => {
  await database?.close();
});

type Write = typeof saveTire;

/** What a unit's positions hold after a write, without the generated ids. */
async function positionsOf(db: Db, unitId: number) {
  const readings = await db
    .select({
      id: t.tireReadings.id,
      tireId: t.tireReadings.tireId,
      axle: t.tireReadings.axleNumber,
      side: t.tireReadings.side,
      place: t.tireReadings.place,
      positionClass: t.tireReadings.positionClass,
      pressurePsi: t.tireReadings.pressurePsi,
      treadDepthMm: t.tireReadings.treadDepthMm,
      readAt: t.tireReadings.readAt,
      receivedAt: t.tireReadings.receivedAt,
      brandId: t.tireReadings.brandId,
      tireSizeId: t.tireReadings.tireSizeId,
      version: t.tireReadings.version,
    })
    .from(t.tireReadings)
    .where(and(eq(t.tireReadings.unitId, unitId), eq(t.tireReadings.surveyId, INSPECTION.survey)))
    .orderBy(asc(t.tireReadings.axleNumber), asc(t.tireReadings.side), asc(t.tireReadings.place));
  const wear = readings.length === 0 ? [] : await db.select().from(t.tireReadingWearConditions).where(inArray(t.tireReadingWearConditions.tireReadingId, readings.map((r) => r.id)));
  const tires = await db
    .select({ axle: t.tires.axleNumber, side: t.tires.side, place: t.tires.place, status: t.tires.status })
    .from(t.tires)
    .where(eq(t.tires.unitId, unitId))
    .orderBy(asc(t.tires.axleNumber), asc(t.tires.side), asc(t.tires.place));
  const inspections = await db.$count(t.unitInspections, and(eq(t.unitInspections.unitId, unitId), eq(t.unitInspections.surveyId, INSPECTION.survey)));
  return {
    readings: readings.map(({ id, tireId, ...reading }) => ({ ...reading, hasTire: tireId !== null, wear: wear.filter((w) => w.tireReadingId === id).map((w) => w.wearConditionId).sort() })),
    tires,
    inspections,
  };
}

/** The answer (generated ids as whether they are set) and the unit's positions after `write`, rolled back. */
async function outcome(write: Write, body: SaveTireRequest) {
  let result: unknown;
  await database.db
    .transaction(async (tx) => {
      try {
        const answer = await write(tx as unknown as Db, scope, body, time);
        result = { version: answer.version, sameInspection: answer.unit_inspection_id === INSPECTION.inspection, positions: await positionsOf(tx as unknown as Db, body.unit_id) };
      } catch (error) {
        if (error === ROLLBACK) throw error;
        result = { refused: (error as Error).constructor.name, message: (error as Error).message, details: (error as { current?: unknown }).current ?? null };
      }
      throw ROLLBACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    });
  return result;
}

const position = (unitId: number, axle: number, side: 'left' | 'right', place: 'single' | 'inner' | 'outer') => ({ survey_id: INSPECTION.survey, unit_id: unitId, axle_number: axle, side, place });

describe('save_tire in two statements and step by step', () => {
  const cases: [string, SaveTireRequest, 'written' | 'conflict'][] = [
    ['a first reading of a unit without inspection or tires', { ...position(INSPECTION.trailer, 1, 'left', 'outer'), pressure_psi: 100, tread_depth_mm: 12, wear_condition_ids: [INSPECTION.wear.cupping] }, 'written'],
    ['a new reading on the inspected unit', { ...position(INSPECTION.tractor, 3, 'right', 'outer'), pressure_psi: null, tread_depth_mm: 9.5, wear_condition_ids: [] }, 'written'],
    ['an edit of a reading at its version', { ...position(INSPECTION.tractor, 2, 'left', 'inner'), pressure_psi: 90, tread_depth_mm: 8, wear_condition_ids: [INSPECTION.wear.feathering], version: 1 }, 'written'],
    ['an edit of a reading at a stale version', { ...position(INSPECTION.tractor, 1, 'left', 'single'), pressure_psi: 90, tread_depth_mm: 8, wear_condition_ids: [], version: 7 }, 'conflict'],
    ['an edit without a version', { ...position(INSPECTION.tractor, 1, 'right', 'single'), pressure_psi: 90, tread_depth_mm: 8, wear_condition_ids: [] }, 'conflict'],
  ];

  it.each(cases)('%s: same answer, same rows', async (_name, body, expected) => {
    // Every check passes, so saveTire takes its two statements, not the steps.
    expect(await lockTireTarget(database.db, scope, body)).not.toBeNull();
    const fast = await outcome(saveTire, body);
    const steps = await outcome(saveTireStepByStep, body);
    expect(fast).toEqual(steps);
    expect(fast).toMatchObject(expected === 'conflict' ? { refused: 'VersionConflictError' } : { positions: { readings: expect.arrayContaining([expect.objectContaining({ pressurePsi: body.pressure_psi })]) } });
  });
});
