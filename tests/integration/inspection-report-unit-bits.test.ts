import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectionReportRequest, type InspectionReportInput } from '../../contract/inspection-report';
import { resolveInspectionFilter } from '../../server/areas/inspection-report/report-filter';
import { allInspectionRows, inspectionReportPage } from '../../server/areas/inspection-report/report-repository';
import type { Db } from '../../server/db/client';
import { queryRows } from '../../server/db/query';
import { unitKindIds } from '../../server/reporting/survey-counts';
import { seedDemoFleet } from '../../server/seed/generate';
import type { Scope } from '../../server/tenancy';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

/**
 * The inspection report's units inspected and not inspected, read from the surveys' bit sets
 * (migration 0029), equal the count over every matched inspection for every range, report type,
 * surveyor, dealer and place filter, before and after writes that add, move, remove and re-date
 * what the bit sets keep, and writes that add, delete, move, re-type and restore units (the
 * live units' roll-up, migration 0030). The bit-set answer is taken with report_inspection_counts emptied (and
 * put back), so it cannot come from counting the inspections.
 */
let database: TestDatabase;
let db: Db;
const NOW = new Date('2026-11-20T00:00:00Z');
const TODAY = new Date('2026-11-20T15:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedDemoFleet(db, { scale: 0.03, now: NOW });
}, 300_000);
afterAll(async () => {
  await database?.close();
});

const ids = async (query: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(db, query)).map((row) => Number(row.id));

class Rollback extends Error {}

type Page = Awaited<ReturnType<typeof inspectionReportPage>>;

/** The page as the report answers it, with no per-inspection count to read. */
async function withoutInspectionCounts(read: (tx: Db) => Promise<Page>): Promise<Page> {
  let page: Page | undefined;
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`delete from report_inspection_counts`);
      page = await read(tx as unknown as Db);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return page!;
}

/** Compares every scope and body; answers how many comparisons counted any inspected unit. */
async function compare(scopes: Scope[], bodies: InspectionReportInput[]): Promise<number> {
  let counted = 0;
  for (const scope of scopes) {
    for (const input of bodies) {
      const body = inspectionReportRequest.parse(input);
      const filter = await resolveInspectionFilter(db, scope, body, TODAY);
      const query = { reportType: body.report_type, orderBy: body.order_by, desc: body.is_sort_desc };
      const direct = await inspectionReportPage(db, filter, query, body, { direct: true });
      const fromBits = await withoutInspectionCounts((tx) => inspectionReportPage(tx, filter, query, body));
      expect(fromBits, JSON.stringify({ scope, input })).toEqual(direct);
      if (direct.summary.inspected_units > 0) counted += 1;
    }
  }
  return counted;
}

