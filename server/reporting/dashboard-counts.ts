/**
 * The fleet dashboard's aggregates (report_dash_calls, report_dash_items, report_dash_casings),
 * recomputed per fleet location or account by refreshDashboard from service_calls,
 * service_call_items, retread_orders and casings.
 *
 * Grain: the UTC day of the call (called_at) or of the retread order's receipt (received_at)
 * × fleet location × the reports' keys. Only counts and sums are kept (roll and turnaround
 * times as whole seconds), so every average is computed when reading as a sum over a count.
 * A location holds a few hundred calls and casings a year, so recomputing the location a write
 * touched is cheap and, being the rebuild's own statement, equal to a rebuild by construction.
 * The national average's aggregates follow by delta (./dashboard-national.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query';
import { anyOf } from '../tenancy/id-list';
import { applyToNational } from './dashboard-national';

/** Which rows a refresh recomputes: those of some fleet locations or of some accounts. */
export type DashboardKey = 'fleet_location_id' | 'account_id';

const seconds = (from: string, to: string) => sql.raw(`round(extract(epoch from ${to} - ${from}))::bigint`);

export async function refreshDashboard(db: Db, key: DashboardKey, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const on = (alias: string): SQL => anyOf(sql.raw(`${alias}.${key}`), ids);
  // Most locations of a broad refresh (a spec change, a rebuild) have neither calls nor retreads.
  const [any] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from service_calls r where ${on('r')}) or exists (select 1 from retread_orders r where ${on('r')})
      or exists (select 1 from report_dash_calls r where ${on('r')}) or exists (select 1 from report_dash_casings r where ${on('r')}) as found`,
  );
  if (!any?.found) return;
  await applyToNational(db, on('r'), -1);
  await db.execute(sql`delete from report_dash_calls r where ${on('r')}`);
  await db.execute(sql`delete from report_dash_items r where ${on('r')}`);
  await db.execute(sql`delete from report_dash_casings r where ${on('r')}`);
  await db.execute(sql`insert into report_dash_calls (day, account_id, account_kind, fleet_location_id, dealer_id, state, call_type, place, wheel_position,
      calls, rolled_calls, roll_seconds, total_cost)
    select (sc.called_at at time zone 'UTC')::date, sc.account_id, a.account_type, sc.fleet_location_id, sc.dealer_id, sc.state, sc.call_type, sc.place, sc.wheel_position,
      count(*), count(sc.rolled_at), coalesce(sum(${seconds('sc.called_at', 'sc.rolled_at')}), 0), sum(sc.total_cost)
    from service_calls sc join accounts a on a.id = sc.account_id
    where ${on('sc')}
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9`);
  await db.execute(sql`insert into report_dash_items (day, account_id, account_kind, fleet_location_id, dealer_id, call_type, place, wheel_position, kind, product_id,
      items, quantity, amount)
    select (sc.called_at at time zone 'UTC')::date, sc.account_id, a.account_type, sc.fleet_location_id, sc.dealer_id, sc.call_type, sc.place, sc.wheel_position,
      i.kind, coalesce(i.product_id, 0), count(*), sum(i.quantity), sum(i.amount)
    from service_call_items i join service_calls sc on sc.id = i.service_call_id join accounts a on a.id = sc.account_id
    where ${on('sc')}
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10`);
  await db.execute(sql`insert into report_dash_casings (day, account_id, account_kind, fleet_location_id, retreader_id, finished, casing_brand_id, tire_size_id,
      position_class, status, reject_reason_id, casings, previous_caps, age_months, nail_holes, sections, spots, beads, turnaround_seconds)
    select (o.received_at at time zone 'UTC')::date, o.account_id, a.account_type, o.fleet_location_id, o.retreader_id, o.finished_at is not null,
      c.casing_brand_id, c.tire_size_id, c.position_class, c.status, coalesce(c.reject_reason_id, 0),
      count(*), sum(c.previous_caps), sum(c.age_months), sum(c.nail_hole_repairs), sum(c.section_repairs), sum(c.spot_repairs), sum(c.bead_repairs),
      coalesce(sum(${seconds('o.received_at', 'o.finished_at')}), 0)
    from casings c join retread_orders o on o.id = c.retread_order_id join accounts a on a.id = o.account_id
    where ${on('o')}
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11`);
  await applyToNational(db, on('r'), 1);
}
