/**
 * The lease-sales configurator (spec 3 §2 /leasesales/configurator, §3 "Lease-sales configurator
 * structure", §7 "Lease sales"): a questionnaire about a prospective lease fleet's yard and
 * habits whose every answer carries a rate (3 suits a drive-over reader well, 1 poorly) and a
 * colour. A submission is stored with its score, the share of the best rate over every rated
 * list, and can be downloaded as PDF or Excel. get_geocode answers a US ZIP code's or a
 * Canadian postal code's centroid from a data set shipped with the server.
 */
import { z } from 'zod';
import { requiredText, text } from './common';
import { bodyId } from './common-lookups';

// Who may use the configurator lives with the page permissions, which the route guard and the
// header menu read without loading the configurator's schemas.
export { LEASE_SALES_GROUPS } from './page-permissions';

/** The rated lists of spec 3 §3, in the questionnaire's order. */
export const RATED_LISTS = [
  'fleet_sizes',
  'precipitations',
  'yard_slopes',
  'yard_surfaces',
  'vehicle_crossing_frequencies',
  'traffic_flows',
  'pressure_specifications',
  'vehicle_loads',
  'tread_patterns',
  'cleanings',
  'fleet_list_managements',
  'multi_unit_trailer_configurations',
] as const;
export type RatedList = (typeof RATED_LISTS)[number];

/** The question of each rated list in English, as the files print it (the screen translates its own). */
export const QUESTION_LABELS: Record<RatedList, string> = {
  fleet_sizes: /*i18n*/ 'Fleet size',
  precipitations: /*i18n*/ 'Precipitation',
  yard_slopes: /*i18n*/ 'Yard slope',
  yard_surfaces: /*i18n*/ 'Yard surface',
  vehicle_crossing_frequencies: /*i18n*/ 'Vehicle crossings',
  traffic_flows: /*i18n*/ 'Traffic flow',
  pressure_specifications: /*i18n*/ 'Pressure specification',
  vehicle_loads: /*i18n*/ 'Vehicle load',
  tread_patterns: /*i18n*/ 'Tread pattern',
  cleanings: /*i18n*/ 'Cleaning',
  fleet_list_managements: /*i18n*/ 'Fleet list management',
  multi_unit_trailer_configurations: /*i18n*/ 'Multi-unit trailer configuration',
};

/** Lists whose options carry value and text only. */
export const PLAIN_LISTS = ['fleet_types', 'lease_terms'] as const;
export type PlainList = (typeof PLAIN_LISTS)[number];

/** Every stored list (lease_sales_options.list). */
export const OPTION_LISTS = [...RATED_LISTS, ...PLAIN_LISTS] as const;

export const valueText = z.object({ value: z.string(), text: z.string() });
export type ValueText = z.infer<typeof valueText>;
export const selectableValueText = valueText.extend({ is_selected: z.boolean() });
export const ratedOption = valueText.extend({ rate: z.number().int(), color: z.string() });
export type RatedOption = z.infer<typeof ratedOption>;

const ratedShape = Object.fromEntries(RATED_LISTS.map((list) => [list, z.array(ratedOption)])) as Record<RatedList, z.ZodArray<typeof ratedOption>>;

export const configuratorStructure = z.object({
  us_national_accounts: z.array(valueText),
  canadian_common_owners_accounts: z.array(valueText),
  /** The manufacturer's sales managers; the signed-in one is selected. */
  fssm_names: z.array(selectableValueText),
  /** Sales regions; the signed-in manager's own (where known) is selected. */
  regions: z.array(selectableValueText),
  fleet_types: z.array(valueText),
  lease_terms: z.array(valueText),
  ...ratedShape,
  country_states: z.array(z.object({ country: valueText, states: z.array(valueText) })),
  /** The best rate any option carries: a list's answer at this rate counts in full. */
  max_rate: z.number().int(),
});
export type ConfiguratorStructure = z.infer<typeof configuratorStructure>;

export const LEASE_COUNTRIES = ['US', 'CA'] as const;

const answerValue = requiredText(100);
export const configuratorAnswers = z.object(
  Object.fromEntries(RATED_LISTS.map((list) => [list, answerValue])) as Record<RatedList, typeof answerValue>,
);

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

/** configurator_submit: who the questionnaire was filled for and one value per rated list. */
export const configuratorSubmitRequest = z.object({
  /** A national account or Canadian common owner the prospect already is, when it is one. */
  account_id: bodyId.nullish(),
  fleet_name: requiredText(200),
  address: text(200).default(''),
  city: text(100).default(''),
  state: text(3).default(''),
  zip: text(10).default(''),
  country: z.enum(LEASE_COUNTRIES),
  latitude: latitude.nullish(),
  longitude: longitude.nullish(),
  fssm: text(100).default(''),
  region: text(100).default(''),
  fleet_type: answerValue,
  lease_term: answerValue,
  comments: text(2000).default(''),
  answers: configuratorAnswers,
});
export type ConfiguratorSubmitRequest = z.input<typeof configuratorSubmitRequest>;

/** One answer of a submission with the text, rate and colour of its option. */
export const answerRating = z.object({
  list: z.string(),
  value: z.string(),
  text: z.string(),
  rate: z.number().int(),
  color: z.string(),
});
export type AnswerRating = z.infer<typeof answerRating>;

export const submissionDetails = z.object({
  fleet_name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  fssm: z.string(),
  region: z.string(),
  fleet_type: z.string(),
  lease_term: z.string(),
  comments: z.string(),
});
export type SubmissionDetails = z.infer<typeof submissionDetails>;

export const submissionSummary = z.object({
  submission_id: z.number().int(),
  fleet_name: z.string(),
  account_name: z.string().nullable(),
  /** Share of the best rate over every rated list, 0–100 with one decimal. */
  score: z.number(),
  created_at: z.string(),
});

export const configuratorSubmitResponse = submissionSummary.extend({ ratings: z.array(answerRating) });
export type ConfiguratorSubmitResponse = z.infer<typeof configuratorSubmitResponse>;

/** configurator: the user's own earlier submissions, newest first. */
export const configuratorRequest = z.object({ page_size: z.number().int().min(1).max(100).default(20) });
export const configuratorResponse = z.object({ submissions: z.array(submissionSummary) });
export type ConfiguratorResponse = z.infer<typeof configuratorResponse>;

export const submissionFileRequest = z.object({ submission_id: bodyId });
export type SubmissionFileRequest = z.infer<typeof submissionFileRequest>;

/** A US ZIP code (12345 or 12345-6789) or a Canadian postal code (A1A 1A1, or its first three characters). */
export const POSTAL_CODE = /^(\d{5}(-?\d{4})?|[A-Za-z]\d[A-Za-z]( ?\d[A-Za-z]\d)?)$/;

export const geocodeQuery = z.object({
  address: text(200).optional(),
  city: text(100).optional(),
  state: text(50).optional(),
  zip: z
    .string()
    .trim()
    .regex(POSTAL_CODE, 'Enter a US ZIP code (12345) or a Canadian postal code (A1A 1A1)'),
});
export type GeocodeQuery = z.input<typeof geocodeQuery>;

export const geocodeResponse = z.object({
  latitude: z.number(),
  longitude: z.number(),
  /** The code the centroid belongs to: a five-digit ZIP code or a Canadian forward sortation area. */
  postal_code: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.enum(LEASE_COUNTRIES),
});
export type GeocodeResponse = z.infer<typeof geocodeResponse>;
