/**
 * The unit history report (spec 3 §2, §3 "Unit history", §7; route /unit-history-report, code
 * TMUNTHST): the user's accounts in three lists, the unit numbers of the chosen accounts, and
 * every survey, tire reading, tire removal and service call of the chosen units, newest first
 * per unit. Pressure is answered in psi and tread depth in mm; the client and the files convert
 * them for a metric user.
 */
import { z } from 'zod';
import { requiredText, text } from './common';
import { bodyId, pageFields } from './common-lookups';

/** Spec 3 §9: unit history lists page 1, size 20. */
export const UNIT_HISTORY_PAGE_SIZE = 20;
/** Accounts one request may name: more than any list the screen offers at once. */
export const UNIT_HISTORY_MAX_ACCOUNTS = 100;
/** Units of one on-screen report or download; larger sets are generated in the background. */
export const UNIT_HISTORY_MAX_UNITS = 100;
/** Units one generated report may cover (every unit of the chosen accounts when none is named). */
export const UNIT_HISTORY_MAX_GENERATED_UNITS = 5_000;
/** Events one generated report may hold: an Excel sheet holds 1,048,576 rows. */
export const UNIT_HISTORY_MAX_GENERATED_EVENTS = 1_000_000;

export const UNIT_EVENT_TYPES = ['survey', 'reading', 'removal', 'service'] as const;
export type UnitEventType = (typeof UNIT_EVENT_TYPES)[number];

const option = z.object({ value: z.number().int(), text: z.string() });

/** GET get_accounts: the user's accounts, by the three lists of the screen. */
export const unitHistoryAccounts = z.object({
  /** Accounts outside Canada: national accounts and every other kind the user reaches. */
  us_national_accounts: z.array(option),
  /** Common owners of the user's Canadian accounts. */
  canadian_common_owners: z.array(option),
  /** The user's Canadian accounts, each with its common owner (null for none). */
  canadian_nonsigs: z.array(option.extend({ common_owner_id: z.number().int().nullable() })),
});
export type UnitHistoryAccounts = z.infer<typeof unitHistoryAccounts>;

const accountIds = z.array(bodyId).min(1).max(UNIT_HISTORY_MAX_ACCOUNTS);

/** POST get_unit_numbers: one page of the chosen accounts' units, searched by unit number. */
export const unitNumbersRequest = z.object({
  account_ids: accountIds,
  key_word: text(100).default(''),
  ...pageFields(UNIT_HISTORY_PAGE_SIZE),
});
export type UnitNumbersRequest = z.input<typeof unitNumbersRequest>;

export const unitNumberRow = z.object({
  unit_id: z.number().int(),
  unit_number: z.string(),
  account_id: z.number().int(),
  account_name: z.string(),
  location_name: z.string(),
  unit_type: z.string(),
});
export type UnitNumberRow = z.infer<typeof unitNumberRow>;

export const unitNumbersResponse = z.object({
  unit_numbers: z.array(unitNumberRow),
  page_number: z.number().int(),
  page_size: z.number().int(),
  total_items: z.number().int(),
});
export type UnitNumbersResponse = z.infer<typeof unitNumbersResponse>;

/** The chosen units of the chosen accounts: what the report and its files cover. */
export const unitHistorySelection = z.object({
  account_ids: accountIds,
  unit_ids: z.array(bodyId).min(1).max(UNIT_HISTORY_MAX_UNITS),
});
export type UnitHistorySelection = z.input<typeof unitHistorySelection>;

export const unitHistoryReportRequest = unitHistorySelection.extend(pageFields(UNIT_HISTORY_PAGE_SIZE));
export type UnitHistoryReportRequest = z.input<typeof unitHistoryReportRequest>;

/** One event of a unit's history; fields that do not apply to its type are null. */
export const unitHistoryRow = z.object({
  unit_id: z.number().int(),
  unit_number: z.string(),
  account_name: z.string(),
  event_type: z.enum(UNIT_EVENT_TYPES),
  /** The id of the inspection, reading, removal or service call. */
  event_id: z.number().int(),
  event_at: z.string(),
  survey_id: z.number().int().nullable(),
  location_name: z.string().nullable(),
  /** Who surveyed (the user) or served (the dealer). */
  performed_by: z.string().nullable(),
  /** Axle, side and place, e.g. "2 LO" (axle 2, left outer); null for a whole-unit event. */
  position: z.string().nullable(),
  pressure_psi: z.number().nullable(),
  tread_depth_mm: z.number().nullable(),
  brand: z.string().nullable(),
  product_line: z.string().nullable(),
  tire_size: z.string().nullable(),
  serial_number: z.string().nullable(),
  /** Odometer in miles (inspection mileage, removal odometer). */
  mileage: z.number().nullable(),
  /** Wear conditions, removal reasons, the service call's type and place, or comments. */
  details: z.string(),
  cost: z.number().nullable(),
});
export type UnitHistoryRow = z.infer<typeof unitHistoryRow>;

export const unitHistoryReportResponse = z.object({
  unit_history_report_data: z.array(unitHistoryRow),
  page_number: z.number().int(),
  page_size: z.number().int(),
  total_items: z.number().int(),
});
export type UnitHistoryReportResponse = z.infer<typeof unitHistoryReportResponse>;

/** POST generate_reports: unit_ids left out means every unit of the chosen accounts. */
export const generateUnitHistoryRequest = z.object({
  account_ids: accountIds,
  unit_ids: z.array(bodyId).min(1).max(UNIT_HISTORY_MAX_GENERATED_UNITS).nullish(),
  report_name: requiredText(120),
});
export type GenerateUnitHistoryRequest = z.input<typeof generateUnitHistoryRequest>;

export const generateUnitHistoryResponse = z.object({ id: z.number().int(), status: z.string() });

export const REPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

export const unitHistoryReportItem = z.object({
  id: z.number().int(),
  report_name: z.string(),
  status: z.enum(REPORT_STATUSES),
  progress: z.number(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  error: z.string().nullable(),
  /** Set once done: what the report covers. */
  units: z.number().int().nullable(),
  events: z.number().int().nullable(),
});
export type UnitHistoryReportItem = z.infer<typeof unitHistoryReportItem>;
export const unitHistoryReportsResponse = z.object({ reports: z.array(unitHistoryReportItem) });

/** POST get_report: a generated report as a file (every detail, one sheet per event type). */
export const unitHistoryFileRequest = z.object({
  id: bodyId,
  format: z.enum(['xlsx', 'pdf']).default('xlsx'),
});
export type UnitHistoryFileRequest = z.input<typeof unitHistoryFileRequest>;
