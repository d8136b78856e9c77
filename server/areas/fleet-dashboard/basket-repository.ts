/**
 * The report basket per tab (spec 2 §4), kept per user on the server so it follows the manager
 * to another desktop. Adding a report already in the basket replaces its models and settings;
 * the basket is kept in report type order (the tab's order, spec 2 §3).
 */
import { sql } from 'drizzle-orm';
import { REPORT_TYPES, REPORT_TYPES_BY_TAB, type BasketEntry, type DashboardTab } from '../../../contract/fleet-dashboard';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { fieldError } from '../../plugins/error-handler';

export type BasketTab = DashboardTab | 'report';

const orderOf = (entry: BasketEntry) => REPORT_TYPES.indexOf(entry.report_type);

function parse(value: unknown): BasketEntry[] {
  return (typeof value === 'string' ? JSON.parse(value) : value) as BasketEntry[];
}

export async function listBaskets(db: Db, userId: number) {
  const rows = await queryRows<{ tab_type: string; entries: unknown }>(db, sql`select tab_type, entries from dashboard_baskets where user_id = ${userId} order by tab_type`);
  return { baskets: rows.map((row) => ({ tab_type: row.tab_type, entries: parse(row.entries) })) };
}

/** Reads, changes and writes one tab's basket under a row lock, so two desktops never lose an edit. */
async function changeBasket(db: Db, userId: number, tab: BasketTab, change: (entries: BasketEntry[]) => BasketEntry[]) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await queryRows<{ entries: unknown }>(t, sql`select entries from dashboard_baskets where user_id = ${userId} and tab_type = ${tab} for update`);
    const entries = change(row ? parse(row.entries) : []).sort((a, b) => orderOf(a) - orderOf(b));
    await t.execute(sql`insert into dashboard_baskets (user_id, tab_type, entries) values (${userId}, ${tab}, ${JSON.stringify(entries)}::jsonb)
      on conflict (user_id, tab_type) do update set entries = excluded.entries, updated_at = now()`);
    return { tab_type: tab, entries };
  });
}

export function addToBasket(db: Db, userId: number, tab: BasketTab, entry: BasketEntry) {
  if (tab !== 'report' && !(REPORT_TYPES_BY_TAB[tab] as readonly string[]).includes(entry.report_type)) {
    throw fieldError('entry.report_type', `Not a report of the ${tab} tab`);
  }
  if (entry.settings.report_type !== entry.report_type) throw fieldError('entry.settings.report_type', 'Must be the entry report_type');
  return changeBasket(db, userId, tab, (entries) => [...entries.filter((e) => e.report_type !== entry.report_type), entry]);
}

export function removeFromBasket(db: Db, userId: number, tab: BasketTab, reportType: BasketEntry['report_type']) {
  return changeBasket(db, userId, tab, (entries) => entries.filter((e) => e.report_type !== reportType));
}

export function clearBasket(db: Db, userId: number, tab: BasketTab) {
  return changeBasket(db, userId, tab, () => []);
}
