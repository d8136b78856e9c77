/**
 * The fleet condition report (spec 1 §2, §3, §7 "Fleet conditions"; route
 * /fleet-condition-report, code TVFLTCNR): generated in the background from chosen accounts
 * and a date range, listed among earlier reports, opened as data or as a PDF or Excel file.
 *
 * Stored units throughout the data: pressure in psi, tread depth in millimetres, distance in
 * miles; the client converts for display as everywhere else.
 */
import { z } from 'zod';
import { text } from './common';
import { bodyId, parseUsDate } from './common-lookups';

/** Most accounts one report may cover: beyond this the report stops being readable. */
export const FLEET_CONDITION_MAX_ACCOUNTS = 200;

/** Spec 1 §9's date range types plus the generator's "latest survey of each location". */
export const DATE_RANGE_TYPES = ['custom', 'last_30_days', 'month_to_date', 'year_to_date', 'quarter', 'latest_survey'] as const;
export type DateRangeType = (typeof DATE_RANGE_TYPES)[number];

/**
 * Defaults of the potential loss estimate; the request may override any of them. Sources:
 * - miles_per_year: a long-haul tractor runs about 100,000 miles a year (ATRI, Operational
 *   Costs of Trucking).
 * - mpg: a loaded class 8 combination averages about 6.5 miles per gallon (ATRI; US DOE).
 * - fuel_price_per_gallon: on-highway diesel, about $4.00 a gallon (US EIA weekly average).
 * - casing_value: a retreadable casing is worth about $100 (typical casing credit).
 * - tires_per_combination: a tractor-trailer rolls on 18 tires; each carries that share of the fuel.
 */
export const POTENTIAL_LOSS_DEFAULTS = {
  miles_per_year: 100_000,
  mpg: 6.5,
  fuel_price_per_gallon: 4,
  casing_value: 100,
  tires_per_combination: 18,
} as const;

export const lossAssumptionsRequest = z.object({
  miles_per_year: z.number().positive().max(1_000_000).optional(),
  mpg: z.number().positive().max(100).optional(),
  fuel_price_per_gallon: z.number().positive().max(1_000).optional(),
  casing_value: z.number().min(0).max(100_000).optional(),
});

const rangeComplete = (b: { date_range_type: DateRangeType; date_from?: string | null; date_to?: string | null }) =>
  b.date_range_type !== 'custom' || (!!b.date_from && !!b.date_to);
const rangeInOrder = (b: { date_from?: string | null; date_to?: string | null }) => {
  const from = b.date_from ? parseUsDate(b.date_from) : null;
  const to = b.date_to ? parseUsDate(b.date_to) : null;
  return !from || !to || from <= to;
};
const calendarDate = z.string().refine((value) => parseUsDate(value) !== null, 'Please enter date in the correct format');

export const generateReportRequest = z
  .object({
    account_ids: z.array(bodyId).min(1).max(FLEET_CONDITION_MAX_ACCOUNTS),
    date_range_type: z.enum(DATE_RANGE_TYPES).default('custom'),
    /** MM/DD/YYYY; both required for custom, ignored otherwise. */
    date_from: calendarDate.nullish(),
    date_to: calendarDate.nullish(),
    report_name: text(200).trim().nullish(),
    comments: text(4000).nullish(),
    /** Shown on the cover; defaults to the account names. */
    prepared_for: text(200).trim().nullish(),
    loss_assumptions: lossAssumptionsRequest.nullish(),
  })
  .refine(rangeComplete, { path: ['date_from'], message: 'Date is required' })
  .refine(rangeInOrder, { path: ['date_to'], message: 'The end date is before the start date' });
export type GenerateReportRequest = z.output<typeof generateReportRequest>;

export {
  REPORT_FORMATS,
  REPORT_STATUSES,
  generateReportResponse,
  getReportRequest,
  reportFileRequest,
  reportListItem,
  reportNotReady,
  reportStatus,
  reportsResponse,
} from './generated-reports';

// ---- the report's data ----------------------------------------------------------------------

const int = z.number().int();
/** 0–100 with one decimal; null when nothing could be judged. */
const percent = z.number().nullable();
export const POSITION_CLASSES = ['steer', 'drive', 'trail', 'unknown'] as const;
const positionClass = z.enum(POSITION_CLASSES);

export const levelCounts = z.object({ ok: int, warning: int, critical: int, unknown: int });
export type LevelCounts = z.infer<typeof levelCounts>;

