/**
 * Checkpoint reports (spec 1 §2, §3, §7 under /api/v2/checkpoint): drive-over readers at yard
 * gates read every tire of a passing unit. One report row is one crossing.
 *
 * Measurements in answers are in the user's units (pressure_format, tread_depth_format);
 * colours are named levels ('ok' | 'warning' | 'critical' | 'unknown') the client maps to
 * colours. How exceptions are counted: server/areas/checkpoint/exception-counts.ts.
 */
import { z } from 'zod';
import { id, pageInfo, text, textValue } from './common';
import { checkDateRange, dateRangeFields } from './date-ranges';
import { accountTypeCode, bodyId, countryStatesList, FLEET_LOCATION_ORDER } from './common-lookups';
import { worstLevel, type ExceptionLevel, type PositionClass } from './tire-exceptions';
import { CHECKPOINT_ORDER, CHECKPOINT_PAGE_SIZE } from './report-values';

export { CHECKPOINT_ORDER, CHECKPOINT_PAGE_SIZE, CHECKPOINT_REPORT_TYPES } from './report-values';

/** Table page size of spec 1 §9. */

export const exceptionLevel = z.enum(['ok', 'warning', 'critical', 'unknown']);
export const pressureFormat = z.enum(['psi', 'bar', 'kPa']);
export const treadDepthFormat = z.enum(['32nds', 'mm']);

export const checkpointReportType = z.enum(['all', 'exceptions', 'critical']);
export type CheckpointReportType = z.infer<typeof checkpointReportType>;

/**
 * A reader cannot tell a unit's axle layout; a crossing of a unit without a known axle
 * configuration (a visitor, or a unit never configured) is read as a tractor: axle 1 steers,
 * every other axle drives.
 */
export const STEER_AXLE_NUMBER = 1;
export function fallbackPositionClass(axleNumber: number): PositionClass {
  return axleNumber === STEER_AXLE_NUMBER ? 'steer' : 'drive';
}

/**
 * The contract's mismatch rules say only whether two ends differ too much; the report splits
 * mismatches into critical and warning by the tires involved: a mismatch is critical when one
 * of its tires is itself at critical tread depth (the worn tire must come off now), else a
 * warning. 'ok' when compared and matched; 'unknown' when there was nothing to compare.
 */
export function mismatchLevel(compared: boolean, mismatched: boolean, treadLevels: readonly ExceptionLevel[]): ExceptionLevel {
  if (!compared) return 'unknown';
  if (!mismatched) return 'ok';
  return worstLevel(...treadLevels) === 'critical' ? 'critical' : 'warning';
}

// ---- home page and locations -------------------------------------------------------------

export const homePageResponse = z.object({
  us_national_accounts: z.array(textValue),
  canadian_common_owners_accounts: z.array(textValue),
  canadian_national_accounts: z.array(textValue),
  preferred_fleet_accounts: z.array(textValue),
  countries_with_states: countryStatesList,
  /** value: a CheckpointReportType. */
  report_types: z.array(textValue),
  /** The drive-over readers in scope ("location · reader"); value: the reader id for reader_ids. */
  survey_by_users: z.array(textValue),
});
export type HomePageResponse = z.infer<typeof homePageResponse>;

const pageFields = {
  page_number: z.number().int().min(1).max(1_000_000).default(1),
  page_size: z.number().int().min(1).max(1000).default(CHECKPOINT_PAGE_SIZE),
};

/** order_by: 1 code, 2 name, 3 address, 4 city, 5 state (0 sorts like 1). */
export const customerLocationsRequest = z.object({
  account_kind: accountTypeCode.nullish(),
  account_id: bodyId,
  key_word: text(200).default(''),
  ...pageFields,
  order_by: z.number().int().min(0).max(5).default(FLEET_LOCATION_ORDER.code),
  is_sort_desc: z.boolean().default(false),
});
export type CustomerLocationsRequest = z.output<typeof customerLocationsRequest>;

export const customerLocation = z.object({
  text: z.string(),
  value: z.number().int(),
  code: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
});
export const customerLocationsResponse = pageInfo.extend({ locations: z.array(customerLocation) });

// ---- report --------------------------------------------------------------------------------

export type CheckpointOrderColumn = keyof typeof CHECKPOINT_ORDER;

const idFilter = z.array(bodyId).max(1000).nullish();

const reportFields = {
  account_kind: accountTypeCode.nullish(),
  account_id: bodyId,
  /** Empty or null: every location of the account the user may see. */
  location_ids: idFilter,
  /** Readers (survey_by_users values); empty or null: all. */
  reader_ids: idFilter,
  report_type: checkpointReportType.default('all'),
  ...dateRangeFields,
  ...pageFields,
  order_by: z.number().int().min(0).max(17).default(CHECKPOINT_ORDER.unit_date),
  /** Newest first unless asked otherwise. */
  is_sort_desc: z.boolean().default(true),
};