describe('inspection report units from the surveys’ bit sets', () => {
  it('counts the units inspected and not inspected as every matched inspection does, for every range and filter', async () => {
    const [largest, second] = await ids(sql`select account_id as id from surveys group by 1 order by count(*) desc, 1 limit 2`);
    const locations = await ids(sql`select id from fleet_locations where account_id = ${largest!} order by id`);
    const [state] = await queryRows<{ country: string; state: string }>(db, sql`select country, state from fleet_locations where id = ${locations[0]!}`);
    const [dealer] = await ids(sql`select dealer_id as id from surveys where account_id = ${largest!} and dealer_id is not null group by 1 order by count(*) desc limit 1`);
    const dealerAccounts = await ids(sql`select distinct account_id as id from surveys where dealer_id = ${dealer!} order by 1`);
    const surveyors = await ids(sql`select survey_by_user_id as id from surveys where account_id = ${largest!} group by 1 order by count(*) desc limit 2`);
    const scopes: Scope[] = [
      { kind: 'staff' },
      { kind: 'customer', accountIds: [largest!, second!], openAccountIds: [second!], locationIds: locations.filter((_, index) => index % 2 === 0) },
      { kind: 'dealer', dealerId: dealer!, accountIds: dealerAccounts },
    ];
    const bodies: InspectionReportInput[] = [];
    for (const report_type of ['all', 'exceptions', 'trailer_readiness'] as const) {
      bodies.push(
        { report_type },
        { report_type, date_range_type: 'year_to_date' },
        { report_type, date_range_type: 'custom', date_from: '01/01/2025', date_to: '12/31/2025' },
        { report_type, date_range_type: 'custom', date_from: '03/01/2026', date_to: '03/31/2026' },
        { report_type, date_range_type: 'year_to_date', survey_by_user_ids: surveyors.slice(0, 1) },
      );
    }
    bodies.push(
      { date_range_type: 'custom', date_from: '06/01/2025', date_to: '11/20/2026', survey_by_user_ids: surveyors },
      { date_range_type: 'year_to_date', include_local_books: false },
      { date_range_type: 'custom', date_from: '01/01/2025', date_to: '12/31/2025', country: state!.country, states: [state!.state] },
      { date_range_type: 'year_to_date', location_ids: locations.filter((_, index) => index % 2 === 0).slice(0, 2) },
      { date_range_type: 'year_to_date', account_types: [2, 4] },
    );
    const before = await compare(scopes, bodies);
    expect(before).toBeGreaterThan(scopes.length * 10);

    // A foreign account and a dealer that made no survey see nothing, from either count.
    const foreign: Scope[] = [
      { kind: 'customer', accountIds: [999_999], openAccountIds: [999_999], locationIds: [] },
      { kind: 'dealer', dealerId: 999_999, accountIds: [largest!] },
    ];
    expect(await compare(foreign, [{}, { date_range_type: 'custom', date_from: '01/01/2025', date_to: '12/31/2025' }])).toBe(0);

    // A unit surveyed at a second place (counted once), a unit moved and one removed, an
    // inspection removed, a survey re-dated and one removed.
    const [unit, moved, removed] = await ids(sql`select distinct unit_id as id from unit_inspections order by 1 limit 3`);
    const [other] = await queryRows<{ id: number; account_id: number }>(
      db,
      sql`select fl.id, fl.account_id from fleet_locations fl join units u on u.account_id = fl.account_id and u.id = ${unit!} where fl.id <> u.fleet_location_id limit 1`,
    );
    const [survey] = await ids(sql`insert into surveys (account_id, fleet_location_id, survey_by_user_id, survey_date)
      values (${other!.account_id}, ${other!.id}, (select min(id) from users), ${new Date('2025-07-19T10:00:00Z')}) returning id`);
    await db.execute(sql`insert into unit_inspections (survey_id, unit_id, inspected_at) values (${survey!}, ${unit!}, now())`);
    await db.execute(sql`update units set fleet_location_id = ${other!.id} where id = ${moved!} and account_id = ${other!.account_id}`);
    await db.execute(sql`update units set deleted_at = now() where id = ${removed!}`);
    await db.execute(sql`delete from unit_inspections where id = (select max(id) from unit_inspections where survey_id <> ${survey!})`);
    await db.execute(sql`update surveys set survey_date = survey_date - interval '400 days' where id = (select max(id) from surveys where id <> ${survey!})`);
    await db.execute(sql`update surveys set deleted_at = now() where id = (select max(id) - 1 from surveys where id <> ${survey!})`);
    expect(await compare(scopes, bodies)).toBeGreaterThan(scopes.length * 10);

    // The live units the report reads rolled up (report_live_unit_words): units added, one of
    // them deleted, a surveyed unit moved to another location of its account, one given a
    // trailer type where it was a tractor's or the other way round, and one restored.
    const added = await ids(sql`insert into units (account_id, fleet_location_id, unit_type_id, unit_number)
      select account_id, fleet_location_id, unit_type_id, unit_number || '-added' from units
      where deleted_at is null and fleet_location_id = any(${`{${locations.join(',')}}`}::int[]) order by id limit 3 returning id`);
    await db.execute(sql`delete from units where id = ${added[0]!}`);
    const [relocated, retyped] = await ids(sql`select distinct ui.unit_id as id from unit_inspections ui join units u on u.id = ui.unit_id
      where u.deleted_at is null and u.account_id = ${largest!} and u.id <> ${moved!} order by 1 desc limit 2`);
    await db.execute(sql`update units set fleet_location_id = (select min(fl.id) from fleet_locations fl join units u on u.account_id = fl.account_id
      where u.id = ${relocated!} and fl.id <> u.fleet_location_id) where id = ${relocated!}`);
    const { trucks, trailers } = await unitKindIds(db);
    const [type] = await ids(sql`select unit_type_id as id from units where id = ${retyped!}`);
    const otherType = trucks.includes(type!) ? trailers[0]! : trucks[0]!;
    await db.execute(sql`update units set unit_type_id = ${otherType} where id = ${retyped!}`);
    await db.execute(sql`update units set deleted_at = null where id = ${removed!}`);
    expect(await compare(scopes, bodies)).toBeGreaterThan(scopes.length * 10);
  });
});

/**
 * The list selects its surveys from the copies of their columns in report_survey_counts
 * (migration 0031): after a survey is re-dated, removed, restored, given another surveyor or
 * dealer or moved, it lists the surveys (and sums the counts) the surveys themselves select.
 */
