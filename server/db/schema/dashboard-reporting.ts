import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { casingStatus, positionClass, serviceCallPlace, serviceCallType, serviceItemKind } from './enums';
import { users } from './users';

/** The key and sum columns each day table shares with its national table. */
const callColumns = () => ({
  dealerId: integer().notNull(),
  state: text().notNull(),
  callType: serviceCallType().notNull(),
  place: serviceCallPlace().notNull(),
  wheelPosition: positionClass().notNull(),
  calls: integer().notNull(),
  /** Calls with a roll time, and the sum of their roll times in whole seconds. */
  rolledCalls: integer().notNull(),
  rollSeconds: bigint({ mode: 'number' }).notNull(),
  totalCost: numeric({ precision: 14, scale: 2 }).notNull(),
});
const itemColumns = () => ({
  dealerId: integer().notNull(),
  callType: serviceCallType().notNull(),
  place: serviceCallPlace().notNull(),
  wheelPosition: positionClass().notNull(),
  kind: serviceItemKind().notNull(),
  productId: integer().notNull(),
  items: integer().notNull(),
  quantity: integer().notNull(),
  amount: numeric({ precision: 14, scale: 2 }).notNull(),
});
const casingColumns = () => ({
  retreaderId: integer().notNull(),
  finished: boolean().notNull(),
  casingBrandId: integer().notNull(),
  tireSizeId: integer().notNull(),
  positionClass: positionClass().notNull(),
  status: casingStatus().notNull(),
  rejectReasonId: integer().notNull(),
  casings: integer().notNull(),
  previousCaps: integer().notNull(),
  ageMonths: integer().notNull(),
  nailHoles: integer().notNull(),
  sections: integer().notNull(),
  spots: integer().notNull(),
  beads: integer().notNull(),
  turnaroundSeconds: bigint({ mode: 'number' }).notNull(),
});
const located = () => ({ day: date({ mode: 'string' }).notNull(), accountId: integer().notNull(), accountKind: smallint().notNull(), fleetLocationId: integer().notNull() });
const national = () => ({ accountKind: smallint().notNull(), day: date({ mode: 'string' }).notNull() });

/**
 * The fleet dashboard's aggregates (server/reporting/dashboard, migration 0007): one row per
 * day × fleet location × the reports' keys, counts and sums only. account_kind copies
 * accounts.account_type, so the national average reads one kind's rows by index.
 */
export const reportDashCalls = pgTable(
  'report_dash_calls',
  { ...located(), ...callColumns() },
  (t) => [
    primaryKey({ name: 'report_dash_calls_pk', columns: [t.fleetLocationId, t.day, t.dealerId, t.state, t.callType, t.place, t.wheelPosition] }),
    index().on(t.accountId, t.day),
    index().on(t.accountKind, t.day),
  ],
);

/** Service call items by kind and product (0 = none), under their call's keys. */
export const reportDashItems = pgTable(
  'report_dash_items',
  { ...located(), ...itemColumns() },
  (t) => [
    primaryKey({ name: 'report_dash_items_pk', columns: [t.fleetLocationId, t.day, t.dealerId, t.callType, t.place, t.wheelPosition, t.kind, t.productId] }),
    index().on(t.accountId, t.day),
    index().on(t.accountKind, t.day),
  ],
);

/**
 * Casings by the day their order was received. finished: the order is finished;
 * turnaround_seconds sums, over finished casings, their order's finished_at - received_at in whole seconds.
 */
export const reportDashCasings = pgTable(
  'report_dash_casings',
  { ...located(), ...casingColumns() },
  (t) => [
    primaryKey({
      name: 'report_dash_casings_pk',
      columns: [t.fleetLocationId, t.day, t.retreaderId, t.finished, t.casingBrandId, t.tireSizeId, t.positionClass, t.status, t.rejectReasonId],
    }),
    index().on(t.accountId, t.day),
    index().on(t.accountKind, t.day),
  ],
);

/** A user's report basket per dashboard tab (spec 2 §4), kept sorted. */
export const dashboardBaskets = pgTable(
  'dashboard_baskets',
  {
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    tabType: text().notNull(),
    entries: jsonb().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'dashboard_baskets_pk', columns: [t.userId, t.tabType] })],
);

/**
 * The national average's aggregates: the day tables summed over every account and location of
 * a kind per week of a month (day = the first day of the week's span: the 1st, 8th, 15th, 22nd
 * or 29th). Keyed like the day tables otherwise; empty rows are removed.
 */
export const reportDashNaCalls = pgTable(
  'report_dash_na_calls',
  { ...national(), ...callColumns() },
  (t) => [
    primaryKey({ name: 'report_dash_na_calls_pk', columns: [t.accountKind, t.day, t.dealerId, t.state, t.callType, t.place, t.wheelPosition] }),
    index('report_dash_na_calls_empty_index').on(t.accountKind).where(sql`${t.calls} = 0`),
  ],
);

export const reportDashNaItems = pgTable(
  'report_dash_na_items',
  { ...national(), ...itemColumns() },
  (t) => [
    primaryKey({ name: 'report_dash_na_items_pk', columns: [t.accountKind, t.day, t.dealerId, t.callType, t.place, t.wheelPosition, t.kind, t.productId] }),
    index('report_dash_na_items_empty_index').on(t.accountKind).where(sql`${t.items} = 0`),
  ],
);

export const reportDashNaCasings = pgTable(
  'report_dash_na_casings',
  { ...national(), ...casingColumns() },
  (t) => [
    primaryKey({
      name: 'report_dash_na_casings_pk',
      columns: [t.accountKind, t.day, t.retreaderId, t.finished, t.casingBrandId, t.tireSizeId, t.positionClass, t.status, t.rejectReasonId],
    }),
    index('report_dash_na_casings_empty_index').on(t.accountKind).where(sql`${t.casings} = 0`),
  ],
);

/** Accounts of a kind with rows of a source (calls, items, casings) in a month: the national average's divisor. */
export const reportDashNaAccounts = pgTable(
  'report_dash_na_accounts',
  {
    source: text().notNull(),
    accountKind: smallint().notNull(),
    month: date({ mode: 'string' }).notNull(),
    accountId: integer().notNull(),
    rows: integer().notNull(),
  },
  (t) => [
    primaryKey({ name: 'report_dash_na_accounts_pk', columns: [t.source, t.accountKind, t.month, t.accountId] }),
    index('report_dash_na_accounts_empty_index').on(t.source).where(sql`${t.rows} = 0`),
  ],
);
