import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncScrapOfRemoval } from '../../server/areas/fleet-survey/removals/scrap-of-removal';
import * as t from '../../server/db/schema';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { createInspectionApp, createInspectionFixture, in32, INSPECTION } from '../helpers/inspection-fixture';
import { authHeaders } from '../helpers/sign-in';
import { FLEET, LOGINS } from '../helpers/tenancy-fixture';

let database: TestDatabase;
let app: FastifyInstance;
let dealer: Record<string, string>;
const RETREAD = 3;
const { survey, tractor, tires } = INSPECTION;

beforeAll(async () => {
  database = await createTestDatabase();
  await createInspectionFixture(database.db);
  await database.db.insert(t.removalReasons).values({ id: RETREAD, code: 'RETREAD', name: 'Pulled for retreading' });
  // The survey's dealer may open the scrap analysis.
  await database.db.insert(t.userSecurityCodes).values({ userId: 6501, code: 'TVSCRPAN' }).onConflictDoNothing();
  app = await createInspectionApp(database.db);
  dealer = await authHeaders(app, LOGINS.dealer1);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const send = (method: 'POST' | 'PUT', path: string, body: object, key?: string) =>
  app.inject({ method, url: `/api/v2/${path}`, headers: { ...dealer, ...(key ? { 'idempotency-key': key } : {}) }, payload: body });
const scrapOf = (removedTireId: number) => database.db.select().from(t.scrapRecords).where(eq(t.scrapRecords.removedTireId, removedTireId));
const usDay = (offset: number) => {
  const day = new Date(Date.now() + offset * 86_400_000);
  return `${String(day.getUTCMonth() + 1).padStart(2, '0')}/${String(day.getUTCDate()).padStart(2, '0')}/${day.getUTCFullYear()}`;
};
const scrappedInReport = async () => {
  const res = await send('POST', 'scrap_analysis_report/get_scrap_report', { account_ids: [FLEET.accountA], date_range_type: 'custom', date_from: usDay(-1), date_to: usDay(1) });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json() as { graph_header: { scrapped_tires: number }; by_removal_reason?: unknown };
};

describe('a tire removed in the field app is a scrapped tire', () => {
  const position = { survey_id: survey, unit_id: tractor, axle_number: 2, side: 'right', place: 'outer' } as const;

  it('writes one scrap record with the removal, once under replay, which the scrap analysis counts at once', async () => {
    expect((await scrappedInReport()).graph_header.scrapped_tires).toBe(0);
    const body = { ...position, removal_reason_ids: [INSPECTION.reasons.puncture], wear_condition_ids: [INSPECTION.wear.flatSpot], tread_depth_mm: in32(3), new_tire: {} };
    const first = await send('POST', 'fleet_survey/replace_tires', body, 'scrap-replace-0001');
    expect(first.statusCode, first.body).toBe(200);
    // The sync queue sends the same save again: it is answered from the first, nothing is added.
    const replay = await send('POST', 'fleet_survey/replace_tires', body, 'scrap-replace-0001');
    expect(replay.json()).toEqual(first.json());
    const { removed_tire_id } = first.json() as { removed_tire_id: number };
    const [old] = await database.db.select().from(t.tires).where(eq(t.tires.id, tires.driveRightOuter));
    const records = await scrapOf(removed_tire_id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      accountId: FLEET.accountA,
      surveyId: survey,
      dealerId: FLEET.dealer1,
      tireId: tires.driveRightOuter,
      brandId: old!.brandId,
      tireSizeId: old!.tireSizeId,
      positionClass: 'drive',
      removalReasonId: INSPECTION.reasons.puncture,
      wearConditionId: INSPECTION.wear.flatSpot,
    });
    expect(records[0]!.treadDepthMm).toBeCloseTo(in32(3)!, 3);
    // Running the rule again for the same removal (a retried transaction) keeps the one record.
    await syncScrapOfRemoval(database.db, removed_tire_id);
    expect(await scrapOf(removed_tire_id)).toHaveLength(1);
    expect((await scrappedInReport()).graph_header.scrapped_tires).toBe(1);
  });

  it('follows corrections of the removal: only "pulled for retreading" is no scrap, and undo takes the record away', async () => {
    const [removal] = await database.db.select().from(t.removedTires).where(eq(t.removedTires.unitId, tractor));
    const id = removal!.id;
    const retread = await send('PUT', 'fleet_survey/update_removed_tire', { id, version: removal!.version, removal_reason_ids: [RETREAD] });
    expect(retread.statusCode, retread.body).toBe(200);
    expect(await scrapOf(id)).toHaveLength(0);
    expect((await scrappedInReport()).graph_header.scrapped_tires).toBe(0);
    const worn = await send('PUT', 'fleet_survey/update_removed_tire', { id, version: retread.json().version, removal_reason_ids: [RETREAD, INSPECTION.reasons.wornOut] });
    expect(worn.statusCode).toBe(200);
    expect(await scrapOf(id)).toEqual([expect.objectContaining({ removalReasonId: INSPECTION.reasons.wornOut, wearConditionId: null })]);
    expect((await send('POST', 'fleet_survey/undo_tire_replace', { removed_tire_id: id })).statusCode).toBe(200);
    expect(await scrapOf(id)).toHaveLength(0);
    expect((await scrappedInReport()).graph_header.scrapped_tires).toBe(0);
  });

  it('records no scrap for a retreading pull, nor for a position without a known tire', async () => {
    const retreadPull = await send('POST', 'fleet_survey/replace_tires', { ...position, removal_reason_ids: [RETREAD], new_tire: {} });
    expect(retreadPull.statusCode, retreadPull.body).toBe(200);
    expect(await scrapOf(retreadPull.json().removed_tire_id)).toHaveLength(0);
    // The tire mounted just now has no brand or size: its removal cannot be a scrap record.
    const unknown = await send('POST', 'fleet_survey/replace_tires', { ...position, removal_reason_ids: [INSPECTION.reasons.puncture], new_tire: {} });
    expect(unknown.statusCode, unknown.body).toBe(200);
    expect(await scrapOf(unknown.json().removed_tire_id)).toHaveLength(0);
  });
});
