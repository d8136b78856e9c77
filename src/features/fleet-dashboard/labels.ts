import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DashboardTab, DateRangeType, FleetKey, ReportType } from './app-links';

export type TabKey = DashboardTab | 'report';

export const TAB_LABELS: Record<TabKey, MessageDescriptor> = {
  service: msg`Service`,
  purchases: msg`Purchases`,
  retreading: msg`Retreading`,
  casingdurability: msg`Casing durability`,
  report: msg`Report`,
};

export const FLEET_KEY_LABELS: Record<FleetKey, MessageDescriptor> = {
  us_national_account: msg`US national accounts`,
  canadian_common_owner: msg`Canadian common owners`,
  canadian_nonsig: msg`Canadian nonsigs`,
};

export const DATE_TYPE_LABELS: Record<DateRangeType, MessageDescriptor> = {
  last_30_days: msg`Last 30 Days`,
  month_to_date: msg`Month to Date`,
  year_to_date: msg`Year to Date`,
  quarter: msg`Quarter`,
  custom: msg`Custom`,
};

export const REPORT_LABELS: Record<ReportType, MessageDescriptor> = {
  top_servicing_dealers: msg`Top 5 servicing dealers`,
  calls_by_month: msg`Service calls by month`,
  calls_by_state: msg`Service calls by state`,
  calls_avg_roll_time: msg`Average roll time`,
  emergency_service: msg`Emergency service spend`,
  retread_to_new: msg`Retread sales to new tire sales`,
  emergency_vs_scheduled: msg`Emergency vs scheduled service`,
  repair_retread_cost: msg`Repair and retread cost`,
  top_products: msg`Top products`,
  top_retreaders: msg`Top 5 retreaders`,
  reject_reasons: msg`Rejected tire failures by reason`,
  retread_turnaround: msg`Retread turnaround time`,
  repair_summary: msg`Repair summary`,
  casing_statistics: msg`Casing statistics`,
  top_casing_brands: msg`Top 10 casing brands`,
  brands_avg_age: msg`Top 10 brands average age`,
  avg_previous_caps: msg`Top 5 brands: average previous caps`,
  reject_tire_rate: msg`Top 5 brands: reject tire rate`,
  casings_submitted: msg`Top 5 brands: casings submitted`,
};

/** Column and series headings by row field; fields without one show as written. */
export const FIELD_LABELS: Record<string, MessageDescriptor> = {
  MonthString: msg`Month`,
  WeekDescription: msg`Week`,
  DealerName: msg`Dealer`,
  Nonsig: msg`Nonsig`,
  State: msg`State`,
  TotalCalls: msg`Total calls`,
  EmergencyScheduledCalls: msg`Emergency and scheduled calls`,
  EmergencyCalls: msg`Emergency calls`,
  ScheduledCalls: msg`Scheduled calls`,
  StockCalls: msg`Stock calls`,
  TotalCallsPrev: msg`Total calls, previous year`,
  EmergencyCallsPrev: msg`Emergency calls, previous year`,
  ScheduledCallsPrev: msg`Scheduled calls, previous year`,
  StockCallsPrev: msg`Stock calls, previous year`,
  Calls: msg`Calls`,
  AvgRollTime: msg`Average roll time`,
  CallsPrev: msg`Calls, previous year`,
  AvgRollTimePrev: msg`Average roll time, previous year`,
  TotalCost: msg`Total cost`,
  EmergencyCost: msg`Emergency cost`,
  EmergencyPercent: msg`Emergency %`,
  ScheduledCost: msg`Scheduled cost`,
  ScheduledPercent: msg`Scheduled %`,
  New: msg`New tires`,
  Retread: msg`Retreads`,
  RetreadToNewRatio: msg`Retread to new ratio`,
  Repair: msg`Repairs`,
  RepairPercent: msg`Repair %`,
  Product: msg`Product`,
  TotalSpend: msg`Total spend`,
  Quantity: msg`Quantity`,
  TotalSpendPercentage: msg`Share of spend %`,
  Dealer: msg`Retreader`,
  CommonOwner: msg`Common owner`,
  Finished: msg`Finished retreads`,
  TotalRetreadsPercentage: msg`Share of retreads %`,
  RejectReason: msg`Reject reason`,
  RejectTires: msg`Rejected tires`,
  RejectTiresPercentage: msg`Share of rejects %`,
  AverageDays: msg`Average days`,
  TotalDays: msg`Total days`,
  AverageDaysPrev: msg`Average days, previous year`,
  TotalDaysPrev: msg`Total days, previous year`,
  QuantityPrev: msg`Quantity, previous year`,
  StatusBacking: msg`Status`,
  Tires: msg`Tires`,
  NailHoles: msg`Nail holes`,
  NailHolesAvg: msg`Nail holes per tire`,
  Section: msg`Section repairs`,
  SectionAvg: msg`Section repairs per tire`,
  Spot: msg`Spot repairs`,
  SpotAvg: msg`Spot repairs per tire`,
  Bead: msg`Bead repairs`,
  BeadAvg: msg`Bead repairs per tire`,
  PositionDisplay: msg`Position`,
  TotalCount: msg`Casings`,
  AverageTimesRecap: msg`Average times recapped`,
  RejectTireRate: msg`Reject tire rate %`,
  AverageAge: msg`Average age (years)`,
  CasingBrandName: msg`Casing brand`,
  casing_brand_name: msg`Casing brand`,
  TirePercentage: msg`Share of casings %`,
  AvgAge: msg`Average age (years)`,
  RetreadTiresAvgAge: msg`Retread tires average age (years)`,
  UsedTiresAvgAge: msg`Used tires average age (years)`,
  RejectedTiresAvgAge: msg`Rejected tires average age (years)`,
  avg_prev_caps: msg`Average previous caps`,
  reject_rate_percentage: msg`Reject rate %`,
  casing_submitted: msg`Casings submitted`,
};

export const PERIOD_LABELS = {
  current: msg`Current`,
  previous: msg`Previous year`,
  national_average: msg`National average`,
} as const;

export const SERVICE_TYPE_LABELS = { emergency: msg`Emergency`, scheduled: msg`Scheduled`, stock: msg`Stock` } as const;
export const UNIT_LOCATION_LABELS = { roadside: msg`Roadside`, yard: msg`Fleet yard`, shop: msg`Dealer shop` } as const;
export const WHEEL_POSITION_LABELS = { steer: msg`Steer`, drive: msg`Drive`, trail: msg`Trailer`, allpositions: msg`All positions`, unknown: msg`Unknown` } as const;
export const TIRE_STATUS_LABELS = { retread: msg`Retread`, used: msg`Used`, rejected: msg`Rejected` } as const;
export const RETREADING_TYPE_LABELS = { CTSC: msg`CTSC`, other: msg`Other retreaders` } as const;
