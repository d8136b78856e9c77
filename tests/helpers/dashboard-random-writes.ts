/**
 * Random writes to the tables the fleet dashboard aggregates read (service calls and their
 * items, retread orders and their casings, an account's type), for the reporting layer's
 * maintained-equals-rebuilt test. Needs the dashboard catalog (tests/helpers/dashboard-fixture).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { queryRows } from '../../server/db/query';

export interface Rng {
  next: () => number;
  int: (n: number) => number;
  pick: <T>(list: readonly T[]) => T;
}

export interface DashboardWorld {
  locations: { id: number; account_id: number }[];
  dealers: number[];
  products: number[];
  brands: number[];
  sizes: number[];
  reasons: number[];
}

export const ids = async (db: Db, table: string) => (await queryRows<{ id: number }>(db, sql.raw(`select id from ${table} order by id`))).map((row) => Number(row.id));

export async function readDashboardWorld(db: Db): Promise<DashboardWorld> {
  return {
    locations: (await queryRows<{ id: number; account_id: number }>(db, sql`select id, account_id from fleet_locations order by id`)).map((r) => ({ id: Number(r.id), account_id: Number(r.account_id) })),
    dealers: await ids(db, 'dealers'),
    products: await ids(db, 'products'),
    brands: await ids(db, 'brands'),
    sizes: await ids(db, 'tire_sizes'),
    reasons: await ids(db, 'reject_reasons'),
  };
}

const CALL_TYPES = ['emergency', 'scheduled', 'stock'] as const;
const PLACES = ['roadside', 'yard', 'shop'] as const;
const WHEELS = ['steer', 'drive', 'trail', 'unknown'] as const;
const KINDS = ['new_tire', 'retread', 'repair', 'labor'] as const;
const STATUSES = ['retread', 'used', 'rejected'] as const;

/** Narrow writes (each logs its location) and one broad one (an account's type, which the rows copy). */
export function dashboardOperations(db: Db, world: DashboardWorld, rng: Rng): { narrow: (() => Promise<unknown>)[]; broad: (() => Promise<unknown>)[] } {
  const day = () => new Date(Date.UTC(2024, rng.int(12), 1 + rng.int(28), rng.int(24), rng.int(60)));
  const one = async (query: ReturnType<typeof sql>) => {
    const [row] = await queryRows<{ id: number }>(db, query);
    return row ? Number(row.id) : null;
  };
  const nth = (table: string, spread: number) => sql.raw(`(select id from ${table} order by id desc offset ${rng.int(spread)} limit 1)`);
  const item = async (callId: number | null) => {
    if (callId === null) return;
    const kind = rng.pick(KINDS);
    const product = kind === 'new_tire' || kind === 'retread' ? rng.pick(world.products) : null;
    return db.execute(sql`insert into service_call_items (service_call_id, kind, product_id, quantity, amount)
      values (${callId}, ${kind}, ${product}, ${1 + rng.int(4)}, ${(10 + rng.int(90000) / 100).toFixed(2)})`);
  };
  const casing = async (orderId: number | null) => {
    if (orderId === null) return;
    const status = rng.pick(STATUSES);
    return db.execute(sql`insert into casings (retread_order_id, casing_brand_id, tire_size_id, position_class, status, reject_reason_id, previous_caps, age_months,
        nail_hole_repairs, section_repairs, spot_repairs, bead_repairs)
      values (${orderId}, ${rng.pick(world.brands)}, ${rng.pick(world.sizes)}, ${rng.pick(WHEELS)}, ${status}, ${status === 'rejected' && rng.next() < 0.8 ? rng.pick(world.reasons) : null},
        ${rng.int(4)}, ${1 + rng.int(90)}, ${rng.int(3)}, ${rng.int(2)}, ${rng.int(2)}, ${rng.int(2)})`);
  };
  const narrow = [
    async () => {
      const location = rng.pick(world.locations);
      const calledAt = day();
      const id = await one(sql`insert into service_calls (account_id, fleet_location_id, dealer_id, call_type, place, state, wheel_position, called_at, rolled_at, total_cost)
        values (${location.account_id}, ${location.id}, ${rng.pick(world.dealers)}, ${rng.pick(CALL_TYPES)}, ${rng.pick(PLACES)}, ${rng.pick(['OH', 'TX', 'AB'])}, ${rng.pick(WHEELS)},
          ${calledAt}, ${rng.next() < 0.3 ? null : new Date(calledAt.getTime() + (10 + rng.int(300)) * 60_000 + rng.int(1000))}, ${(rng.int(200000) / 100).toFixed(2)})
        returning id`);
      for (let k = rng.int(4); k > 0; k -= 1) await item(id);
    },
    async () => item(await one(sql`select id from service_calls order by id desc offset ${rng.int(5)} limit 1`)),
    () => db.execute(sql`update service_calls set call_type = ${rng.pick(CALL_TYPES)}, called_at = called_at - interval '2 days', rolled_at = rolled_at + interval '5 minutes' where id = ${nth('service_calls', 8)}`),
    () => {
      const location = rng.pick(world.locations);
      return db.execute(sql`update service_calls set fleet_location_id = ${location.id}, account_id = ${location.account_id} where id = ${nth('service_calls', 8)}`);
    },
    () => db.execute(sql`update service_call_items set quantity = quantity + 1, amount = amount + 12.5 where id = ${nth('service_call_items', 10)}`),
    () => db.execute(sql`delete from service_call_items where id = ${nth('service_call_items', 10)}`),
    () => db.execute(sql`delete from service_calls where id = ${nth('service_calls', 6)}`),
    async () => {
      const location = rng.pick(world.locations);
      const receivedAt = day();
      const id = await one(sql`insert into retread_orders (account_id, fleet_location_id, retreader_id, received_at, finished_at)
        values (${location.account_id}, ${location.id}, ${rng.pick(world.dealers)}, ${receivedAt}, ${rng.next() < 0.3 ? null : new Date(receivedAt.getTime() + rng.int(20 * 86_400_000))})
        returning id`);
      for (let k = 1 + rng.int(4); k > 0; k -= 1) await casing(id);
    },
    async () => casing(await one(sql`select id from retread_orders order by id desc offset ${rng.int(5)} limit 1`)),
    () => db.execute(sql`update retread_orders set finished_at = case when finished_at is null then received_at + interval '3 days 7 hours' else null end where id = ${nth('retread_orders', 6)}`),
    () => db.execute(sql`update casings set status = ${rng.pick(STATUSES)}, previous_caps = previous_caps + 1 where id = ${nth('casings', 10)}`),
    () => db.execute(sql`delete from casings where id = ${nth('casings', 10)}`),
    () => db.execute(sql`delete from retread_orders where id = ${nth('retread_orders', 5)}`),
  ];
  const broad = [
    () => db.execute(sql`update accounts set account_type = case when account_type = 3 then 2 else 3 end where id = ${rng.pick(world.locations).account_id}`),
  ];
  return { narrow, broad };
}