const dateRange = z.object({
  type: z.enum(DATE_RANGE_TYPES),
  /** YYYY-MM-DD; null for the latest survey of each location. */
  date_from: z.string().nullable(),
  date_to: z.string().nullable(),
  label: z.string(),
});

export const coverPage = z.object({
  report_name: z.string(), account_names: z.array(z.string()), date_range: dateRange, prepared_for: z.string(), prepared_by: z.string(),
  generated_at: z.string(),
});

export const graphPageHeader = z.object({ title: z.string(), subtitle: z.string(), account_names: z.array(z.string()), date_range_label: z.string() });

const locationEntry = z.object({
  id: int, code: z.string(), name: z.string(), address: z.string(), city: z.string(), state: z.string(), country: z.string(),
  /** Surveys of the report at this location. */
  surveys: int,
  last_survey_date: z.string().nullable(),
});
export const accountData = z.object({
  accounts: z.array(
    z.object({ id: int, account_number: z.string(), name: z.string(), account_type: int, country: z.string(), locations: z.array(locationEntry) }),
  ),
});

export const accountTireReport = z.object({
  account_id: int, account_name: z.string(), locations_surveyed: int, surveys: int, units: int, tires: int, tires_with_exceptions: int,
  pressure_in_spec_percent: percent, tread_in_spec_percent: percent,
});

export const surveyEntry = z.object({
  id: int, account_id: int, fleet_location_id: int, fleet_location_code: z.string(), fleet_location: z.string(), survey_date: z.string(),
  surveyed_by: z.string(), dealer_id: int.nullable(), dealer_name: z.string().nullable(), units: int, tires: int,
});
export const surveyData = z.object({ surveys: z.array(surveyEntry) });

const classStatistics = z.object({
  position_class: positionClass,
  tires: int,
  pressure_levels: levelCounts,
  tread_levels: levelCounts,
  /** Each tire at its worse level of the two. */
  tire_levels: levelCounts,
  /**
   * Tires by age under their location's rule (contract/tire-age.ts): unknown without a DOT date.
   * Absent from a report generated before the report counted age.
   */
  age_levels: levelCounts.optional(),
  tires_with_exceptions: int,
  pressure_in_spec_percent: percent,
  tread_in_spec_percent: percent,
});
export const statisticData = classStatistics.omit({ position_class: true }).extend({
  locations_surveyed: int,
  surveys: int,
  /** Distinct units, and unit inspections (a unit inspected twice counts twice). */
  units_inspected: int,
  inspections: int,
  /** Positions with a pressure or a tread depth read, of all positions recorded. */
  tires_inspected: int,
  tires_in_spec_percent: percent,
  by_position_class: z.array(classStatistics),
});
export type StatisticData = z.infer<typeof statisticData>;

export const fleetConditionalData = z.object({
  by_position_class: z.array(
    z.object({
      position_class: positionClass, tires: int, pressure_levels: levelCounts, tread_levels: levelCounts,
      pressure_in_spec_percent: percent, tread_in_spec_percent: percent,
      /** Ends of axles with both dual tires recorded, and those whose duals differ beyond the rule. */
      dual_pairs_checked: int, dual_tread_mismatches: int, dual_pressure_mismatches: int,
      /** Axles with both ends recorded, and those whose ends differ beyond the rule. */
      axles_checked: int, axle_tread_mismatches: int, axle_pressure_mismatches: int,
    }),
  ),
  wear_conditions: z.array(
    z.object({ id: int, code: z.string(), name: z.string(), is_critical: z.boolean(), tires: int, steer: int, drive: int, trail: int, unknown: int }),
  ),
});

export const multipleGraphs = z.object({
  /** 5-psi buckets per position class, with the target most of the class's tires are held to. */
  pressure_distribution: z.array(
    z.object({ position_class: positionClass, target_pressure_psi: z.number().nullable(), buckets: z.array(z.object({ from_psi: z.number(), to_psi: z.number(), tires: int })) }),
  ),
  /** 2/32-inch buckets per position class (bounds given in 32nds and in mm). */
  tread_depth_distribution: z.array(
    z.object({
      position_class: positionClass,
      buckets: z.array(z.object({ from_32nds: int, to_32nds: int, from_mm: z.number(), to_mm: z.number(), tires: int })),
    }),
  ),
  exceptions_by_location: z.array(
    z.object({
      fleet_location_id: int, code: z.string(), name: z.string(), tires: int, pressure_warning: int, pressure_critical: int,
      tread_warning: int, tread_critical: int, tires_with_exceptions: int,
    }),
  ),
});

