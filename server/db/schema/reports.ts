import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { generatedReportKind, reportJobStatus } from './enums';
import { accounts } from './organizations';
import { users } from './users';

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const favoriteReports = pgTable(
  'favorite_reports',
  {
    id: id(),
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    requestUrl: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
);

export const dashboardTemplates = pgTable(
  'dashboard_templates',
  {
    id: id(),
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer().notNull().references(() => accounts.id),
    name: text().notNull(),
    reportType: text().notNull(),
    tabType: text().notNull(),
    dateType: text().notNull(),
    dateFrom: timestamp({ withTimezone: true }).notNull(),
    dateTo: timestamp({ withTimezone: true }).notNull(),
    parameters: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.createdAt), index().on(t.accountId)],
);

/** Fleet condition, product analysis and unit history reports, produced in the background. */
export const generatedReports = pgTable(
  'generated_reports',
  {
    id: id(),
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: generatedReportKind().notNull(),
    name: text().notNull(),
    status: reportJobStatus().notNull().default('queued'),
    progress: real().notNull().default(0),
    parameters: jsonb().notNull(),
    /** The report's data once done. */
    result: jsonb(),
    error: text(),
    /** Runs started; a row that keeps stopping its runner fails after the runner's maxAttempts. */
    attempts: smallint().notNull().default(0),
    /** While running: the claim's token (every later write names it), its runner and its last sign of life. */
    leaseToken: text(),
    leasedBy: text(),
    heartbeatAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.userId, t.kind, t.createdAt),
    // The runners' claim and recovery read only unfinished rows; finished ones pile up forever.
    index('generated_reports_unfinished').on(t.status, t.id).where(sql`${t.status} in ('queued', 'running')`),
  ],
);

/** The rated options of the lease-sales questionnaire, by list. */
export const leaseSalesOptions = pgTable(
  'lease_sales_options',
  {
    id: id(),
    list: text().notNull(),
    text: text().notNull(),
    value: text().notNull(),
    rate: smallint(),
    color: text(),
    sort: smallint().notNull().default(0),
  },
  (t) => [unique().on(t.list, t.value)],
);

export const leaseSalesSubmissions = pgTable(
  'lease_sales_submissions',
  {
    id: id(),
    userId: integer().notNull().references(() => users.id),
    accountId: integer().references(() => accounts.id),
    /** The chosen value of each list, by list name. */
    answers: jsonb().notNull(),
    /** Fleet name, address, coordinates and the plain choices (contract/lease-sales submissionDetails). */
    details: jsonb().notNull().default({}),
    score: real().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
);

/** record_store: small JSON records a user keeps on the server and reads back by id. */
export const recordStore = pgTable(
  'record_store',
  {
    id: uuid().primaryKey(),
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    record: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);
