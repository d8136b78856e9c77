/**
 * Dealer survey reports (spec 1 §2, §3, §7 under /api/v2/survey): surveys made by dealers at
 * fleet locations, filtered by the dealer's country and states, the dealer (owner), the person
 * who surveyed and the dates. A dealer sees only the surveys it made; a customer the surveys
 * of its accounts; staff all.
 *
 * Exceptions follow the fleet survey's rule (server/areas/fleet-survey/units/exception-counts):
 * a tire reading is one exception when its pressure or its tread depth is at warning or worse
 * by contract/tire-exceptions.ts; a tire low on both counts once.
 */
import { z } from 'zod';
import { textValue } from './common';
import { checkDateRange, dateRangeFields } from './date-ranges';
import { bodyId, countryStatesList } from './common-lookups';
import { DEALER_SURVEY_ORDER, DEALER_SURVEY_PAGE_SIZE } from './report-values';

export { DEALER_REPORT_TYPES, DEALER_SURVEY_ORDER, DEALER_SURVEY_PAGE_SIZE } from './report-values';

/** Surveys are listed 20 to a page (spec 1 §9). */

export const dealerReportType = z.enum(['all', 'exceptions', 'trailer_readiness']);
export type DealerReportType = z.infer<typeof dealerReportType>;

/** A POST body whose fields are all optional: a request without a body counts as {}. */
const optionalBody = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? {}, schema);
export const country = z.string().regex(/^[A-Za-z]{2}$/, 'A two-letter country code').toUpperCase();
export const stateCode = z.string().regex(/^[A-Za-z0-9]{1,5}$/, 'A state or province code').toUpperCase();
const idFilter = z.array(bodyId).max(1000).nullish();

export const countriesWithStatesResponse = countryStatesList;

/** Country and state are the dealer's; owner_id is a dealer. */
export const surveyByUsersRequest = optionalBody(
  z.object({
    country: country.nullish(),
    state: stateCode.nullish(),
    owner_id: bodyId.nullish(),
  }),
);
export type SurveyByUsersRequest = z.output<typeof surveyByUsersRequest>;
/** value: the user id for survey_by_user_ids. */
export const surveyByUsersResponse = z.object({ survey_by_users: z.array(textValue) });

/** order_by codes of the table; 0 sorts like 1 (survey date). */

const reportFields = {
  /** The dealer's country and states (codes); empty or null: any. */
  country: country.nullish(),
  states: z.array(stateCode).max(100).nullish(),
  report_type: dealerReportType.default('all'),
  survey_by_user_ids: idFilter,
  /** Dealers; one the user may not see is refused with 403. */
  owner_ids: idFilter,
  ...dateRangeFields,
  page_number: z.number().int().min(1).max(1_000_000).default(1),
  page_size: z.number().int().min(1).max(1000).default(DEALER_SURVEY_PAGE_SIZE),
  order_by: z.number().int().min(0).max(9).default(DEALER_SURVEY_ORDER.survey_date),
  /** Newest first unless asked otherwise. */
  is_sort_desc: z.boolean().default(true),
};

/** report-dealer and the two list files (which ignore the page and export every row). */
export const reportDealerRequest = z.object(reportFields).superRefine(checkDateRange);
export type ReportDealerRequest = z.output<typeof reportDealerRequest>;

export const reportDealerRow = z.object({
  survey_id: z.number().int(),
  fleet_location: z.string(),
  /** MM/DD/YYYY. */
  survey_date: z.string(),
  survey_by: z.string(),
  fleet_name: z.string(),
  /** "Dealer (City, ST)"; null for a survey without a dealer. */
  dealer_location: z.string().nullable(),
  /** Tire readings (positions recorded). */
  total_tires: z.number().int(),
  /** Units inspected. */
  total_units: z.number().int(),
  exceptions: z.number().int(),
  units_with_exceptions: z.number().int(),
  /** "passed/total" trailers checked; null when no trailer was checked. */
  trailer_readiness: z.string().nullable(),
});
export type ReportDealerRow = z.infer<typeof reportDealerRow>;

/** The summary figures are sums over every matching survey, not only the page. */
export const reportDealerResponse = z.object({
  records_total: z.number().int(),
  page_number: z.number().int(),
  page_size: z.number().int(),
  date_from: z.string(),
  date_to: z.string(),
  surveys: z.number().int(),
  tires: z.number().int(),
  units: z.number().int(),
  units_with_exceptions: z.number().int(),
  total_of_trucks_surveyed: z.number().int(),
  total_of_trailers_surveyed: z.number().int(),
  exceptions: z.number().int(),
  data: z.array(reportDealerRow),
});
export type ReportDealerResponse = z.infer<typeof reportDealerResponse>;

/** detailsdealerreport: one survey's every unit and position, as a file. */
export const detailsDealerReportRequest = z.object({
  survey_id: bodyId,
  format: z.enum(['pdf', 'xlsx']).default('pdf'),
});