describe('inspection report surveys from the reporting layer’s copies of their columns', () => {
  const YEAR = { date_range_type: 'custom', date_from: '01/01/2025', date_to: '12/31/2025' } as const;
  const FROM = new Date('2025-01-01T00:00:00Z');
  const TO = new Date('2026-01-01T00:00:00Z');

  /** The survey ids and tires the list answers, and those the surveys select by hand. */
  async function listedAndRaw(scope: Scope, input: InspectionReportInput, raw: ReturnType<typeof sql>) {
    const body = inspectionReportRequest.parse(input);
    const filter = await resolveInspectionFilter(db, scope, body, TODAY);
    const { summary, rows } = await allInspectionRows(db, filter, { reportType: body.report_type, orderBy: body.order_by, desc: body.is_sort_desc });
    const expected = await queryRows<{ id: number; tires: number }>(
      db,
      sql`select s.id, (select count(*)::int from tire_readings tr join unit_inspections ui on ui.id = tr.unit_inspection_id where ui.survey_id = s.id) as tires
        from surveys s where s.deleted_at is null and s.survey_date >= ${FROM} and s.survey_date < ${TO} and ${raw} order by s.id`,
    );
    return {
      listed: rows.map((row) => row.survey_id).sort((a, b) => a - b),
      tires: summary.tires,
      raw: expected.map((row) => Number(row.id)),
      rawTires: expected.reduce((sum, row) => sum + Number(row.tires), 0),
    };
  }

  it('lists the surveys the raw rows select after surveys are re-dated, removed, restored and given another surveyor, dealer or place', async () => {
    const [account] = await ids(sql`select account_id as id from surveys group by 1 order by count(*) desc limit 1`);
    const [surveyor, otherSurveyor] = await ids(sql`select survey_by_user_id as id from surveys where account_id = ${account!} group by 1 order by count(*) desc limit 2`);
    const [dealer] = await ids(sql`select dealer_id as id from surveys where account_id = ${account!} and dealer_id is not null group by 1 order by count(*) desc limit 1`);
    const dealerScope: Scope = { kind: 'dealer', dealerId: dealer!, accountIds: await ids(sql`select distinct account_id as id from surveys where dealer_id = ${dealer!} order by 1`) };
    const check = async () => {
      const cases = [
        await listedAndRaw({ kind: 'staff' }, YEAR, sql`true`),
        await listedAndRaw({ kind: 'staff' }, { ...YEAR, survey_by_user_ids: [surveyor!] }, sql`s.survey_by_user_id = ${surveyor!}`),
        await listedAndRaw(dealerScope, YEAR, sql`s.dealer_id = ${dealer!} and s.account_id = any(${`{${dealerScope.accountIds.join(',')}}`}::int[])`),
      ];
      for (const { listed, raw, tires, rawTires } of cases) {
        expect(listed).toEqual(raw);
        expect(tires).toBe(rawTires);
      }
      return cases.map((entry) => entry.listed.length);
    };
    const before = await check();
    expect(Math.min(...before)).toBeGreaterThan(0);

    // Surveys of the year, each changed in one way the list filters on.
    const year = await ids(sql`select id from surveys where deleted_at is null and survey_date >= ${FROM} and survey_date < ${TO}
      and account_id = ${account!} and survey_by_user_id = ${surveyor!} and dealer_id = ${dealer!} order by id limit 6`);
    expect(year.length).toBe(6);
    const [outOfYear, intoYear] = await ids(sql`select id from surveys where deleted_at is null and survey_date >= ${TO} and account_id = ${account!} order by id limit 2`);
    await db.execute(sql`update surveys set survey_date = survey_date + interval '2 years' where id = ${year[0]!}`);
    await db.execute(sql`update surveys set survey_date = ${new Date('2025-06-15T12:00:00Z')} where id = ${intoYear!}`);
    await db.execute(sql`update surveys set deleted_at = now() where id = ${year[1]!}`);
    await db.execute(sql`update surveys set deleted_at = now() where id = ${outOfYear!}`);
    await db.execute(sql`update surveys set survey_date = ${new Date('2025-03-01T08:00:00Z')}, deleted_at = null where id = ${outOfYear!}`);
    await db.execute(sql`update surveys set survey_by_user_id = ${otherSurveyor!} where id = ${year[2]!}`);
    await db.execute(sql`update surveys set dealer_id = null where id = ${year[3]!}`);
    await db.execute(sql`update surveys set fleet_location_id = (select min(fl.id) from fleet_locations fl where fl.account_id = ${account!} and fl.id <> surveys.fleet_location_id)
      where id = ${year[4]!}`);
    await db.execute(sql`delete from surveys where id = ${year[5]!}`);
    const after = await check();
    expect(after).not.toEqual(before);
  });
});
