/**
 * Plain values of the report requests, without a schema: the browser reads a report's URL
 * before the report's code loads, and these are all that reading needs. The contract modules
 * that define the schemas re-export them, so the server imports them from where it always has.
 */

/** Account type codes of spec 1 §3. */
export const ACCOUNT_TYPE = {
  unknown: 0,
  localBook: 1,
  preferredFleet: 2,
  nationalAccount: 3,
  canadianCommonOwner: 4,
  government: 5,
  leasing: 9,
  canadianNationalAccount: 10,
} as const;

export const DATE_RANGE_TYPES = ['last_30_days', 'month_to_date', 'year_to_date', 'quarter', 'custom'] as const;

export const CHECKPOINT_PAGE_SIZE = 10;

/**
 * Report types: every crossing, crossings with at least one exception (warning or critical),
 * or crossings with at least one critical exception.
 */
export const CHECKPOINT_REPORT_TYPES = [
  { value: 'all', text: /*i18n*/ 'All crossings' },
  { value: 'exceptions', text: /*i18n*/ 'Exceptions only' },
  { value: 'critical', text: /*i18n*/ 'Critical exceptions only' },
] as const;

/** order_by codes of the report table; 0 sorts like 3 (date and time of the crossing). */
export const CHECKPOINT_ORDER = {
  unit_number: 1,
  fleet_location: 2,
  unit_date: 3,
  unit_time: 4,
  license_number: 5,
  total_tires: 6,
  total_tires_read_count: 7,
  warning_exceptions: 8,
  critical_exceptions: 9,
  pressure_critical: 10,
  pressure_warning: 11,
  tread_depth_critical: 12,
  tread_depth_warning: 13,
  tread_mismatch_axle_critical: 14,
  tread_mismatch_axle_warning: 15,
  tread_mismatch_duals_critical: 16,
  tread_mismatch_duals_warning: 17,
} as const;

export const DEALER_SURVEY_PAGE_SIZE = 20;

/** All surveys, surveys with at least one exception, or surveys with trailer readiness checks. */
export const DEALER_REPORT_TYPES = [
  { value: 'all', text: /*i18n*/ 'All surveys' },
  { value: 'exceptions', text: /*i18n*/ 'Surveys with exceptions' },
  { value: 'trailer_readiness', text: /*i18n*/ 'Surveys with trailer readiness checks' },
] as const;

export const DEALER_SURVEY_ORDER = {
  survey_date: 1,
  fleet_location: 2,
  survey_by: 3,
  fleet_name: 4,
  dealer_location: 5,
  total_tires: 6,
  total_units: 7,
  exceptions: 8,
  trailer_readiness: 9,
} as const;

/** The dealer groups: they see the surveys their own dealership made, on their own report pages. */
export const DEALER_GROUPS = ['DLR', 'WIN'] as const;
export const isDealerGroup = (group: string | null | undefined): boolean => (DEALER_GROUPS as readonly (string | null | undefined)[]).includes(group);

/** Surveys are listed 20 to a page (spec 3 §9). */
export const INSPECTION_PAGE_SIZE = 20;

/** Account type codes (spec 1 §3) a user may pick as account kinds. Local book (1) has its own switch. */
export const ACCOUNT_KIND_CODES = [0, 2, 3, 4, 5, 9, 10] as const;
export const LOCAL_BOOK_TYPE = 1;
export const LEASING_TYPE = 9;

/** order_by codes of the list; 0 sorts like 1 (survey date). */
export const INSPECTION_ORDER = {
  survey_date: 1,
  fleet_location_name: 2,
  survey_by: 3,
  fleet_name: 4,
  company: 5,
  total_tires: 6,
  total_units: 7,
  exceptions: 8,
  trailer_readiness: 9,
  tractors_surveyed_percentage: 10,
  trailers_surveyed_percentage: 11,
} as const;
