import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { queryRows } from '../../server/db/query';
import { rebuildReporting, refreshAllChanges, refreshNarrowChanges } from '../../server/reporting/refresh';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { snapshotAggregates } from '../helpers/reporting-snapshot';
import { createTenancyFixture, FLEET } from '../helpers/tenancy-fixture';
import { createWearFixture, WEAR } from '../helpers/wear-fixture';
import { tireWearProjections } from '../../server/reporting/tire-wear-projection';

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await createTenancyFixture(db);
  await createWearFixture(db);
  await refreshAllChanges(db);
});
afterAll(async () => {
  await database?.close();
});

interface WearRow extends Record<string, unknown> {
  tire_id: number;
  is_measured: boolean;
  readings: number;
  tread_lost_mm: number | null;
  distance_mi: number | null;
  miles_per_day: number | null;
  min_tread_mm: number;
  projected_pull_at: Date | null;
  cost_per_mile: number | null;
  unit_id: number;
  position_class: string;
}

const rows = async () =>
  new Map(
    (await queryRows<WearRow>(db, sql`select * from report_tire_wear order by tire_id`)).map((row) => [
      Number(row.tire_id),
      { ...row, projected_pull_at: row.projected_pull_at ? new Date(row.projected_pull_at).toISOString() : null },
    ]),
  );

