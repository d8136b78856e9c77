/**
 * Random writes to what the wear-rate aggregate and its roll-ups read (tires and their products,
 * readings with a tread depth and an odometer, a unit's vocation or axle layout, a product's
 * price), for the reporting layer's maintained-equals-rebuilt test. Needs mounted tires and
 * products (tests/helpers/checkpoint-fixture, dashboard-fixture).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { queryRows } from '../../server/db/query';
import { ids, readDashboardWorld, type DashboardWorld, type Rng } from './dashboard-random-writes';

export type WearWorld = DashboardWorld & { vocations: number[]; userId: number };

export async function readWearWorld(db: Db): Promise<WearWorld> {
  return {
    ...(await readDashboardWorld(db)),
    vocations: await ids(db, 'vocations'),
    userId: Number((await queryRows<{ id: number }>(db, sql`select min(id) as id from users`))[0]!.id),
  };
}

/** Narrow writes (each logs its tire or unit) and one broad one (a product's price and new tread). */
export function wearOperations(db: Db, world: WearWorld, rng: Rng): { narrow: (() => Promise<unknown>)[]; broad: (() => Promise<unknown>)[] } {
  const one = async (query: ReturnType<typeof sql>) => {
    const [row] = await queryRows<{ id: number }>(db, query);
    return row ? Number(row.id) : null;
  };
  const nullable = <T>(list: readonly T[]) => (rng.next() < 0.2 || list.length === 0 ? null : rng.pick(list));
  const readTire = sql.raw(`(select id from tire_readings where tire_id is not null order by id desc offset ${rng.int(15)} limit 1)`);
  const narrow = [
    // Two surveys a week apart reading a unit's mounted tires with its odometer, in April.
    async () => {
      const unit = await one(sql`select u.id from units u where exists (select 1 from tires t where t.unit_id = u.id) order by u.id offset ${rng.int(6)} limit 1`);
      if (unit === null) return;
      const location = await one(sql`select fl.id from fleet_locations fl join units u on u.account_id = fl.account_id where u.id = ${unit} order by fl.id offset ${rng.int(2)} limit 1`);
      const account = await one(sql`select account_id as id from units where id = ${unit}`);
      const first = Date.UTC(2024, 3, 1 + rng.int(20), rng.int(24));
      const miles = 10_000 + rng.int(60) * 1_000;
      for (const week of [0, 1]) {
        const day = new Date(first + week * 7 * 86_400_000);
        const survey = await one(sql`insert into surveys (account_id, fleet_location_id, survey_by_user_id, survey_date)
          values (${account}, ${location}, ${world.userId}, ${day}) returning id`);
        const inspection = await one(sql`insert into unit_inspections (survey_id, unit_id, inspected_at, mileage)
          values (${survey}, ${unit}, ${day}, ${miles + week * (1_000 + rng.int(4_000))}) returning id`);
        await db.execute(sql`insert into tire_readings (unit_inspection_id, survey_id, unit_id, tire_id, axle_number, side, place, position_class, tread_depth_mm, read_at)
          select distinct on (t.axle_number, t.side, t.place) ${inspection}, ${survey}, t.unit_id, t.id, t.axle_number, t.side, t.place,
            (case when t.axle_number = 1 then 'steer' else 'drive' end)::position_class, ${16 - week * rng.int(30) / 10}::float8 - t.id % 3, ${day}
          from tires t where t.unit_id = ${unit} and t.axle_number is not null and t.side is not null and t.place is not null
          order by t.axle_number, t.side, t.place, t.id`);
      }
    },
    () => db.execute(sql`update tire_readings set tread_depth_mm = ${rng.next() < 0.1 ? null : 3 + rng.int(180) / 10} where id = ${readTire}`),
    () => db.execute(sql`delete from tire_readings where id = ${readTire}`),
    () => db.execute(sql`update unit_inspections set mileage = ${rng.next() < 0.1 ? null : 10_000 + rng.int(80) * 1_000}
      where id = (select id from unit_inspections where mileage is not null or ${rng.next() < 0.3} order by id desc offset ${rng.int(6)} limit 1)`),
    () => db.execute(sql`update tires set product_id = ${nullable(world.products)}, brand_id = ${nullable(world.brands)}, is_retread = ${rng.next() < 0.3}
      where id = (select tire_id from tire_readings where tire_id is not null order by id desc offset ${rng.int(20)} limit 1)`),
    () => db.execute(sql`update units set vocation_id = ${nullable(world.vocations)} where id = (select unit_id from tire_readings where tire_id is not null order by id desc offset ${rng.int(20)} limit 1)`),
    () => {
      const location = rng.pick(world.locations);
      return db.execute(sql`update surveys set fleet_location_id = ${location.id}
        where id = (select s.id from surveys s where s.account_id = ${location.account_id}
          and exists (select 1 from tire_readings tr where tr.survey_id = s.id and tr.tire_id is not null) order by s.id desc offset ${rng.int(4)} limit 1)`);
    },
  ];
  const broad = [
    () => db.execute(sql`update products set price = ${(100 + rng.int(60000) / 100).toFixed(2)}, tread_depth_new_mm = ${18 + rng.int(8)} where id = ${rng.pick(world.products)}`),
  ];
  return { narrow, broad };
}