/** report and the report files; the files ignore the page and export every row. */
export const reportRequest = z.object(reportFields).superRefine(checkDateRange);
export type ReportRequest = z.output<typeof reportRequest>;

export const exceptionCounts = z.object({
  warning_exceptions: z.number().int(),
  critical_exceptions: z.number().int(),
  pressure_critical: z.number().int(),
  pressure_warning: z.number().int(),
  tread_depth_critical: z.number().int(),
  tread_depth_warning: z.number().int(),
  tread_mismatch_axle_critical: z.number().int(),
  tread_mismatch_axle_warning: z.number().int(),
  tread_mismatch_duals_critical: z.number().int(),
  tread_mismatch_duals_warning: z.number().int(),
});

export const reportRow = exceptionCounts.extend({
  /** null for a unit that is not in the fleet (a visitor). */
  unit_id: z.number().int().nullable(),
  /** The crossing id: what detail and the detail files take. */
  survey_id: z.number().int(),
  unit_number: z.string(),
  fleet_location_id: z.number().int(),
  fleet_location: z.string(),
  /** MM/DD/YYYY and HH:MM of the crossing (UTC, as every stored time). */
  unit_date: z.string(),
  unit_time: z.string(),
  crossed_at: z.string(),
  license_number: z.string().nullable(),
  /** Wheel positions the reader reported. */
  total_tires: z.number().int(),
  /** Of those, positions with a pressure or a tread depth read. */
  total_tires_read_count: z.number().int(),
});
export type ReportRow = z.infer<typeof reportRow>;

/** Sums over every matching row, not only the page: critical_exceptions = Σ rows' critical_exceptions. */
export const reportTiles = z.object({
  total_units: z.number().int(),
  total_tires: z.number().int(),
  critical_exceptions: z.number().int(),
  warning_exceptions: z.number().int(),
});
export type ReportTiles = z.infer<typeof reportTiles>;

export const reportResponse = z.object({
  records_total: z.number().int(),
  page_number: z.number().int(),
  page_size: z.number().int(),
  /** The resolved range, MM/DD/YYYY, both days included. */
  date_from: z.string(),
  date_to: z.string(),
  pressure_format: pressureFormat,
  tread_depth_format: treadDepthFormat,
  tiles: reportTiles,
  data: z.array(reportRow),
});
export type ReportResponse = z.infer<typeof reportResponse>;

// ---- detail --------------------------------------------------------------------------------

export const detailRequest = z.object({ id: bodyId });
/** The detail files of several crossings. */
export const detailsRequest = z.object({ ids: z.array(bodyId).min(1).max(100) });
export const plateImageParams = z.object({ crossingId: id });

export const wheel = z.object({
  /** Axle, side and place: 1L, 1R, 2LO, 2LI, 2RI, 2RO. */
  position: z.string(),
  place: z.enum(['single', 'inner', 'outer']),
  pressure: z.number().nullable(),
  pressure_color: exceptionLevel,
  tread_depth: z.number().nullable(),
  tread_depth_color: exceptionLevel,
});
export type Wheel = z.infer<typeof wheel>;

export const axleSide = z.object({
  /** The duals of this end differ in tread depth beyond the contract's limit. */
  mismatch: z.boolean(),
  /** mismatchLevel of the duals; 'unknown' for singles or a dual not read. */
  color: exceptionLevel,
  /** The duals differ in pressure beyond the contract's limit; shown, not counted. */
  pressure_mismatch: z.boolean(),
  /** Outer to inner on the left, inner to outer on the right, as seen from behind. */
  wheels: z.array(wheel),
});

export const axle = z.object({
  axle_number: z.number().int(),
  position_class: z.enum(['steer', 'drive', 'trail', 'unknown']),
  /** The two ends differ in tread depth beyond the contract's limit. */
  mismatch: z.boolean(),
  mismatch_axle_color: exceptionLevel,
  pressure_mismatch: z.boolean(),
  is_lift_axle: z.boolean(),
  left_side: axleSide,
  right_side: axleSide,
});
export type Axle = z.infer<typeof axle>;

export const detailTiles = z.object({
  unit: z.string(),
  /** MM/DD/YYYY HH:MM (UTC). */
  date_time: z.string(),
  crossed_at: z.string(),
  /** GET it with the session headers: the stored plate photo, or an SVG of the plate text. */
  license_plate_url: z.string(),
  location: z.string(),
  license_number: z.string().nullable(),
  /** Wheel positions the reader reported. */
  records_total: z.number().int(),
  /** Of those, the positions read (a pressure or a tread depth): the report's "Tires read" rule. */
  records_read: z.number().int(),
  /** The user reads imperial units. */
  non_metric: z.boolean(),
  is_bidirectional: z.boolean(),
  crossingdirection: z.enum(['in', 'out']),
});

export const detailResponse = z.object({
  title: z.string(),
  pressure_format: pressureFormat,
  tread_depth_format: treadDepthFormat,
  tiles: detailTiles,
  tires: z.array(axle),
});
export type DetailResponse = z.infer<typeof detailResponse>;