describe('wear-rate aggregate', () => {
  it('keeps per tire the tread lost over the miles its current unit ran, its pull date and cost per mile, as worked out by hand', async () => {
    const wear = await rows();
    const { t1, t2, t3, t4, t5, t6, tb } = WEAR.tires;
    // T1: 2 mm over 8,000 mi = 0.00025 mm/mi; 10 mm to the 4 mm minimum = 40,000 mi at 200 mi/day = 200 days after Feb 10.
    expect(wear.get(t1)).toMatchObject({ is_measured: true, readings: 3, tread_lost_mm: 2, distance_mi: 8000, miles_per_day: 200, min_tread_mm: 4, projected_pull_at: '2024-08-28T15:00:00.000Z' });
    // $400 over (20 − 4) mm / 0.00025 mm/mi = 64,000 mi.
    expect(wear.get(t1)!.cost_per_mile).toBeCloseTo(0.00625, 10);
    // T2: 3 mm over 8,000 mi; 8 mm left = 21,333 mi = 106 2/3 days; $400 over 42,667 mi.
    expect(wear.get(t2)).toMatchObject({ is_measured: true, readings: 2, tread_lost_mm: 3, distance_mi: 8000, projected_pull_at: '2024-05-27T07:00:00.000Z' });
    expect(wear.get(t2)!.cost_per_mile).toBeCloseTo(0.009375, 10);
    // T3: one reading: kept, not measured, without a projection.
    expect(wear.get(t3)).toMatchObject({ is_measured: false, readings: 1, tread_lost_mm: null, distance_mi: null, projected_pull_at: null, cost_per_mile: null });
    // T4: the reading without tread is left out: 1 mm over 4,000 mi; 16 mm to 3 mm = 64,000 mi = 320 days after Jan 21; $500 / 88,000 mi.
    expect(wear.get(t4)).toMatchObject({ is_measured: true, readings: 2, tread_lost_mm: 1, distance_mi: 4000, min_tread_mm: 3, projected_pull_at: '2024-12-06T15:00:00.000Z' });
    expect(wear.get(t4)!.cost_per_mile).toBeCloseTo(500 / 88000, 10);
    // T5: 3 mm over 6,000 mi on U2 (200 mi/day); 16 mm left = 32,000 mi = 160 days after Jan 31; $300 / 42,000 mi.
    expect(wear.get(t5)).toMatchObject({ is_measured: true, tread_lost_mm: 3, distance_mi: 6000, miles_per_day: 200, projected_pull_at: '2024-07-09T15:00:00.000Z' });
    expect(wear.get(t5)!.cost_per_mile).toBeCloseTo(300 / 42000, 10);
    // T6: moved from U2 to U1: only its two readings on U1 count (18 → 17 over 4,000 mi); 14 mm left = 56,000 mi = 280 days.
    expect(wear.get(t6)).toMatchObject({ is_measured: true, readings: 2, tread_lost_mm: 1, distance_mi: 4000, unit_id: FLEET.unitsA[0], projected_pull_at: '2024-11-16T15:00:00.000Z' });
    expect(wear.get(t6)!.cost_per_mile).toBeCloseTo(300 / 84000, 10);
    // BOREAL's tire: 6 mm over 2,000 mi; already projected past the horizon? No: 6 mm left at 0.003 mm/mi = 2,000 mi at 100 mi/day = 20 days.
    expect(wear.get(tb)).toMatchObject({ is_measured: true, tread_lost_mm: 6, distance_mi: 2000, miles_per_day: 100, projected_pull_at: '2024-02-10T15:00:00.000Z' });
  });

  it('answers single tires\' projections for the inspection detail, only within the scope', async () => {
    const { t2, t3, tb } = WEAR.tires;
    const customerA = { kind: 'customer', accountIds: [FLEET.accountA], openAccountIds: [FLEET.accountA], locationIds: [] } as const;
    const answer = await tireWearProjections(db, customerA, [t2, t3, tb]);
    // T2: 3 mm per 8,000 mi = 3.75 mm per 10,000 mi; BOREAL's tire is not ALPHA's to see.
    expect(answer).toEqual([
      { tire_id: t2, is_measured: true, wear_mm_per_10k_mi: 3.75, projected_pull_date: '2024-05-27', cost_per_mile: expect.closeTo(0.009375, 10) },
      { tire_id: t3, is_measured: false, wear_mm_per_10k_mi: null, projected_pull_date: null, cost_per_mile: null },
    ]);
  });

  it('follows every write before the next report and stays equal to a rebuild from the raw rows', async () => {
    const { t1, t3, t5 } = WEAR.tires;
    // A second reading makes T3 measured: 21 → 20 over the 4,000 mi to Jan 21.
    const [inspection] = await queryRows<{ id: number }>(db, sql`select id from unit_inspections where survey_id = ${WEAR.surveys.s2} and unit_id = ${FLEET.unitsA[0]}`);
    await db.execute(sql`insert into tire_readings (unit_inspection_id, survey_id, unit_id, tire_id, axle_number, side, place, position_class, tread_depth_mm, read_at)
      values (${inspection!.id}, ${WEAR.surveys.s2}, ${FLEET.unitsA[0]}, ${t3}, 2, 'left', 'inner', 'drive', 20, '2024-01-21T15:00:00Z')`);
    // U2's last odometer corrected: T5 ran 8,000 mi; the unit 8,000 mi in 30 days.
    await db.execute(sql`update unit_inspections set mileage = 58000 where survey_id = ${WEAR.surveys.u2b}`);
    // T1's last reading removed: 1 mm over 4,000 mi.
    await db.execute(sql`delete from tire_readings where tire_id = ${t1} and survey_id = ${WEAR.surveys.s3}`);
    await db.execute(sql`update units set vocation_id = 2 where id = ${FLEET.unitsA[0]}`);
    await refreshNarrowChanges(db);
    const wear = await rows();
    expect(wear.get(t3)).toMatchObject({ is_measured: true, tread_lost_mm: 1, distance_mi: 4000 });
    expect(wear.get(t5)).toMatchObject({ tread_lost_mm: 3, distance_mi: 8000 });
    expect(wear.get(t5)!.miles_per_day).toBeCloseTo(8000 / 30, 10);
    expect(wear.get(t1)).toMatchObject({ tread_lost_mm: 1, distance_mi: 4000, vocation_id: 2 });

    // A product's price and a spec are broad: the background refresh brings them.
    await db.execute(sql`update products set price = 800 where id = ${WEAR.steerProduct}`);
    await db.execute(sql`update location_specs set min_tread_depth_mm = 5 where position_class = 'steer'`);
    await refreshAllChanges(db);
    expect((await rows()).get(t1)!.cost_per_mile).toBeCloseTo(800 / ((20 - 5) / 0.00025), 10);

    const maintained = await snapshotAggregates(db);
    await rebuildReporting(db);
    expect(maintained.tireWear.length).toBe(7);
    expect(await snapshotAggregates(db)).toEqual(maintained);
  });

  it('fills the wear roll-ups of a database upgraded to them from the wear_rollup_account entries its migration logs', async () => {
    await rebuildReporting(db);
    const rebuilt = await snapshotAggregates(db);
    expect(rebuilt.wearProducts.length).toBeGreaterThan(2);
    // As migration 0018 leaves an existing database: empty roll-ups and one entry per account with wear rows.
    await db.execute(sql`truncate report_wear_location_products, report_wear_products`);
    await db.execute(sql`insert into report_changes (kind, key) select 'wear_rollup_account', a.id from accounts a where exists (select 1 from report_tire_wear w where w.account_id = a.id)`);
    expect(await refreshNarrowChanges(db)).toBe(0);
    await refreshAllChanges(db);
    expect(await snapshotAggregates(db)).toEqual(rebuilt);
  });
});