const lossFigures = z.object({
  under_inflated_tires: int,
  /** Mean shortfall below target of the under-inflated tires, 0–100. */
  average_under_inflation_percent: percent,
  fuel_gallons_per_year: z.number(), fuel_cost_per_year: z.number(), casings_at_risk: int, casing_cost: z.number(), total_cost: z.number(),
});
export const potentialLossData = lossFigures.extend({
  assumptions: z.object({
    miles_per_year: z.number(), mpg: z.number(), fuel_price_per_gallon: z.number(), casing_value: z.number(), tires_per_combination: z.number(),
    fuel_economy_loss_per_under_inflation: z.number(), currency_symbol: z.string(),
  }),
  tires_with_pressure: int,
  by_location: z.array(lossFigures.extend({ fleet_location_id: int, code: z.string(), name: z.string() })),
});
export type PotentialLossData = z.infer<typeof potentialLossData>;

export const unitEntry = z.object({
  unit_id: int, unit_number: z.string(), unit_type: z.string(), account_id: int, fleet_location_id: int, fleet_location: z.string(),
  inspections: int,
  tires: int,
  /** Tires at critical (worse of pressure and tread), at warning, and both together. */
  critical: int,
  warning: int,
  exceptions: int,
  pressure_exceptions: int,
  tread_exceptions: int,
  last_inspected_at: z.string().nullable(),
});
export const unitsData = z.object({ units: z.array(unitEntry) });

export const ownerData = z.object({
  owners: z.array(
    z.object({ dealer_id: int.nullable(), nonsig: z.string().nullable(), name: z.string().nullable(), city: z.string().nullable(), state: z.string().nullable(), surveys: int, units: int, tires: int }),
  ),
});

export const specInformationData = z.object({
  specs: z.array(
    z.object({
      fleet_location_id: int, fleet_location_code: z.string(), fleet_location: z.string(),
      /** location: the location's own spec; common: the spec used where a location has none. */
      source: z.enum(['location', 'common', 'none']),
      position_class: positionClass, tire_size_id: int.nullable(), tire_size: z.string().nullable(),
      target_pressure_psi: z.number().nullable(), max_pressure_psi: z.number().nullable(),
      /** The tread limits in force: the spec's, never below the legal minimum. */
      min_tread_depth_mm: z.number(),
      warn_tread_depth_mm: z.number(),
      tires: int,
    }),
  ),
  /**
   * The tire age rule of each surveyed location (contract/tire-age.ts), by which the statistics'
   * tire age levels were judged. Absent from a report generated before the report counted age.
   */
  age_rules: z.array(z.object({ fleet_location_id: int, fleet_location_code: z.string(), fleet_location: z.string(), warning_years: int, critical_steer_years: int })).optional(),
});

export const imagesData = z.object({
  images: z.array(
    z.object({
      image_id: int, storage_id: z.string(), content_type: z.string(), file_name: z.string().nullable(), created_at: z.string(),
      survey_id: int, unit_id: int, unit_number: z.string(), tire_id: int, axle_number: int, side: z.string(), place: z.string(),
      position_class: positionClass,
      /** 'critical_over' is a pressure over the tire's maximum. */
      pressure_level: z.string(),
      tread_level: z.string(),
    }),
  ),
  /** True when more images qualified than a report carries. */
  is_limited: z.boolean(),
});

export const fleetConditionReport = z.object({
  report_name: z.string(),
  comment: z.string().nullable(),
  measurement: z.object({ pressure: z.literal('psi'), tread_depth: z.literal('mm'), distance: z.literal('mi') }),
  cover_page: coverPage,
  graph_page_header: graphPageHeader,
  account_data: accountData,
  account_tire_reports_data: z.array(accountTireReport),
  survey_data: surveyData,
  statistic_data: statisticData,
  fleet_conditional_data: fleetConditionalData,
  multiple_graphs: multipleGraphs,
  potential_loss_data: potentialLossData,
  units_data: unitsData,
  owner_data: ownerData,
  spec_information_data: specInformationData,
  images_data: imagesData,
});
export type FleetConditionReport = z.infer<typeof fleetConditionReport>;
