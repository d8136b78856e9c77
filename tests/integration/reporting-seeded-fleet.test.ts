import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { queryRows } from '../../server/db/query';
import { countCtes } from '../../server/reporting/crossing-counts';
import { unitKindIds } from '../../server/reporting/survey-counts';
import { torqueStatus } from '../../contract/torque-summary';
import { seedDemoFleet } from '../../server/seed/generate';
import { anyOf } from '../../server/tenancy';
import { LEVEL_CODE, pressureLevelSql, SPEC, SPEC_CTES, specJoinsSql, tireAgeLevelSql, tireAgeYearsSql, treadLevelSql } from '../../server/tire-exceptions/level-sql';
import type { WearRateFilters, WearRateRow } from '../../contract/product-wear-rate';
import { availableTires, searchList } from '../../server/areas/product-wear-rate/search-repository';
import { wearRateRows } from '../../server/areas/product-wear-rate/wear-rate-table';
import type { Scope } from '../../server/tenancy';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { directWearRows, selectTires, tireRows, type TireRow } from '../helpers/wear-direct';
import { directFleetConditionTallies, maintainedFleetConditionTallies } from '../helpers/fleet-condition-direct';

/**
 * On a seeded demo fleet, every aggregate the reports read equals a direct computation from the
 * raw readings: for crossings the checkpoint report's counting CTEs over checkpoint_crossings,
 * for surveys the dealer survey report's own statement from before the reporting layer.
 */
let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedDemoFleet(db, { scale: 0.05, now: new Date('2026-11-20T00:00:00Z') });
}, 300_000);
afterAll(async () => {
  await database?.close();
});

const col = (name: string) => sql.raw(name);

/** The dealer survey report's per-survey counts straight from tire_readings, unit_inspections and the readiness checks. */
async function directSurveyCounts() {
  const kinds = await unitKindIds(db);
  const pl = pressureLevelSql(col('rd.p'), SPEC.target, SPEC.maxPressure);
  const tl = treadLevelSql(col('rd.t'), col('rd.cls'), SPEC.min, SPEC.warn);
  // The tire's age from its DOT week at the reading's capture time, under the location's rule (contract/tire-age.ts).
  const age = tireAgeYearsSql(col('t.dot_week'), col('t.dot_year'), col('tr.read_at'));
  const al = tireAgeLevelSql(col('rd.age'), col('rd.cls'), col('rd.age_warning'), col('rd.age_critical'));
  return queryRows(
    db,
    sql`with rd as (
        select tr.survey_id, tr.unit_inspection_id, s.fleet_location_id as loc, tr.position_class::text as cls, tr.tire_size_id as size,
          tr.pressure_psi::float8 as p, tr.tread_depth_mm::float8 as t,
          ${age} as age, fl.tire_age_warning_years as age_warning, fl.tire_age_critical_steer_years as age_critical
        from surveys s join tire_readings tr on tr.survey_id = s.id
          join fleet_locations fl on fl.id = s.fleet_location_id left join tires t on t.id = tr.tire_id
      ),
      ${SPEC_CTES},
      inspections as (
        select rd.survey_id, rd.unit_inspection_id, count(*) as tires,
          count(*) filter (where greatest(${pl}, ${tl}, ${al}) >= ${sql.raw(String(LEVEL_CODE.warning))}) as exceptions
        from rd ${specJoinsSql('rd')} group by rd.survey_id, rd.unit_inspection_id
      ),
      tire_counts as (
        select survey_id, sum(tires) as tires, sum(exceptions) as exceptions, count(*) filter (where exceptions > 0) as units_with_exceptions
        from inspections group by survey_id
      ),
      unit_counts as (
        select ui.survey_id, count(*) as units,
          count(*) filter (where ${anyOf(col('u.unit_type_id'), kinds.trucks)}) as trucks,
          count(*) filter (where ${anyOf(col('u.unit_type_id'), kinds.trailers)}) as trailers
        from unit_inspections ui join units u on u.id = ui.unit_id group by ui.survey_id
      ),
      readiness as (
        select survey_id, count(*) as total, count(*) filter (where passed) as passed from trailer_readiness_checks group by survey_id
      ),
      -- The units inspected as a bit set: 64 unit ids a word, words in order (migration 0029).
      unit_bits as (
        select survey_id, array_agg(word order by word)::integer[] as words, array_agg(bits order by word)::bigint[] as bits
        from (select survey_id, unit_id >> 6 as word, bit_or(1::bigint << (unit_id & 63)) as bits from unit_inspections group by 1, 2) w
        group by survey_id
      )
    select s.id as survey_id, coalesce(tc.tires, 0)::int as total_tires, coalesce(uc.units, 0)::int as total_units,
      coalesce(tc.exceptions, 0)::int as exceptions, coalesce(tc.units_with_exceptions, 0)::int as units_with_exceptions,
      coalesce(uc.trucks, 0)::int as trucks, coalesce(uc.trailers, 0)::int as trailers,
      coalesce(rc.total, 0)::int as readiness_total, coalesce(rc.passed, 0)::int as readiness_passed, rc.passed::float8 / nullif(rc.total, 0) as readiness_share,
      coalesce(ub.words, '{}') as unit_words, coalesce(ub.bits, '{}') as unit_bits,
      -- The survey's columns the inspection list filters on, copied (migration 0031).
      s.survey_date, s.deleted_at, s.account_id, s.fleet_location_id, s.dealer_id, s.survey_by_user_id
    from surveys s
    left join tire_counts tc on tc.survey_id = s.id left join unit_counts uc on uc.survey_id = s.id left join readiness rc on rc.survey_id = s.id
    left join unit_bits ub on ub.survey_id = s.id
    order by s.id`,
  );
}

