import type { I18n } from '@lingui/core';

/*
 * The dashboard files' column, series and tile headings by row field (spec 2 §3), in English
 * for the export catalog; the screens carry the same headings in their own catalog
 * (src/features/fleet-dashboard/labels.ts). A field without a heading shows as words.
 */
const FIELD_WORDS: Record<string, string> = {
  MonthString: /*i18n*/ 'Month',
  WeekDescription: /*i18n*/ 'Week',
  DealerName: /*i18n*/ 'Dealer',
  Nonsig: /*i18n*/ 'Nonsig',
  State: /*i18n*/ 'State',
  TotalCalls: /*i18n*/ 'Total calls',
  EmergencyScheduledCalls: /*i18n*/ 'Emergency and scheduled calls',
  EmergencyCalls: /*i18n*/ 'Emergency calls',
  ScheduledCalls: /*i18n*/ 'Scheduled calls',
  StockCalls: /*i18n*/ 'Stock calls',
  TotalCallsPrev: /*i18n*/ 'Total calls, previous year',
  EmergencyCallsPrev: /*i18n*/ 'Emergency calls, previous year',
  ScheduledCallsPrev: /*i18n*/ 'Scheduled calls, previous year',
  StockCallsPrev: /*i18n*/ 'Stock calls, previous year',
  Calls: /*i18n*/ 'Calls',
  AvgRollTime: /*i18n*/ 'Average roll time',
  CallsPrev: /*i18n*/ 'Calls, previous year',
  AvgRollTimePrev: /*i18n*/ 'Average roll time, previous year',
  TotalCost: /*i18n*/ 'Total cost',
  EmergencyCost: /*i18n*/ 'Emergency cost',
  EmergencyPercent: /*i18n*/ 'Emergency %',
  ScheduledCost: /*i18n*/ 'Scheduled cost',
  ScheduledPercent: /*i18n*/ 'Scheduled %',
  New: /*i18n*/ 'New tires',
  Retread: /*i18n*/ 'Retreads',
  RetreadToNewRatio: /*i18n*/ 'Retread to new ratio',
  Repair: /*i18n*/ 'Repairs',
  RepairPercent: /*i18n*/ 'Repair %',
  Product: /*i18n*/ 'Product',
  TotalSpend: /*i18n*/ 'Total spend',
  Quantity: /*i18n*/ 'Quantity',
  TotalSpendPercentage: /*i18n*/ 'Share of spend %',
  Dealer: /*i18n*/ 'Retreader',
  CommonOwner: /*i18n*/ 'Common owner',
  Finished: /*i18n*/ 'Finished retreads',
  TotalRetreadsPercentage: /*i18n*/ 'Share of retreads %',
  RejectReason: /*i18n*/ 'Reject reason',
  RejectTires: /*i18n*/ 'Rejected tires',
  RejectTiresPercentage: /*i18n*/ 'Share of rejects %',
  AverageDays: /*i18n*/ 'Average days',
  TotalDays: /*i18n*/ 'Total days',
  AverageDaysPrev: /*i18n*/ 'Average days, previous year',
  TotalDaysPrev: /*i18n*/ 'Total days, previous year',
  QuantityPrev: /*i18n*/ 'Quantity, previous year',
  StatusBacking: /*i18n*/ 'Status',
  Tires: /*i18n*/ 'Tires',
  NailHoles: /*i18n*/ 'Nail holes',
  NailHolesAvg: /*i18n*/ 'Nail holes per tire',
  Section: /*i18n*/ 'Section repairs',
  SectionAvg: /*i18n*/ 'Section repairs per tire',
  Spot: /*i18n*/ 'Spot repairs',
  SpotAvg: /*i18n*/ 'Spot repairs per tire',
  Bead: /*i18n*/ 'Bead repairs',
  BeadAvg: /*i18n*/ 'Bead repairs per tire',
  PositionDisplay: /*i18n*/ 'Position',
  TotalCount: /*i18n*/ 'Casings',
  AverageTimesRecap: /*i18n*/ 'Average times recapped',
  RejectTireRate: /*i18n*/ 'Reject tire rate %',
  AverageAge: /*i18n*/ 'Average age (years)',
  CasingBrandName: /*i18n*/ 'Casing brand',
  casing_brand_name: /*i18n*/ 'Casing brand',
  TirePercentage: /*i18n*/ 'Share of casings %',
  AvgAge: /*i18n*/ 'Average age (years)',
  RetreadTiresAvgAge: /*i18n*/ 'Retread tires average age (years)',
  UsedTiresAvgAge: /*i18n*/ 'Used tires average age (years)',
  RejectedTiresAvgAge: /*i18n*/ 'Rejected tires average age (years)',
  avg_prev_caps: /*i18n*/ 'Average previous caps',
  reject_rate_percentage: /*i18n*/ 'Reject rate %',
  casing_submitted: /*i18n*/ 'Casings submitted',
};

const spaced = (field: string) => field.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ');

/** A row field's heading in the reader's language. */
export function fieldHeading(i18n: I18n, field: string): string {
  const words = FIELD_WORDS[field];
  // A field without a heading of its own may still be a catalog word (Date, Year, Brand).
  return i18n._(words ?? spaced(field));
}

const PERIOD_WORDS: Record<string, string> = {
  current: /*i18n*/ 'Current',
  previous: /*i18n*/ 'Previous year',
  national_average: /*i18n*/ 'National average',
};

/** A graph series' name: its field's heading and the compared set, e.g. "Total calls (Previous year)". */
export function seriesName(i18n: I18n, field: string, period: string): string {
  return `${fieldHeading(i18n, field)} (${i18n._(PERIOD_WORDS[period] ?? period)})`;
}
