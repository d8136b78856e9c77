/**
 * Surveys of the fleet survey module (spec 2 §7 under /api/v2/fleet_survey): creating and
 * editing a survey, listing a location's surveys, and the units inspected in one survey.
 */
import { z } from 'zod';
import { id, text } from '../common';
import { bodyId, parseUsDate, SURVEYS_PAGE_SIZE } from '../common-lookups';
import { unitDetail, unitFields } from './units';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;
export const SURVEY_YEAR_MIN = 2000;
export const SURVEY_YEAR_MAX = 2100;

/**
 * A survey date: MM/DD/YYYY as the forms send it, YYYY-MM-DD, or an ISO instant with a zone
 * (the offline outbox). A bare day is stored at 12:00 UTC so it stays the same calendar day
 * in every time zone the fleets work in. Null when the text is no real date.
 */
export function parseSurveyDate(value: string): Date | null {
  const trimmed = value.trim();
  let date: Date | null = null;
  const us = parseUsDate(trimmed);
  if (us) date = new Date(us.getTime() + 12 * 3_600_000);
  else if (ISO_DAY.test(trimmed)) {
    const [year, month, day] = trimmed.split('-').map(Number);
    const candidate = new Date(Date.UTC(year, month - 1, day, 12));
    date = candidate.getUTCMonth() === month - 1 && candidate.getUTCDate() === day ? candidate : null;
  } else if (ISO_INSTANT.test(trimmed)) {
    const candidate = new Date(trimmed);
    date = Number.isNaN(candidate.getTime()) ? null : candidate;
  }
  if (!date) return null;
  const year = date.getUTCFullYear();
  return year >= SURVEY_YEAR_MIN && year <= SURVEY_YEAR_MAX ? date : null;
}

export const DATE_FORMAT_MESSAGE = 'Please enter date in the correct format';
export const surveyDate = z.string().max(40).refine((value) => parseSurveyDate(value) !== null, DATE_FORMAT_MESSAGE);

/** An optional date range; date_to includes its whole day. */
export const dateRange = {
  date_from: surveyDate.nullish(),
  date_to: surveyDate.nullish(),
};
export const rangeInOrder = (b: { date_from?: string | null; date_to?: string | null }) => {
  const from = b.date_from ? parseSurveyDate(b.date_from) : null;
  const to = b.date_to ? parseSurveyDate(b.date_to) : null;
  return !from || !to || from <= to;
};
export const RANGE_MESSAGE = 'The end date is before the start date';

export const writeResult = z.object({ id: z.number().int(), version: z.number().int() });

/** create_survey: survey_by is the signed-in user; dealer_id defaults to the user's dealer. */
export const createSurveyRequest = z.object({
  location_id: bodyId,
  survey_date: surveyDate,
  dealer_id: bodyId.nullish(),
  comments: text(2000).nullish(),
});
export type CreateSurveyRequest = z.output<typeof createSurveyRequest>;

/** update_survey_details: a field left out stays; dealer_id or comments null clears it. */
export const updateSurveyDetailsRequest = z.object({
  id: bodyId,
  version: z.number().int().min(1),
  survey_date: surveyDate.optional(),
  dealer_id: bodyId.nullish(),
  comments: text(2000).nullish(),
});
export type UpdateSurveyDetailsRequest = z.output<typeof updateSurveyDetailsRequest>;

export const SURVEY_STATUSES = ['open', 'finished'] as const;

/** A survey as get_surveys lists it and as a 409 on update_survey_details returns it. */
export const surveyRow = z.object({
  id: z.number().int(),
  location_id: z.number().int(),
  account_id: z.number().int(),
  survey_date: z.string(),
  status: z.enum(SURVEY_STATUSES),
  finished_at: z.string().nullable(),
  survey_by: z.string(),
  survey_by_user_id: z.number().int(),
  dealer_id: z.number().int().nullable(),
  dealer_name: z.string().nullable(),
  comments: z.string().nullable(),
  units: z.number().int(),
  tires: z.number().int(),
  exceptions: z.number().int(),
  version: z.number().int(),
});
export type SurveyRow = z.infer<typeof surveyRow>;

/**
 * order_by of the surveys table; 0 (unset) sorts like 1. Exceptions are counted by the shared
 * rules of contract/tire-exceptions.ts after the page is read, so they are not a sort key.
 */
export const SURVEY_ORDER = { survey_date: 1, status: 2, survey_by: 3, dealer_name: 4, units: 5, tires: 6 } as const;

/** get_surveys and the survey exports: one location's surveys, newest first unless asked otherwise. */
export const surveysRequest = z
  .object({
    location_id: bodyId,
    ...dateRange,
    status: z.enum(SURVEY_STATUSES).nullish(),
    page_number: z.number().int().min(1).max(1_000_000).default(1),
    page_size: z.number().int().min(1).max(1000).default(SURVEYS_PAGE_SIZE),
    order_by: z.number().int().min(0).max(6).default(SURVEY_ORDER.survey_date),
    is_sort_desc: z.boolean().default(true),
  })
  .refine(rangeInOrder, { path: ['date_to'], message: RANGE_MESSAGE });
export type SurveysRequest = z.output<typeof surveysRequest>;
export const surveysResponse = z.object({
  surveys: z.array(surveyRow),
  page_number: z.number().int(),
  page_size: z.number().int(),
  total_items: z.number().int(),
});

const inspectionFields = {
  mileage: z.number().int().min(0).max(10_000_000).nullish(),
  hours: z.number().int().min(0).max(1_000_000).nullish(),
  comments: text(2000).nullish(),
};

/** add_new_unit_to_survey: the unit is created at the survey's location. */
export const addNewUnitToSurveyRequest = z.object({ survey_id: bodyId, unit: unitFields, ...inspectionFields });
export const addNewUnitToSurveyResponse = z.object({ unit_id: z.number().int(), unit_inspection_id: z.number().int() });

/** add_existing_unit_to_survey: a unit already in the survey keeps its one inspection. */
export const addExistingUnitToSurveyRequest = z.object({ survey_id: bodyId, unit_id: bodyId, ...inspectionFields });
export const addExistingUnitToSurveyResponse = z.object({ unit_inspection_id: z.number().int(), is_new: z.boolean() });

export const surveyParams = z.object({ surveyId: id });
export const surveyUnitParams = surveyParams.extend({ unitId: id });

const inspectionCounts = {
  /** Positions of the unit's axle configuration (mounted tires when it has none). */
  tires_total: z.number().int(),
  /** Readings with a pressure or a tread depth. */
  tires_read: z.number().int(),
  exceptions: z.number().int(),
};

/** GET {surveyId}/units: every unit inspected in the survey. */
export const surveyUnitsResponse = z.object({
  units: z.array(
    z.object({
      unit_id: z.number().int(),
      unit_number: z.string(),
      type: z.number().int(),
      type_name: z.string(),
      axle_configuration_id: z.number().int().nullable(),
      axle_configuration: z.string().nullable(),
      unit_inspection_id: z.number().int(),
      inspected_at: z.string(),
      mileage: z.number().int().nullable(),
      hours: z.number().int().nullable(),
      ...inspectionCounts,
    }),
  ),
});

/** GET {surveyId}/units/{unitId}: the unit with its inspection in this survey; version is the inspection's. */
export const surveyUnitResponse = z.object({
  unit: unitDetail,
  unit_inspection_id: z.number().int(),
  mileage: z.number().int().nullable(),
  hours: z.number().int().nullable(),
  comments: z.string().nullable(),
  inspected_at: z.string(),
  version: z.number().int(),
  ...inspectionCounts,
});
