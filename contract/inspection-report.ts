/**
 * Inspection reporting (TireOptix, spec 3 §3 "Inspection report", §7 under /api/v2/survey):
 * the surveys of the user's fleets filtered by account kinds, leasing accounts, the location's
 * country and states, report type, surveyor, local books and locations; one survey's tires
 * with their exception levels (contract/tire-exceptions.ts) and its photos.
 *
 * Pressure is in psi and tread depth in mm, whatever the user reads: the screens convert.
 */
import { z } from 'zod';
import { checkDateRange, dateRangeFields } from './date-ranges';
import { country, dealerReportType, stateCode } from './dealer-survey';
import { bodyId } from './common-lookups';
import { ACCOUNT_KIND_CODES, INSPECTION_ORDER, INSPECTION_PAGE_SIZE, LEASING_TYPE, LOCAL_BOOK_TYPE } from './report-values';

export { DEALER_REPORT_TYPES as INSPECTION_REPORT_TYPES } from './dealer-survey';

const idFilter = z.array(bodyId).max(1000).nullish();

export { ACCOUNT_KIND_CODES, INSPECTION_ORDER, INSPECTION_PAGE_SIZE, LEASING_TYPE, LOCAL_BOOK_TYPE };
export type InspectionOrderKey = keyof typeof INSPECTION_ORDER;

export const inspectionFilterFields = {
  /** Account type codes; empty or null: every kind. */
  account_types: z.array(z.number().int().min(0).max(10)).max(20).nullish(),
  /** Leasing accounts (type 9); one outside the user's fleets is refused with 403. */
  leasing_ids: idFilter,
  /** The fleet location's country and states. */
  country: country.nullish(),
  states: z.array(stateCode).max(100).nullish(),
  report_type: dealerReportType.default('all'),
  survey_by_user_ids: idFilter,
  /** Whether surveys of local book accounts (type 1) are listed. */
  include_local_books: z.boolean().default(true),
  /** Fleet locations; one outside the user's fleets is refused with 403. */
  location_ids: idFilter,
  ...dateRangeFields,
};

/** report and the two list files (which ignore the page and export every row). */
export const inspectionReportRequest = z
  .object({
    ...inspectionFilterFields,
    page_number: z.number().int().min(1).max(1_000_000).default(1),
    page_size: z.number().int().min(1).max(1000).default(INSPECTION_PAGE_SIZE),
    order_by: z.number().int().min(0).max(11).default(INSPECTION_ORDER.survey_date),
    /** Newest first unless asked otherwise. */
    is_sort_desc: z.boolean().default(true),
  })
  .superRefine(checkDateRange);
export type InspectionReportRequest = z.output<typeof inspectionReportRequest>;
export type InspectionReportInput = z.input<typeof inspectionReportRequest>;

export const inspectionReportRow = z.object({
  survey_id: z.number().int(),
  fleet_location_name: z.string(),
  /** The location's number (code). */
  fleet_location: z.string(),
  /** MM/DD/YYYY. */
  survey_date: z.string(),
  /** The surveying dealer's name; null for a survey made without a dealer. */
  company: z.string().nullable(),
  fleet_name: z.string(),
  survey_by: z.string(),
  total_tires: z.number().int(),
  total_units: z.number().int(),
  exceptions: z.number().int(),
  units_with_exceptions: z.number().int(),
  /** Live tractors and trailers at the location today. */
  tractor_units_count: z.number().int(),
  trailer_units_count: z.number().int(),
  /** Tractors (trailers) inspected in the survey per 100 at the location; null when it has none. */
  tractors_surveyed_percentage: z.number().nullable(),
  trailers_surveyed_percentage: z.number().nullable(),
  /** "passed/total" trailers checked; null when no trailer was checked. */
  trailer_readiness: z.string().nullable(),
});
export type InspectionReportRow = z.infer<typeof inspectionReportRow>;

export const inspectionSummary = z.object({
  surveys: z.number().int(),
  tires: z.number().int(),
  /** Unit inspections. */
  units: z.number().int(),
  units_with_exceptions: z.number().int(),
  exceptions: z.number().int(),
  total_of_trucks_surveyed: z.number().int(),
  total_of_trailers_surveyed: z.number().int(),
  /** Distinct units inspected in the matching surveys. */
  inspected_units: z.number().int(),
  /** Live units at the surveyed locations that none of the matching surveys inspected. */
  not_inspected_units: z.number().int(),
  /** Unit inspections (a unit inspected twice counts twice). */
  inspections: z.number().int(),
  inspected_vehicles: z.number().int(),
  /** Live units at the surveyed locations. */
  fleet_vehicles: z.number().int(),
});
export type InspectionSummary = z.infer<typeof inspectionSummary>;

export const inspectionReportResponse = inspectionSummary.extend({
  records_total: z.number().int(),
  page_number: z.number().int(),
  page_size: z.number().int(),
  date_from: z.string(),
  date_to: z.string(),
  result_status: z.literal('success'),
  message: z.string(),
  data: z.array(inspectionReportRow),
});
export type InspectionReportResponse = z.infer<typeof inspectionReportResponse>;

const option = z.object({ value: z.number().int(), text: z.string() });

