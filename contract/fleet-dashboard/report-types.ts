/**
 * The fleet dashboard's tabs and report types (spec 2 §3 "Dashboard", §9). Report type codes are
 * ours (the spec names the reports, not their codes); the client keys panels by them.
 */
export const DASHBOARD_TABS = ['service', 'purchases', 'retreading', 'casingdurability'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const REPORT_TYPES_BY_TAB = {
  service: ['top_servicing_dealers', 'calls_by_month', 'calls_by_state', 'calls_avg_roll_time'],
  purchases: ['emergency_service', 'retread_to_new', 'emergency_vs_scheduled', 'repair_retread_cost', 'top_products'],
  retreading: ['top_retreaders', 'reject_reasons', 'retread_turnaround', 'repair_summary'],
  casingdurability: ['casing_statistics', 'top_casing_brands', 'brands_avg_age', 'avg_previous_caps', 'reject_tire_rate', 'casings_submitted'],
} as const satisfies Record<DashboardTab, readonly string[]>;

export type ReportType = (typeof REPORT_TYPES_BY_TAB)[DashboardTab][number];
export const REPORT_TYPES = Object.values(REPORT_TYPES_BY_TAB).flat() as [ReportType, ...ReportType[]];

export function tabOfReport(type: ReportType): DashboardTab {
  return DASHBOARD_TABS.find((tab) => (REPORT_TYPES_BY_TAB[tab] as readonly string[]).includes(type))!;
}

/**
 * Reports whose rows are periods (months, or the weeks of one month on drill): they carry
 * Prev columns and previous / national average graph series per period. The others are
 * ranked categories (dealers, states, products, retreaders, reasons, brands, statuses).
 */
export const TIME_SERIES_REPORTS: readonly ReportType[] = [
  'calls_by_month',
  'calls_avg_roll_time',
  'emergency_service',
  'retread_to_new',
  'emergency_vs_scheduled',
  'repair_retread_cost',
  'retread_turnaround',
];

/** Spec 2 §9 filter values. */
export const SERVICE_TYPES = ['emergency', 'scheduled', 'stock'] as const;
export const UNIT_LOCATIONS = ['roadside', 'yard', 'shop'] as const;
export const WHEEL_POSITIONS = ['steer', 'drive', 'trail', 'allpositions', 'unknown'] as const;
export const TIRE_STATUSES = ['retread', 'used', 'rejected'] as const;
export const RETREADING_TYPES = ['CTSC', 'other'] as const;
/** Fleet keys of the account step (spec 2 §3) and the account_type codes each lists (spec 1 §3). */
export const FLEET_KEYS = ['us_national_account', 'canadian_common_owner', 'canadian_nonsig'] as const;
export type FleetKey = (typeof FLEET_KEYS)[number];
export const FLEET_KEY_ACCOUNT_TYPE: Record<FleetKey, number> = {
  us_national_account: 3,
  canadian_common_owner: 4,
  canadian_nonsig: 10,
};
export { DATE_RANGE_TYPES as DATE_TYPES } from '../date-ranges';
/** Saved templates: page size and sort codes (spec 2 §9). */
export const TEMPLATE_PAGE_SIZE = 20;
export const TEMPLATE_ORDER = { account: 2, report_name: 3, report_type: 4, report_dates: 6, date_created: 7 } as const;
