/**
 * Answers of the fleet dashboard calls. The report answer's shape is ours (spec 2 §7 leaves it
 * open):
 *
 * get_reports → { tab_id, tab_type, date_from, date_to, previous_date_from, previous_date_to,
 *   national_average_accounts, reports: Report[] } where each Report is
 *   - report_type, tab_type, report_part (null, or the drilled month);
 *   - table: rows whose fields are REPORT_COLUMNS[report_type] (spec 2 §3 row fields). Time
 *     series reports have one row per month of the range (per week of the drilled month),
 *     empty periods included with IsEmpty true; category reports one row per dealer, state,
 *     product ... ranked by their main figure (top N where the report's name says so).
 *   - graph: categories (the x axis: period labels or category names) and series, each
 *     { key, period, name, data[] } with data aligned to categories. period 'current' always;
 *     'previous' (same period one year earlier) when graph_compare_by_previous; and
 *     'national_average' when graph_compare_by_NA. Time series reports align previous by
 *     position (the month a year earlier); category reports by category.
 *   - summary: tiles { key, value } over the whole range (totals, averages, ratios).
 *   - is_empty: no data in the range (the client disables add-to-basket, spec 2 §5).
 * Numbers are rounded to 2 decimals; money is in the account's currency (currency_symbol).
 */
import { z } from 'zod';
import { pageInfo } from '../common';
import { DASHBOARD_TABS, FLEET_KEYS, REPORT_TYPES, type ReportType } from './report-types';
import { baseParameters, reportPart } from './requests';

/** Columns of the period reports' rows (month rows, or week rows on drill). */
const PERIOD = ['Date', 'MonthNumber', 'Year', 'MonthString', 'WeekString', 'WeekDescription', 'IsEmpty'] as const;
const CALLS = ['TotalCalls', 'EmergencyCalls', 'ScheduledCalls', 'StockCalls'] as const;

/** The row fields of each report type, in display order. */
export const REPORT_COLUMNS = {
  top_servicing_dealers: ['DealerName', 'Nonsig', ...CALLS],
  calls_by_month: [...PERIOD, ...CALLS, 'TotalCallsPrev', 'EmergencyCallsPrev', 'ScheduledCallsPrev', 'StockCallsPrev'],
  calls_by_state: ['State', ...CALLS],
  calls_avg_roll_time: [...PERIOD, 'Calls', 'AvgRollTime', 'CallsPrev', 'AvgRollTimePrev'],
  emergency_service: [...PERIOD, 'TotalCost', 'EmergencyCost', 'EmergencyPercent', 'ScheduledCost', 'ScheduledPercent'],
  retread_to_new: [...PERIOD, 'New', 'Retread', 'RetreadToNewRatio'],
  emergency_vs_scheduled: [...PERIOD, 'EmergencyScheduledCalls', 'EmergencyCalls', 'EmergencyPercent', 'ScheduledCalls', 'ScheduledPercent'],
  repair_retread_cost: [...PERIOD, 'Repair', 'Retread', 'RepairPercent'],
  top_products: ['Product', 'TotalSpend', 'Quantity', 'TotalSpendPercentage'],
  top_retreaders: ['Nonsig', 'Dealer', 'CommonOwner', 'Finished', 'TotalRetreadsPercentage'],
  reject_reasons: ['RejectReason', 'RejectTires', 'RejectTiresPercentage'],
  retread_turnaround: [...PERIOD, 'AverageDays', 'TotalDays', 'Quantity', 'AverageDaysPrev', 'TotalDaysPrev', 'QuantityPrev', 'PeriodType'],
  repair_summary: ['StatusBacking', 'Tires', 'NailHoles', 'NailHolesAvg', 'Section', 'SectionAvg', 'Spot', 'SpotAvg', 'Bead', 'BeadAvg'],
  casing_statistics: ['Position', 'PositionDisplay', 'TotalCount', 'AverageTimesRecap', 'RejectTireRate', 'AverageAge'],
  top_casing_brands: ['Brand', 'CasingBrandName', 'Quantity', 'TirePercentage'],
  brands_avg_age: ['Brand', 'CasingBrandName', 'AvgAge', 'RetreadTiresAvgAge', 'UsedTiresAvgAge', 'RejectedTiresAvgAge'],
  avg_previous_caps: ['brand', 'casing_brand_name', 'avg_prev_caps'],
  reject_tire_rate: ['brand', 'casing_brand_name', 'reject_rate_percentage'],
  casings_submitted: ['brand', 'casing_brand_name', 'casing_submitted'],
} as const satisfies Record<ReportType, readonly string[]>;

