/**
 * Locations and survey header selects of the fleet survey module (spec 2 §7 under
 * /api/v2/fleet_survey): picking a fleet location to survey, adding one, the selects of the
 * survey header, and a location's survey summary.
 */
import { z } from 'zod';
import { requiredText, text } from '../common';
import { bodyId, fleetLocationRow, optionalBody, pageFields } from '../common-lookups';
import { dateRange, RANGE_MESSAGE, rangeInOrder } from './surveys';
import { operationStatus, owner } from './units';

/** Survey lists, including the location picker, show 20 rows (spec 1 §9). */
export const SELECT_LOCATIONS_PAGE_SIZE = 20;

/** order_by of the location picker; 0 (unset) sorts like 1. */
export const SELECT_LOCATION_ORDER = { code: 1, name: 2, address: 3, city: 4, state: 5, account_name: 6, last_survey_date: 7 } as const;

export const selectLocationsRequest = optionalBody(
  z.object({
    account_id: bodyId.nullish(),
    key_word: text(200).default(''),
    ...pageFields(SELECT_LOCATIONS_PAGE_SIZE),
    order_by: z.number().int().min(0).max(7).default(SELECT_LOCATION_ORDER.code),
    is_sort_desc: z.boolean().default(false),
  }),
);
export type SelectLocationsRequest = z.output<typeof selectLocationsRequest>;

export const surveyLocationRow = fleetLocationRow.extend({
  account_name: z.string(),
  /** ISO time of the latest survey at the location the user may see; null when none. */
  last_survey_date: z.string().nullable(),
});
export type SurveyLocationRow = z.infer<typeof surveyLocationRow>;

/** The spec names the rows of this table `accounts`, though each is a location. */
export const selectLocationsResponse = z.object({
  accounts: z.array(surveyLocationRow),
  page_number: z.number().int(),
  page_size: z.number().int(),
  total_items: z.number().int(),
});

export const surveyLocation = surveyLocationRow.extend({
  zip: z.string(),
  country: z.string(),
  phone: z.string().nullable(),
  is_active: z.boolean(),
  account_number: z.string(),
  account_type: z.number().int(),
});
export const locationResponse = z.object({ location: surveyLocation });

export const preferredLocationsRequest = z.preprocess((value) => value ?? {}, z.object({ key_word: text(200).default('') }));
export const preferredLocationsResponse = z.object({ locations: z.array(surveyLocationRow) });

/**
 * add_location: a new fleet location of an account in scope. Without a code one is made from
 * the account number. Business errors (a taken code, an unknown country or state) answer with
 * the operation status and isError true.
 */
export const addLocationRequest = z.object({
  account_id: bodyId,
  code: requiredText(50).nullish(),
  name: requiredText(200),
  address: requiredText(200),
  city: requiredText(100),
  state: requiredText(10),
  zip: requiredText(20),
  country: z.string().regex(/^[A-Za-z]{2}$/, 'A two-letter country code'),
  phone: text(30).nullish(),
});
export type AddLocationRequest = z.output<typeof addLocationRequest>;
export const addLocationResponse = operationStatus.extend({ location: surveyLocationRow });

export const selectsRequest = z.preprocess((value) => value ?? {}, z.object({ account_id: bodyId.nullish(), location_id: bodyId.nullish() }));
export const selectsResponse = z.object({
  accounts: z.array(z.object({ id: z.number().int(), account_number: z.string(), name: z.string(), account_type: z.number().int() })),
  owners: z.array(owner),
  survey_by_users: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const nonsigsResponse = z.object({ nonsigs_list: z.array(owner) });

export const summaryRequest = z
  .object({ location_id: bodyId, ...dateRange })
  .refine(rangeInOrder, { path: ['date_to'], message: RANGE_MESSAGE });
export type SummaryRequest = z.output<typeof summaryRequest>;
/** Counts over the location's surveys the user may see in the range. */
export const summaryResponse = z.object({
  surveys: z.number().int(),
  /** The location's live units, the rows of its unit list (countLocationUnits on both sides). */
  units: z.number().int(),
  /** Tire readings in those surveys. */
  tires: z.number().int(),
  /** Readings outside the location's spec (see the server's exception rule). */
  exceptions: z.number().int(),
});
