import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../server/db/client';
import { queryRows } from '../../server/db/query';
import { BROAD_KINDS } from '../../server/reporting/change-kinds';
import { reportingRefresher } from '../../server/reporting/plugin';
import { refreshAllChanges, refreshNarrowChanges, rebuildReporting } from '../../server/reporting/refresh';
import { createCheckpointFixture } from '../helpers/checkpoint-fixture';
import { createDashboardCatalog } from '../helpers/dashboard-fixture';
import { dashboardOperations, readDashboardWorld } from '../helpers/dashboard-random-writes';
import { readWearWorld, wearOperations } from '../helpers/wear-random-writes';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { rebuiltSnapshot, snapshotAggregates } from '../helpers/reporting-snapshot';

/**
 * The aggregates the change log keeps up to date equal the ones rebuilt from the raw rows,
 * whatever sequence of writes, updates and deletes reached the tables they depend on.
 */
let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await createCheckpointFixture(db);
  await db.execute(sql`insert into wear_conditions (id, code, name, is_critical) values (9101, 'CUP', 'Cupping', false), (9102, 'SIDE', 'Sidewall damage', true)`);
  await createDashboardCatalog(db);
  // The fixture writes its own ids; new rows take theirs from the identity sequences.
  for (const table of ['checkpoint_crossings', 'checkpoint_readings', 'location_specs', 'surveys', 'unit_inspections', 'tire_readings', 'trailer_readiness_checks', 'torque_readings']) {
    await db.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 0) + 1 from ${table}), false)`));
  }
}, 120_000);
afterAll(async () => {
  await database?.close();
});

/** mulberry32: a small seeded generator, so a failing sequence can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T,>(list: readonly T[]): T => list[int(list.length)]!;
  return { next, int, pick };
}

interface World {
  units: { id: number; account_id: number; fleet_location_id: number; unit_number: string }[];
  readers: { id: number; fleet_location_id: number; account_id: number }[];
  locations: { id: number; account_id: number }[];
  userId: number;
  sizes: number[];
  unitTypes: number[];
  configurations: number[];
}

async function readWorld(): Promise<World> {
  return {
    units: await queryRows(db, sql`select id, account_id, fleet_location_id, unit_number from units order by id`),
    readers: await queryRows(db, sql`select r.id, r.fleet_location_id, fl.account_id from checkpoint_readers r join fleet_locations fl on fl.id = r.fleet_location_id order by r.id`),
    locations: await queryRows(db, sql`select id, account_id from fleet_locations order by id`),
    userId: Number((await queryRows<{ id: number }>(db, sql`select min(id) as id from users`))[0]!.id),
    sizes: (await queryRows<{ id: number }>(db, sql`select id from tire_sizes order by id`)).map((r) => Number(r.id)),
    unitTypes: (await queryRows<{ id: number }>(db, sql`select id from unit_types order by id`)).map((r) => Number(r.id)),
    configurations: (await queryRows<{ id: number }>(db, sql`select id from axle_configurations order by id`)).map((r) => Number(r.id)),
  };
}

const SIDES = ['left', 'right'] as const;
const PLACES = ['inner', 'outer'] as const;
const CLASSES = ['steer', 'drive', 'trail'] as const;

type Rng = ReturnType<typeof random>;
const maybe = (rng: Rng, value: number) => (rng.next() < 0.15 ? null : value);
const pressure = (rng: Rng) => maybe(rng, 60 + rng.int(70));
const tread = (rng: Rng) => maybe(rng, Math.round((1 + rng.next() * 24) * 10) / 10);
const one = async (query: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(db, query))[0]?.id;

/** Every kind of write the aggregates depend on, each picked at random. */
function operations(world: World, rng: Rng): { narrow: (() => Promise<unknown>)[]; broad: (() => Promise<unknown>)[] } {
  // The steer axle has single wheels, the others duals, as the fixture's mounted tires.
  const wheels = () =>
    Array.from({ length: 2 + rng.int(3) }, (_, index) => index + 1)
      .flatMap((axle) => SIDES.flatMap((side) => (axle === 1 ? (['single'] as const) : PLACES).map((place) => ({ axle, side, place }))))
      .filter(() => rng.next() < 0.85);
  const narrow = [
    async () => {
      const reader = rng.pick(world.readers);
      const unit = rng.pick(world.units.filter((u) => u.account_id === reader.account_id).concat([{ id: 0, account_id: 0, fleet_location_id: 0, unit_number: 'GHOST-1' }]));
      const id = await one(sql`insert into checkpoint_crossings (reader_id, account_id, fleet_location_id, unit_id, unit_number, direction, crossed_at)
        values (${reader.id}, ${reader.account_id}, ${reader.fleet_location_id}, ${unit.id || null}, ${unit.unit_number}, 'in', ${new Date(Date.UTC(2024, 2, 1 + rng.int(28)))})
        returning id`);
      for (const w of wheels()) {
        await db.execute(sql`insert into checkpoint_readings (crossing_id, axle_number, side, place, pressure_psi, tread_depth_mm)
          values (${id}, ${w.axle}, ${w.side}, ${w.place}, ${pressure(rng)}, ${tread(rng)})`);
      }
    },
    () => db.execute(sql`update checkpoint_readings set pressure_psi = ${pressure(rng)}, tread_depth_mm = ${tread(rng)}
      where id = (select id from checkpoint_readings order by id offset ${rng.int(50)} limit 1)`),
    () => db.execute(sql`delete from checkpoint_readings where id = (select id from checkpoint_readings order by id desc offset ${rng.int(20)} limit 1)`),
    () => db.execute(sql`delete from checkpoint_crossings where id = (select id from checkpoint_crossings order by id desc offset ${rng.int(10)} limit 1)`),
    () => {
      const location = rng.pick(world.locations);
      return db.execute(sql`update checkpoint_crossings set fleet_location_id = ${location.id}, crossed_at = crossed_at + interval '1 hour'
        where id = (select id from checkpoint_crossings where account_id = ${location.account_id} order by id offset ${rng.int(10)} limit 1)`);
    },
    () => {
      const unit = rng.pick(world.units);
      return db.execute(sql`insert into tires (account_id, unit_id, axle_number, side, place, status, tire_size_id)
        values (${unit.account_id}, ${unit.id}, ${1 + rng.int(4)}, ${rng.pick(SIDES)}, ${rng.pick(['single', ...PLACES])}, 'mounted', ${rng.pick(world.sizes)})`);
    },
    () => db.execute(sql`delete from tires where id = (select id from tires t where unit_id is not null
      and not exists (select 1 from tire_readings r where r.tire_id = t.id) and not exists (select 1 from removed_tires r where r.tire_id = t.id or r.replaced_by_tire_id = t.id)
      order by id offset ${rng.int(40)} limit 1)`),
    () => db.execute(sql`update tires set tire_size_id = ${rng.pick(world.sizes)}, status = ${rng.next() < 0.8 ? 'mounted' : 'removed'}
      where id = (select id from tires where unit_id is not null order by id offset ${rng.int(40)} limit 1)`),
    () => db.execute(sql`update units set axle_configuration_id = ${rng.next() < 0.2 ? null : rng.pick(world.configurations)} where id = ${rng.pick(world.units).id}`),
    () => db.execute(sql`update units set unit_type_id = ${rng.pick(world.unitTypes)} where id = ${rng.pick(world.units).id}`),
    async () => {
      const location = rng.pick(world.locations.filter((l) => world.units.some((u) => u.account_id === l.account_id)));
      const units = world.units.filter((u) => u.account_id === location.account_id);
      const survey = await one(sql`insert into surveys (account_id, fleet_location_id, survey_by_user_id, survey_date)
        values (${location.account_id}, ${location.id}, ${world.userId}, ${new Date(Date.UTC(2024, 2, 1 + rng.int(28)))}) returning id`);
      for (const unit of units.filter(() => rng.next() < 0.6)) {
        const inspection = await one(sql`insert into unit_inspections (survey_id, unit_id, inspected_at) values (${survey}, ${unit.id}, now()) returning id`);
        for (const w of wheels()) {
          await db.execute(sql`insert into tire_readings (unit_inspection_id, survey_id, unit_id, axle_number, side, place, position_class, pressure_psi, tread_depth_mm, tire_size_id, read_at)
            values (${inspection}, ${survey}, ${unit.id}, ${w.axle}, ${w.side}, ${w.place}, ${rng.pick(CLASSES)}, ${pressure(rng)}, ${tread(rng)}, ${rng.next() < 0.3 ? null : rng.pick(world.sizes)}, now())`);
        }
        if (rng.next() < 0.4) {
          await db.execute(sql`insert into trailer_readiness_checks (survey_id, unit_id, passed, checked_at) values (${survey}, ${unit.id}, ${rng.next() < 0.5}, now())`);
        }
      }
    },
    () => db.execute(sql`update tire_readings set pressure_psi = ${pressure(rng)}, tread_depth_mm = ${tread(rng)}
      where id = (select id from tire_readings order by id desc offset ${rng.int(30)} limit 1)`),
    () => db.execute(sql`delete from tire_readings where id = (select id from tire_readings order by id desc offset ${rng.int(30)} limit 1)`),
    () => db.execute(sql`delete from unit_inspections where id = (select id from unit_inspections order by id desc offset ${rng.int(5)} limit 1)`),
    () => db.execute(sql`update unit_inspections set inspected_at = inspected_at - interval '1 day' where id = (select id from unit_inspections order by id desc offset ${rng.int(8)} limit 1)`),
    () => db.execute(sql`insert into tire_reading_wear_conditions (tire_reading_id, wear_condition_id)
      select r.id, wc.id from tire_readings r cross join wear_conditions wc
      where not exists (select 1 from tire_reading_wear_conditions w where w.tire_reading_id = r.id and w.wear_condition_id = wc.id)
      order by r.id desc, wc.id offset ${rng.int(40)} limit 1`),
    () => db.execute(sql`delete from tire_reading_wear_conditions where tire_reading_id = (select tire_reading_id from tire_reading_wear_conditions order by tire_reading_id desc offset ${rng.int(5)} limit 1)`),
    () => db.execute(sql`update trailer_readiness_checks set passed = not passed where id = (select id from trailer_readiness_checks order by id desc offset ${rng.int(5)} limit 1)`),
    () => db.execute(sql`insert into trailer_readiness_checks (survey_id, unit_id, passed, checked_at)
      select ui.survey_id, ui.unit_id, ${rng.next() < 0.5}, now() from unit_inspections ui
      where not exists (select 1 from trailer_readiness_checks c where c.survey_id = ui.survey_id and c.unit_id = ui.unit_id)
      order by ui.id desc offset ${rng.int(5)} limit 1`),
    () => db.execute(sql`delete from trailer_readiness_checks where id = (select id from trailer_readiness_checks order by id desc offset ${rng.int(5)} limit 1)`),
    () => db.execute(sql`delete from surveys where id = (select id from surveys order by id desc offset ${rng.int(4)} limit 1)`),
    // Torque readings: a unit's wheel ends, in a survey of its account or none, on a March day.
    async () => {
      const unit = rng.pick(world.units);
      const location = rng.pick(world.locations.filter((l) => l.account_id === unit.account_id));
      const survey = rng.next() < 0.3 ? null : await one(sql`select id from surveys where account_id = ${unit.account_id} order by id desc offset ${rng.int(3)} limit 1`);
      const readAt = new Date(Date.UTC(2024, 2, 1 + rng.int(28), rng.int(24)));
      for (let axle = 1; axle <= 1 + rng.int(3); axle += 1) {
        for (const side of SIDES) {
          const specified = rng.pick([450, 475, 500]);
          await db.execute(sql`insert into torque_readings (account_id, fleet_location_id, survey_id, unit_id, axle_number, side, specified_ft_lb, measured_ft_lb, read_at)
            values (${unit.account_id}, ${location.id}, ${survey ?? null}, ${unit.id}, ${axle}, ${side}, ${specified}, ${Math.round(specified * (0.6 + rng.next() * 0.7))}, ${readAt})`);
        }
      }
    },
    () => db.execute(sql`update torque_readings set measured_ft_lb = ${300 + rng.int(300)} where id = (select id from torque_readings order by id desc offset ${rng.int(20)} limit 1)`),
    () => db.execute(sql`update torque_readings set read_at = read_at + interval '20 hours' where id = (select id from torque_readings order by id desc offset ${rng.int(20)} limit 1)`),
    () => {
      const unit = rng.pick(world.units);
      return db.execute(sql`update torque_readings set unit_id = ${unit.id}, survey_id = null
        where id = (select id from torque_readings where account_id = ${unit.account_id} order by id desc offset ${rng.int(10)} limit 1)`);
    },
    () => db.execute(sql`delete from torque_readings where id = (select id from torque_readings order by id desc offset ${rng.int(20)} limit 1)`),
    // A survey re-dated or removed, a unit moved within its account or removed (the unit visits).
    () => db.execute(sql`update surveys set survey_date = survey_date + ${`${1 + rng.int(5)} days`}::interval where id = (select id from surveys order by id desc offset ${rng.int(6)} limit 1)`),
    () => db.execute(sql`update surveys set deleted_at = case when deleted_at is null then now() end where id = (select id from surveys order by id desc offset ${rng.int(6)} limit 1)`),
    // A survey given another dealer or surveyor: the copies of its columns the inspection list filters on (0031).
    () => db.execute(sql`update surveys set dealer_id = case when dealer_id is null then (select min(id) from dealers) end,
      survey_by_user_id = (select id from users order by id offset ${rng.int(2)} limit 1) where id = (select id from surveys order by id desc offset ${rng.int(6)} limit 1)`),
    () => {
      const unit = rng.pick(world.units);
      const location = rng.pick(world.locations.filter((l) => l.account_id === unit.account_id));
      return db.execute(sql`update units set fleet_location_id = ${location.id} where id = ${unit.id}
        and not exists (select 1 from units u where u.fleet_location_id = ${location.id} and u.unit_number = units.unit_number and u.deleted_at is null)`);
    },
    () => db.execute(sql`update units set deleted_at = case when deleted_at is null then now() end where id = ${rng.pick(world.units).id}`),
    () => {
      const location = rng.pick(world.locations);
      return db.execute(sql`update surveys set fleet_location_id = ${location.id}
        where id = (select id from surveys where account_id = ${location.account_id} order by id desc offset ${rng.int(3)} limit 1)`);
    },
  ];
  // Specs are broad changes: each one recomputes whole locations, or everything.
  const broad = [
    () => {
      const location = rng.next() < 0.3 ? null : rng.pick(world.locations).id;
      const target = 80 + rng.int(40);
      return db.execute(sql`insert into location_specs (fleet_location_id, tire_size_id, position_class, target_pressure_psi, max_pressure_psi, min_tread_depth_mm, warn_tread_depth_mm)
        values (${location}, ${rng.next() < 0.5 ? null : rng.pick(world.sizes)}, ${rng.pick(CLASSES)}, ${target}, ${target + 20}, ${2 + rng.int(4)}, ${6 + rng.int(4)})`);
    },
    () => db.execute(sql`update location_specs set target_pressure_psi = ${80 + rng.int(40)} where id = (select id from location_specs order by id offset ${rng.int(10)} limit 1)`),
    () => db.execute(sql`delete from location_specs where id = (select id from location_specs order by id desc limit 1)`),
  ];
  return { narrow, broad };
}

/**
 * The writes that change a tire's age level: its DOT date (narrow: the inspections that read it)
 * and a location's age rule (broad). Drawn from a generator of their own, so the other writes'
 * sequence stays as it was.
 */
function ageOperations(world: World, rng: Rng): { narrow: () => Promise<unknown>; broad: () => Promise<unknown> } {
  return {
    narrow: () => {
      const year = rng.next() < 0.15 ? null : 2008 + rng.int(17);
      return db.execute(sql`update tires set dot_year = ${year}, dot_week = ${year === null ? null : 1 + rng.int(52)}
        where id = (select tire_id from tire_readings where tire_id is not null order by id desc offset ${rng.int(40)} limit 1)`);
    },
    broad: () =>
      db.execute(sql`update fleet_locations set tire_age_warning_years = ${3 + rng.int(6)}, tire_age_critical_steer_years = ${9 + rng.int(4)} where id = ${rng.pick(world.locations).id}`),
  };
}

/** Broad changes wait for the background refresh; until it runs the counts may lag by design. */
async function pendingBroad(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from report_changes where kind = any(${`{${BROAD_KINDS.join(',')}}`}::text[])`);
  return Number(row!.n);
}