export const cell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const tableRow = z.record(z.string(), cell);
export type TableRow = z.infer<typeof tableRow>;

export const PERIOD_SETS = ['current', 'previous', 'national_average'] as const;
export const graphSeries = z.object({
  /** The row field the series plots (e.g. TotalCalls). */
  key: z.string(),
  period: z.enum(PERIOD_SETS),
  name: z.string(),
  data: z.array(z.number().nullable()),
});
export type GraphSeries = z.infer<typeof graphSeries>;

export const reportResult = z.object({
  report_type: z.enum(REPORT_TYPES),
  tab_type: z.enum(DASHBOARD_TABS),
  report_part: reportPart.nullable(),
  is_empty: z.boolean(),
  table: z.array(tableRow),
  graph: z.object({ categories: z.array(z.string()), series: z.array(graphSeries) }),
  summary: z.array(z.object({ key: z.string(), value: z.number().nullable() })),
});
export type ReportResult = z.infer<typeof reportResult>;

export const getReportsResponse = z.object({
  tab_id: z.string(),
  tab_type: z.enum(DASHBOARD_TABS),
  date_from: z.string(),
  date_to: z.string(),
  previous_date_from: z.string(),
  previous_date_to: z.string(),
  currency_symbol: z.string(),
  /** Accounts of the same kind with data in the range: the national average's divisor. */
  national_average_accounts: z.number().int(),
  reports: z.array(reportResult),
});
export type GetReportsResponse = z.infer<typeof getReportsResponse>;

const accountOption = z.object({ id: z.number().int(), account_number: z.string(), name: z.string(), fleet_key: z.enum(FLEET_KEYS) });
export const accountsResponse = z.object({
  us_national_accounts: z.array(accountOption),
  canadian_common_owners: z.array(accountOption),
  canadian_nonsigs: z.array(accountOption),
});
export type AccountsResponse = z.infer<typeof accountsResponse>;

export const locationGroupsResponse = z.object({ groups: z.array(z.object({ id: z.number().int(), name: z.string(), locations: z.number().int() })) });
export const locationRegionsResponse = z.object({
  regions: z.array(z.object({ id: z.number().int(), code: z.string(), description: z.string(), locations: z.number().int() })),
});

export const dashboardLocation = z.object({ id: z.number().int(), code: z.string(), name: z.string(), address: z.string(), city: z.string(), state: z.string() });
export const locationsResponse = pageInfo.extend({ locations: z.array(dashboardLocation) });
export const nonsigsResponse = pageInfo.extend({
  nonsigs: z.array(z.object({ id: z.number().int(), nonsig: z.string(), name: z.string(), city: z.string(), state: z.string() })),
});

/**
 * The step 3 choices of tire sizes, brands and product lines: those in the account's data of the
 * tab's source at the locations the user sees (every date), sorted by name. The service tab's
 * calls have no tires and the casings no product line: those lists are empty.
 */
export const tireFilterOptionsResponse = z.object({
  tire_sizes: z.array(z.object({ id: z.number().int(), size: z.string() })),
  tire_brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
  tire_product_lines: z.array(z.object({ id: z.number().int(), name: z.string(), brand_id: z.number().int(), brand_name: z.string() })),
});
export type TireFilterOptionsResponse = z.infer<typeof tireFilterOptionsResponse>;

/** A row of the saved templates screen (spec 2 §2 columns). */
export const templateRow = z.object({
  id: z.number().int(),
  account_name: z.string(),
  report_name: z.string(),
  report_type: z.string(),
  report_type_display: z.string(),
  report_dates: z.string(),
  date_created: z.string(),
});
export const templatesResponse = pageInfo.extend({ templates: z.array(templateRow) });
export const templateResponse = templateRow.extend({ base_parameters: baseParameters, state: z.record(z.string(), z.unknown()) });
export type TemplateResponse = z.infer<typeof templateResponse>;

/** A stored basket entry: as basket_add validated it (see basketEntry), answered as kept. */
export const storedBasketEntry = z.object({
  report_type: z.enum(REPORT_TYPES),
  settings: z.record(z.string(), z.unknown()),
  models: z.record(z.string(), z.unknown()),
});
export const basketResponse = z.object({ tab_type: z.string(), entries: z.array(storedBasketEntry) });
export const basketsResponse = z.object({ baskets: z.array(basketResponse) });