describe('reporting layer on the seeded demo fleet', () => {
  it('holds every crossing with the counts computed from its raw readings', async () => {
    const direct = await queryRows(
      db,
      sql`with ${countCtes(sql`true`)}
      select c.id as crossing_id, c.account_id, c.fleet_location_id, c.reader_id, c.unit_id, c.unit_number, c.license_number, c.crossed_at,
        total_tires, total_tires_read_count, pressure_critical, pressure_warning, tread_depth_critical, tread_depth_warning,
        tread_mismatch_axle_critical, tread_mismatch_axle_warning, tread_mismatch_duals_critical, tread_mismatch_duals_warning,
        critical_exceptions, warning_exceptions
      from counts join c on c.id = counts.id order by c.id`,
    );
    const rollup = await queryRows(db, sql`select * from report_crossing_counts order by crossing_id`);
    expect(direct.length).toBeGreaterThan(100);
    expect(rollup.map((row) => ({ ...row, crossed_at: new Date(row.crossed_at as string).toISOString() }))).toEqual(
      direct.map((row) => ({ ...row, crossed_at: new Date(row.crossed_at as string).toISOString() })),
    );
    const [{ n }] = (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from report_crossing_counts where critical_exceptions + warning_exceptions > 0`)) as [{ n: number }];
    expect(n).toBeGreaterThan(0);
  });

  it('holds every survey with the dealer survey report counts computed from its raw readings', async () => {
    const direct = await directSurveyCounts();
    const rollup = await queryRows(db, sql`select * from report_survey_counts order by survey_id`);
    expect(direct.length).toBeGreaterThan(10);
    expect(rollup).toEqual(direct);
    expect(rollup.some((row) => Number(row.exceptions) > 0 && Number(row.readiness_total) > 0)).toBe(true);
  });

  it('holds every survey with the fleet condition tallies computed from its raw readings by the contract functions', async () => {
    const direct = await directFleetConditionTallies(db);
    const maintained = await maintainedFleetConditionTallies(db);
    for (const table of ['levels', 'mismatches', 'wear', 'histograms'] as const) {
      expect(direct[table].length, table).toBeGreaterThan(50);
      expect(maintained[table], table).toEqual(direct[table]);
    }
    // Ok, warning and critical occur on the demo fleet for both measures (the random writes of
    // reporting-layer.test.ts reach over the maximum too).
    for (const level of [1, 2, 3]) {
      expect(direct.levels.some((row) => row.pressure_level === level)).toBe(true);
      expect(direct.levels.some((row) => row.tread_level === level)).toBe(true);
    }
    // The demo fleet's DOT codes give tires of every age level.
    for (const level of [1, 2, 3]) expect(direct.levels.some((row) => row.age_level === level), `age level ${level}`).toBe(true);
    expect(direct.mismatches.some((row) => Number(row.tread) > 0) && direct.mismatches.some((row) => Number(row.pressure) > 0)).toBe(true);

    const inspections = await queryRows<{ unit_inspection_id: number; tires: number; critical: number; warning: number; pressure_exceptions: number; tread_exceptions: number }>(
      db,
      sql`select unit_inspection_id, tires, critical, warning, pressure_exceptions, tread_exceptions from report_inspection_counts`,
    );
    const none = { tires: 0, critical: 0, warning: 0, pressure_exceptions: 0, tread_exceptions: 0 };
    for (const { unit_inspection_id, ...counts } of inspections) {
      expect(counts, `inspection ${unit_inspection_id}`).toEqual(direct.inspections.get(Number(unit_inspection_id)) ?? none);
    }
    expect(inspections.length).toBeGreaterThanOrEqual(direct.inspections.size);
    expect(inspections.some((row) => row.critical > 0 && row.warning > 0)).toBe(true);
  });

  it('holds the fleet dashboard sums per account, month and key as computed from the raw service calls, items and casings', async () => {
    const month = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM')`;
    const pairs: [string, string][] = [
      [
        `select account_id, ${month('called_at')} as m, call_type::text as k, count(*)::int as n, count(rolled_at)::int as rolled,
          coalesce(sum(round(extract(epoch from rolled_at - called_at))), 0)::bigint::text as seconds, sum(total_cost)::numeric(14,2)::text as cost
        from service_calls group by 1, 2, 3 order by 1, 2, 3`,
        `select account_id, to_char(day, 'YYYY-MM') as m, call_type::text as k, sum(calls)::int as n, sum(rolled_calls)::int as rolled,
          sum(roll_seconds)::bigint::text as seconds, sum(total_cost)::numeric(14,2)::text as cost
        from report_dash_calls group by 1, 2, 3 order by 1, 2, 3`,
      ],
      [
        `select sc.account_id, ${month('sc.called_at')} as m, i.kind::text as k, coalesce(i.product_id, 0) as product, sum(i.quantity)::int as n, sum(i.amount)::numeric(14,2)::text as amount
        from service_call_items i join service_calls sc on sc.id = i.service_call_id group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
        `select account_id, to_char(day, 'YYYY-MM') as m, kind::text as k, product_id as product, sum(quantity)::int as n, sum(amount)::numeric(14,2)::text as amount
        from report_dash_items group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
      ],
      [
        `select o.account_id, ${month('o.received_at')} as m, c.status::text as k, o.retreader_id, count(*)::int as n, sum(c.previous_caps)::int as caps, sum(c.age_months)::int as age,
          count(*) filter (where o.finished_at is not null)::int as finished, sum(c.nail_hole_repairs + c.section_repairs + c.spot_repairs + c.bead_repairs)::int as repairs
        from casings c join retread_orders o on o.id = c.retread_order_id group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
        `select account_id, to_char(day, 'YYYY-MM') as m, status::text as k, retreader_id, sum(casings)::int as n, sum(previous_caps)::int as caps, sum(age_months)::int as age,
          coalesce(sum(casings) filter (where finished), 0)::int as finished, sum(nail_holes + sections + spots + beads)::int as repairs
        from report_dash_casings group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
      ],
    ];
    for (const [direct, rollup] of pairs) {
      const expected = await queryRows(db, sql.raw(direct));
      expect(expected.length).toBeGreaterThan(10);
      expect(await queryRows(db, sql.raw(rollup))).toEqual(expected);
    }
  });

  it('holds the torque counts of every day, location, survey and unit as the contract rule counts the raw readings', async () => {
    const readings = await queryRows<{ day: string; account_id: number; fleet_location_id: number; survey_id: number | null; unit_id: number; specified: number; measured: number }>(
      db,
      sql`select to_char(read_at at time zone 'UTC', 'YYYY-MM-DD') as day, account_id, fleet_location_id, survey_id, unit_id,
        specified_ft_lb::float8 as specified, measured_ft_lb::float8 as measured from torque_readings`,
    );
    type Row = { day: string; account_id: number; fleet_location_id: number; survey_id: number | null; unit_id: number; wheels: number; in_spec: number; under: number; over: number; specified_sum: number; measured_sum: number };
    const direct = new Map<string, Row>();
    for (const r of readings) {
      const key = [r.day, r.fleet_location_id, r.survey_id ?? '', r.unit_id, r.account_id].join('|');
      const row = direct.get(key) ?? { day: r.day, account_id: r.account_id, fleet_location_id: r.fleet_location_id, survey_id: r.survey_id, unit_id: r.unit_id, wheels: 0, in_spec: 0, under: 0, over: 0, specified_sum: 0, measured_sum: 0 };
      row.wheels += 1;
      row[torqueStatus(r.specified, r.measured)] += 1;
      row.specified_sum += r.specified;
      row.measured_sum += r.measured;
      direct.set(key, row);
    }
    const maintained = await queryRows<Row>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, account_id, fleet_location_id, survey_id, unit_id, wheels, in_spec, under, over, specified_sum, measured_sum
        from report_torque_counts`,
    );
    const order = (a: Row, b: Row) => a.day.localeCompare(b.day) || a.fleet_location_id - b.fleet_location_id || (a.survey_id ?? 0) - (b.survey_id ?? 0) || a.unit_id - b.unit_id;
    expect(readings.length).toBeGreaterThan(100);
    expect(maintained.sort(order)).toEqual([...direct.values()].sort(order));
    // The demo fleet has loose and over-tightened nuts as well as good ones.
    expect(['in_spec', 'under', 'over'].every((status) => maintained.some((row) => Number(row[status as 'under']) > 0))).toBe(true);
  });

  it('answers the wear-rate table, its lists and tire counts from the roll-ups as from the per-tire rows, for every filter and scope', async () => {
    const tires = await tireRows(db);
    const [largest, second] = await queryRows<{ account_id: number }>(db, sql`select account_id from report_tire_wear group by 1 order by count(*) desc, 1 limit 2`);
    const a = Number(largest!.account_id);
    const b = Number(second!.account_id);
    const locations = [...new Set(tires.filter((tire) => tire.account_id === a).map((tire) => tire.fleet_location_id))].sort((x, y) => x - y);
    const scopes: Scope[] = [
      { kind: 'staff' },
      // Narrowed to half of A's locations; B open.
      { kind: 'customer', accountIds: [a, b], openAccountIds: [b], locationIds: locations.filter((_, index) => index % 2 === 0) },
    ];
    const ofA = tires.filter((tire) => tire.account_id === a);
    const present = <T,>(pick: (tire: TireRow) => T | null) => [...new Set(ofA.map(pick).filter((value): value is T => value !== null))].sort();
    const values = {
      brand_ids: present((tire) => tire.brand_id),
      product_line_ids: present((tire) => tire.product_line_id),
      load_range_ids: present((tire) => tire.load_range_id),
      tire_size_ids: present((tire) => tire.tire_size_id),
      axle_configuration_ids: present((tire) => tire.axle_configuration_id),
      vocation_ids: present((tire) => tire.vocation_id),
    };
    const base: WearRateFilters = { account_ids: [a, b] };
    const combos: WearRateFilters[] = [
      base,
      ...Object.entries(values).map(([key, list]) => ({ ...base, [key]: list.slice(0, 2) })),
      { ...base, wheel_positions: ['steer'] },
      { ...base, retread: 'retread' },
      { ...base, retread: 'new', wheel_positions: ['drive', 'trail'], tire_size_ids: values.tire_size_ids.slice(0, 1) },
      { ...base, brand_ids: values.brand_ids.slice(0, 3), vocation_ids: values.vocation_ids.slice(0, 2), axle_configuration_ids: values.axle_configuration_ids.slice(0, 2) },
      { ...base, product_line_ids: values.product_line_ids.slice(1, 3), load_range_ids: values.load_range_ids.slice(0, 1), retread: 'new' },
    ];
    const order = (x: WearRateRow, y: WearRateRow) => JSON.stringify(x).localeCompare(JSON.stringify(y));
    const today = new Date('2026-11-20T09:30:00Z');
    let compared = 0;
    for (const scope of scopes) {
      for (const filters of combos) {
        const selected = selectTires(tires, scope, filters);
        for (const unit of ['imperial', 'metric'] as const) {
          const { rows, totals } = await wearRateRows(db, scope, filters, unit, today);
          expect(rows.sort(order), JSON.stringify({ scope, filters, unit })).toEqual(directWearRows(selected, unit, today).sort(order));
          expect(totals.tires + totals.unmeasured_tires).toBe(selected.length);
        }
        expect(await availableTires(db, scope, filters)).toEqual({ tire_count: selected.length, measured_count: selected.filter((tire) => tire.is_measured).length });
        for (const [key, pick] of [
          ['brand', (tire: TireRow) => tire.brand],
          ['tire_size', (tire: TireRow) => tire.tire_size],
          ['wheel_position', (tire: TireRow) => tire.position_class],
        ] as const) {
          const names = [...new Set(selectTires(tires, scope, filters, key).map(pick).filter((name) => name !== null))];
          const listed = (await searchList(db, scope, filters, key)).map((option) => option.name.toLowerCase());
          expect(listed.sort(), key).toEqual(names.map((name) => String(name).toLowerCase()).sort());
        }
        compared += selected.length > 0 ? 1 : 0;
      }
    }
    expect(compared).toBeGreaterThan(combos.length);
  });
});