describe('reporting layer', () => {
  it('keeps the aggregates equal to a rebuild from raw rows after a random sequence of writes, updates and deletes', async () => {
    await rebuildReporting(db);
    const world = await readWorld();
    const dashboardWorld = await readDashboardWorld(db);
    const wearWorld = await readWearWorld(db);
    // Specs of their own per location and size, so a survey moving, a tire changing size or a
    // unit changing layout changes what its readings count.
    const rng = random(99);
    for (const location of world.locations) {
      for (const cls of CLASSES) {
        for (const size of [null, ...world.sizes]) {
          const target = 70 + rng.int(60);
          await db.execute(sql`insert into location_specs (fleet_location_id, tire_size_id, position_class, target_pressure_psi, max_pressure_psi, min_tread_depth_mm, warn_tread_depth_mm)
            values (${location.id}, ${size}, ${cls}, ${target}, ${target + 10 + rng.int(20)}, ${2 + rng.int(4)}, ${6 + rng.int(14)})`);
        }
      }
    }
    await refreshAllChanges(db);
    const before = await snapshotAggregates(db);
    expect(before.crossings.length).toBeGreaterThan(10);
    expect(before.dashCalls).toEqual([]);
    expect(before.torque).toEqual([]);

    // Narrow writes alone first, so a broad refresh cannot hide a change the log missed; and the
    // comparison after every refresh, before later writes can recompute what an earlier one missed.
    let compared = 0;
    for (const [seed, withBroad] of [[1, false], [2, false], [3, true], [4, true]] as const) {
      const rng = random(seed);
      const checkpoint = operations(world, rng);
      const dashboard = dashboardOperations(db, dashboardWorld, rng);
      const wear = wearOperations(db, wearWorld, rng);
      const ops = { narrow: [...checkpoint.narrow, ...dashboard.narrow, ...wear.narrow], broad: [...checkpoint.broad, ...dashboard.broad, ...wear.broad] };
      const ageRng = random(seed + 100);
      const age = ageOperations(world, ageRng);
      for (let step = 0; step < 100; step += 1) {
        const list = withBroad && rng.next() < 0.1 ? ops.broad : ops.narrow;
        await list[rng.int(list.length)]!();
        if (ageRng.next() < 0.15) await (withBroad && ageRng.next() < 0.3 ? age.broad : age.narrow)();
        // Reports drain narrow changes often; the background refresh drains everything now and then.
        const refresh = rng.next() < 0.3 ? refreshNarrowChanges : withBroad && rng.next() < 0.05 ? refreshAllChanges : null;
        if (refresh && (await pendingBroad()) === 0) {
          await refresh(db);
          expect(await snapshotAggregates(db), `seed ${seed} step ${step}`).toEqual(await rebuiltSnapshot(db));
          compared += 1;
        }
      }
      await refreshAllChanges(db);
      expect(await snapshotAggregates(db), `seed ${seed} end`).toEqual(await rebuiltSnapshot(db));
    }
    expect(compared).toBeGreaterThan(40);
    const after = await snapshotAggregates(db);
    expect(after).not.toEqual(before);
    expect(after.dashCalls.length).toBeGreaterThan(0);
    expect(after.dashItems.length).toBeGreaterThan(0);
    expect(after.dashCasings.length).toBeGreaterThan(0);
    expect(after.torque.length).toBeGreaterThan(5);
    expect(after.tireWear.filter((row) => row.is_measured).length).toBeGreaterThan(3);
    expect(after.wearProducts.length).toBeGreaterThan(3);
    expect(after.wearLocationProducts.length).toBeGreaterThanOrEqual(after.wearProducts.length);
    const [left] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from report_changes`);
    expect(left!.n).toBe(0);
  }, 300_000);

  it('leaves the aggregates stale only until the refresh that follows a write', async () => {
    await rebuildReporting(db);
    const [crossing] = await queryRows<{ crossing_id: number; total_tires: number }>(
      db,
      sql`select crossing_id, total_tires from report_crossing_counts where total_tires > 1 order by crossing_id limit 1`,
    );
    await db.execute(sql`delete from checkpoint_readings where id = (select min(id) from checkpoint_readings where crossing_id = ${crossing!.crossing_id})`);
    const totalOf = async () =>
      Number((await queryRows<{ t: number }>(db, sql`select total_tires as t from report_crossing_counts where crossing_id = ${crossing!.crossing_id}`))[0]!.t);
    expect(await totalOf()).toBe(crossing!.total_tires);
    expect(await refreshNarrowChanges(db)).toBeGreaterThan(0);
    expect(await totalOf()).toBe(crossing!.total_tires - 1);
    expect(await refreshNarrowChanges(db)).toBe(0);
  });

  it('brings a spec change to the aggregates through the background refresh, and to nothing else before it', async () => {
    await rebuildReporting(db);
    const [crossing] = await queryRows<{ crossing_id: number; fleet_location_id: number }>(
      db,
      sql`select crossing_id, fleet_location_id from report_crossing_counts where total_tires_read_count > 0 order by crossing_id limit 1`,
    );
    const pressureCounts = async () =>
      queryRows<{ critical: number }>(db, sql`select sum(pressure_critical)::int as critical from report_crossing_counts where fleet_location_id = ${crossing!.fleet_location_id}`);
    const before = await pressureCounts();
    // A target no tire reaches: every pressure read at the location becomes critical.
    await db.execute(sql`insert into location_specs (fleet_location_id, position_class, target_pressure_psi, max_pressure_psi, min_tread_depth_mm, warn_tread_depth_mm)
      select ${crossing!.fleet_location_id}, c, 500, 600, 1, 2 from unnest(array['steer', 'drive', 'trail']::position_class[]) c`);
    await db.execute(sql`delete from location_specs where fleet_location_id = ${crossing!.fleet_location_id} and target_pressure_psi <> 500`);
    expect(await refreshNarrowChanges(db)).toBe(0);
    expect(await pressureCounts()).toEqual(before);

    const refresher = reportingRefresher(db, { error: (...args: unknown[]) => console.error(...args) } as unknown as FastifyBaseLogger, 20);
    refresher.start();
    try {
      await expect.poll(async () => pendingBroad(), { timeout: 10_000 }).toBe(0);
      await refresher.run();
    } finally {
      await refresher.stop();
    }
    expect((await pressureCounts())[0]!.critical).toBeGreaterThan(before[0]!.critical);
    expect(await snapshotAggregates(db)).toEqual(await rebuiltSnapshot(db));
  });

  it('fills the torque counts of a database upgraded to them from the torque_account entries its migration logs', async () => {
    // Readings of two units on two days, beside whatever earlier tests left.
    await db.execute(sql`insert into torque_readings (account_id, fleet_location_id, unit_id, axle_number, side, specified_ft_lb, measured_ft_lb, read_at)
      select u.account_id, u.fleet_location_id, u.id, 1, 'left', 500, 380 + 40 * n, timestamptz '2024-03-01 12:00Z' + n * interval '1 day'
      from (select * from units order by id limit 2) u cross join generate_series(0, 3) n`);
    await rebuildReporting(db);
    const rebuilt = await snapshotAggregates(db);
    expect(rebuilt.torque.length).toBeGreaterThanOrEqual(8);
    // As migration 0010 leaves an existing database: an empty table and one entry per account with readings.
    await db.execute(sql`truncate report_torque_counts`);
    await db.execute(sql`insert into report_changes (kind, key) select 'torque_account', a.id from accounts a where exists (select 1 from torque_readings tr where tr.account_id = a.id)`);
    expect(await refreshNarrowChanges(db)).toBe(0);
    await refreshAllChanges(db);
    expect(await snapshotAggregates(db)).toEqual(rebuilt);
  });

  it('gives the fleet condition tallies of a database upgraded to tire age their age levels from the account entries its migration logs', async () => {
    // DOT dates old and new on some read tires, beside whatever earlier tests left.
    await db.execute(sql`update tires set dot_week = 10, dot_year = case when id % 2 = 0 then 2009 else 2022 end
      where id in (select tire_id from tire_readings where tire_id is not null order by id limit 20)`);
    await rebuildReporting(db);
    const rebuilt = await snapshotAggregates(db);
    const ageLevels = new Set(rebuilt.surveyLevels.map((row) => Number(row.age_level)));
    expect([...ageLevels].filter((level) => level > 0).length).toBeGreaterThan(1);
    // As migration 0032 leaves an existing database: every level row without an age, and one entry per account.
    await db.execute(sql`update report_survey_levels set age_level = 0`);
    await db.execute(sql`insert into report_changes (kind, key) select 'account', id from accounts order by id`);
    expect(await snapshotAggregates(db)).not.toEqual(rebuilt);
    await refreshAllChanges(db);
    expect(await snapshotAggregates(db)).toEqual(rebuilt);
  });
});
