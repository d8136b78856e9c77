/**
 * The scrap analysis report (spec 3 §2, §3 "Scrap report", §7 "Scrap analysis"; route
 * /scrap-analysis-report, code TVSCRPAN): the accounts chosen in the shared account selection
 * table, a period, optionally some dealers or CTSC locations and some of the surveys that
 * scrapped tires, then why the tires were scrapped (removal reason), in what wear condition, at
 * which position, per account, with the scrapped tires' photos. Tread depth is answered in mm;
 * the client and the files convert for an imperial user.
 */
import { z } from 'zod';
import { ACCOUNT_SELECTION_MAX_SELECTED, accountSelects } from './account-selection';
import { text } from './common';
import { checkDateRange, dateRangeFields } from './date-ranges';
import { bodyId, pageFields } from './common-lookups';

/** The survey list's page (spec 3 §9: page 1, size 20). */
export const SCRAP_SURVEYS_PAGE_SIZE = 20;
/** Photos one report carries (the newest first): a page of pictures, not an archive. */
export const SCRAP_REPORT_MAX_PHOTOS = 24;
/** Most dealers, CTSC locations or surveys one request may name. */
export const SCRAP_MAX_CHOSEN = 200;

export const SCRAP_POSITION_CLASSES = ['steer', 'drive', 'trail', 'unknown'] as const;

const filterFields = {
  account_ids: z.array(bodyId).min(1).max(ACCOUNT_SELECTION_MAX_SELECTED),
  /** Scrapped by these dealers or CTSC locations; none means by anyone. */
  dealer_ids: z.array(bodyId).max(SCRAP_MAX_CHOSEN).nullish(),
  ...dateRangeFields,
};

/** POST get_surveys: the surveys of the chosen accounts and period that scrapped tires, one page. */
export const scrapSurveysRequest = z
  .object({ ...filterFields, ...pageFields(SCRAP_SURVEYS_PAGE_SIZE) })
  .superRefine(checkDateRange);
export type ScrapSurveysRequest = z.input<typeof scrapSurveysRequest>;

export const scrapSurvey = z.object({
  survey_id: z.number().int(),
  survey_date: z.string(),
  fleet_location_code: z.string(),
  fleet_location_name: z.string(),
  account_name: z.string(),
  dealer_name: z.string().nullable(),
  scrapped_tires: z.number().int(),
});
export type ScrapSurvey = z.infer<typeof scrapSurvey>;

export const scrapSurveysResponse = z.object({
  surveys: z.array(scrapSurvey),
  page_number: z.number().int(),
  page_size: z.number().int(),
  total_items: z.number().int(),
});
export type ScrapSurveysResponse = z.infer<typeof scrapSurveysResponse>;

/** get_scrap_report, get_report_to_pdf and get_report_to_excel. */
export const scrapReportRequest = z
  .object({
    ...filterFields,
    /** Only tires scrapped at these surveys; none means every scrapped tire of the period. */
    survey_ids: z.array(bodyId).max(SCRAP_MAX_CHOSEN).nullish(),
    report_name: text(200).nullish(),
    comments: text(1000).nullish(),
  })
  .superRefine(checkDateRange);
export type ScrapReportRequest = z.input<typeof scrapReportRequest>;

/** Scrapped tires of one removal reason or wear condition; id null for "none recorded". */
export const scrapFigure = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  tires: z.number().int(),
  /** Share of all scrapped tires of the report, 0–100 with one decimal. */
  percent: z.number(),
});
export type ScrapFigure = z.infer<typeof scrapFigure>;

export const scrapPositionFigure = z.object({
  position_class: z.enum(SCRAP_POSITION_CLASSES),
  tires: z.number().int(),
  percent: z.number(),
  /** Mean tread depth at removal of the tires that had one measured, in mm. */
  average_tread_depth_mm: z.number().nullable(),
});

export const scrapAccountRow = z.object({
  account_id: z.number().int(),
  account_number: z.string(),
  account_name: z.string(),
  tires: z.number().int(),
  retreads: z.number().int(),
  with_photo: z.number().int(),
  average_tread_depth_mm: z.number().nullable(),
  /** The account's most frequent removal reason (by name on a tie), null without any recorded. */
  top_removal_reason: z.string().nullable(),
});
export type ScrapAccountRow = z.infer<typeof scrapAccountRow>;

export const scrapImage = z.object({
  /** Fetch the picture at fleet_survey/image/{image}. */
  image: z.string(),
  /** A caption: brand, size, position and reason. */
  name: z.string(),
  account_name: z.string(),
  removal_reason: z.string().nullable(),
  position_class: z.enum(SCRAP_POSITION_CLASSES),
  scrapped_at: z.string(),
});
export type ScrapImage = z.infer<typeof scrapImage>;

export const scrapReport = z.object({
  cover_page: z.object({
    title: z.string(),
    report_name: z.string(),
    prepared_for: z.array(z.string()),
    prepared_by: z.string(),
    date_from: z.string(),
    date_to: z.string(),
    generated_at: z.string(),
    comments: z.string().nullable(),
  }),
  /** The figures above the charts. */
  graph_header: z.object({
    scrapped_tires: z.number().int(),
    accounts: z.number().int(),
    locations: z.number().int(),
    surveys: z.number().int(),
    retreads: z.number().int(),
    with_photo: z.number().int(),
    average_tread_depth_mm: z.number().nullable(),
  }),
  statistics: z.object({
    by_removal_reason: z.array(scrapFigure),
    by_wear_condition: z.array(scrapFigure),
    by_position: z.array(scrapPositionFigure),
  }),
  account_tire_reports: z.array(scrapAccountRow),
  /** The chosen accounts with their location count. */
  account_data: z.array(z.object({ id: z.number().int(), account_number: z.string(), name: z.string(), city: z.string().nullable(), state: z.string().nullable() })),
  /** The surveys the report's tires were scrapped at (the newest first, up to the survey list's page). */
  survey_data: z.object({ surveys: z.array(scrapSurvey), total_items: z.number().int() }),
  images: z.array(scrapImage),
  /** True when more scrapped tires had a photo than a report carries. */
  is_images_limited: z.boolean(),
});
export type ScrapReport = z.infer<typeof scrapReport>;

/**
 * POST survey/get_dealers_locations (spec 3 §7 "Scrap analysis"): the dealer filter's dealers and
 * CTSC locations in one answer; with accounts chosen, only those that scrapped their tires.
 */
export const dealersLocationsRequest = z.object({ account_ids: z.array(bodyId).max(ACCOUNT_SELECTION_MAX_SELECTED).nullish() });
export type DealersLocationsRequest = z.input<typeof dealersLocationsRequest>;
export const dealersLocationsResponse = z.object({ dealers: accountSelects.shape.dealers, dealers_ctsc: accountSelects.shape.dealers_ctsc });
export type DealersLocations = z.infer<typeof dealersLocationsResponse>;