/** get_home_page: what the filter steps offer, all within the user's scope. */
export const homePageResponse = z.object({
  account_types: z.array(z.number().int()),
  leasings: z.array(option),
  countries: z.array(z.object({ country_code: z.string(), country_name: z.string(), states: z.array(z.object({ code: z.string(), name: z.string() })) })),
  report_types: z.array(z.object({ value: dealerReportType, text: z.string() })),
  survey_by_users: z.array(option),
  /** text: "CODE Name (City, ST)". */
  locations: z.array(option),
  /** Locations beyond the first 500 are found by number; the list says so. */
  locations_truncated: z.boolean(),
});
export type HomePageResponse = z.infer<typeof homePageResponse>;

export const systemLevelAccessResponse = z.object({ has_access: z.boolean() });

export const surveyIdBody = z.object({ survey_id: bodyId });
export const detailsReportRequest = surveyIdBody.extend({ format: z.enum(['pdf', 'xlsx']).default('pdf') });

export const exceptionColor = z.enum(['ok', 'warning', 'critical', 'unknown']);
export type ExceptionColor = z.infer<typeof exceptionColor>;

/**
 * What to do about a reading (the spec names the three resolutions but not their rules, see
 * README): pressure under target is inflated, over the maximum deflated; tread at the critical
 * limit is replaced now, at the warning limit planned; a wear condition is inspected.
 */
export const resolutions = z.object({
  pressure: z.enum(['inflate', 'deflate']).nullable(),
  tread_depth: z.enum(['replace_now', 'plan_replacement']).nullable(),
  wear_condition: z.enum(['inspect']).nullable(),
});
export type Resolutions = z.infer<typeof resolutions>;

export const surveyDetailRow = z.object({
  unit_number: z.string(),
  unit_id: z.number().int(),
  unit_type: z.string(),
  insp_id: z.number().int(),
  axle_and_tire_position: z.string(),
  pressure: z.number().nullable(),
  pressure_color: exceptionColor,
  tread_depth: z.number().nullable(),
  tread_depth_color: exceptionColor,
  wear_conditions: z.string().nullable(),
  valve: z.string().nullable(),
  brand: z.string().nullable(),
  product_line: z.string().nullable(),
  tire_size: z.string().nullable(),
  tire_id: z.number().int().nullable(),
  /**
   * The tire's DOT code (TIN) when one was entered, its age in whole years at the reading's
   * capture time (from the DOT week and year) and the level of that age under the location's
   * rule (contract/tire-age.ts).
   */
  dot_code: z.string().nullable(),
  tire_age_years: z.number().int().nullable(),
  tire_age_color: exceptionColor,
  has_tire_images: z.boolean(),
  has_unit_images: z.boolean(),
  resolutions,
  /** The unit's trailer readiness check in this survey, when it had one. */
  trailer_readiness: z.enum(['passed', 'failed']).nullable(),
  /**
   * The tire's wear projection as of its latest readings (server/reporting/tire-wear-projection.ts):
   * whether it has a wear rate (two readings or more over a distance on its unit), the day it
   * reaches its minimum tread at that rate and its unit's miles per day (YYYY-MM-DD; none when
   * it wears too slowly to reach it within ten years), and its cost per mile (stored per mile).
   */
  wear_measured: z.boolean(),
  projected_pull_date: z.string().nullable(),
  cost_per_mile: z.number().nullable(),
});
export type SurveyDetailRow = z.infer<typeof surveyDetailRow>;

export const surveyDetailResponse = z.object({
  survey_id: z.number().int(),
  survey_by: z.string(),
  survey_by_company: z.string().nullable(),
  /** ISO instant. */
  survey_date_time: z.string(),
  account_name: z.string(),
  fleet_location_name: z.string(),
  address_city_state_view: z.string(),
  has_trailer_readiness_report: z.boolean(),
  total_units: z.number().int(),
  total_tires: z.number().int(),
  exceptions: z.number().int(),
  data: z.array(surveyDetailRow),
  /** The user's currency symbol, written before every cost. */
  currency_symbol: z.string(),
});
export type SurveyDetailResponse = z.infer<typeof surveyDetailResponse>;

export const imageLinksRequest = z.object({ survey_id: bodyId, unit_id: bodyId.nullish() });
export const imageLinksResponse = z.object({
  tire_images: z.array(z.object({ tire_id: z.number().int(), unit_id: z.number().int(), count: z.number().int() })),
  unit_images: z.array(z.object({ unit_id: z.number().int(), count: z.number().int() })),
});

/** Exactly one of unit_id and tire_id names the page. */
export const imagesPageRequest = z
  .object({ survey_id: bodyId, unit_id: bodyId.nullish(), tire_id: bodyId.nullish() })
  .superRefine((value, ctx) => {
    if ((value.unit_id == null) === (value.tire_id == null)) ctx.addIssue({ code: 'custom', path: ['unit_id'], message: 'Name either unit_id or tire_id' });
  });
export const surveyImage = z.object({ id: z.number().int(), url: z.string(), content_type: z.string(), created_at: z.string() });
export const imagesPageResponse = z.object({
  page_info: z.object({ UnitNumber: z.string(), PositionLocation: z.string().nullable() }),
  images: z.array(surveyImage),
});
export type ImagesPageResponse = z.infer<typeof imagesPageResponse>;
