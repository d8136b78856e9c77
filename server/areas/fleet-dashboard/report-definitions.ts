/**
 * The 19 report types (spec 2 §3) as sums over one aggregate table and a row made from them.
 * A period report is grouped by month (or week on drill) and a category report by one column;
 * every figure is a function of additive sums, so the same row function serves the current
 * period, the previous one and the national average (sums divided by its accounts), and the
 * summary tiles (the sums of every group).
 */
import type { ReportType, TableRow } from '../../../contract/fleet-dashboard';
import type { Source, Sums } from './aggregate-query';

export type LabelKind = 'dealer' | 'state' | 'product' | 'retreader' | 'reject_reason' | 'brand' | 'brand_lower' | 'status' | 'position';

export interface ReportDefinition {
  source: Source;
  /** Category reports: the aggregate column grouped by, and how its values are named. */
  category?: { column: string; label: LabelKind; top?: number };
  /** The sum a category is ranked by, and that makes a period non-empty. */
  rank: string;
  sums: Record<string, string>;
  /** Conditions of the report itself on the aggregate row `r`. */
  where?: string[];
  /** The report's figures; total: the sums over every group (for shares). */
  row: (sums: Sums, total: Sums) => TableRow;
  /** Row fields drawn as graph series. */
  plotted: string[];
}

export const round2 = (value: number) => Math.round(value * 100) / 100;
const share = (part: number, whole: number) => (whole > 0 ? round2((100 * part) / whole) : 0);
const mean = (sum: number, count: number) => (count > 0 ? round2(sum / count) : null);
const n = (value: number | undefined) => round2(value ?? 0);
/** Roll times are stored in whole seconds; a report gives them in minutes, written as hours and minutes. */
const minutes = (seconds: number, calls: number) => mean(seconds / 60, calls);
/**
 * A casing's age is stored in months (from its DOT week and year to the day it reached the
 * retreader); a report gives the mean in years, the unit its heading names.
 */
const years = (months: number, casings: number) => mean(months / 12, casings);

const callOf = (type: string) => `sum(r.calls) filter (where r.call_type = '${type}')`;
const CALL_SUMS = { total: 'sum(r.calls)', emergency: callOf('emergency'), scheduled: callOf('scheduled'), stock: callOf('stock') };
const callCounts = (s: Sums): TableRow => ({ TotalCalls: n(s.total), EmergencyCalls: n(s.emergency), ScheduledCalls: n(s.scheduled), StockCalls: n(s.stock) });
const CALL_SERIES = ['EmergencyCalls', 'ScheduledCalls', 'StockCalls'];

const itemSum = (column: string, kind: string) => `sum(r.${column}) filter (where r.kind = '${kind}')`;
/** Finished retreads count one cap more than the casing had at inspection (spec 2 §9 disclaimer). */
const CAPS = "sum(r.previous_caps) + coalesce(sum(r.casings) filter (where r.finished and r.status = 'retread'), 0)";
const ageOf = (status: string) => `sum(r.age_months) filter (where r.status = '${status}')`;
const countOf = (status: string) => `sum(r.casings) filter (where r.status = '${status}')`;
const BRAND = (top: number, label: LabelKind = 'brand_lower') => ({ column: 'casing_brand_id', label, top });

export const REPORTS: Record<ReportType, ReportDefinition> = {
  top_servicing_dealers: { source: 'calls', category: { column: 'dealer_id', label: 'dealer', top: 5 }, rank: 'total', sums: CALL_SUMS, row: callCounts, plotted: CALL_SERIES },
  calls_by_month: { source: 'calls', rank: 'total', sums: CALL_SUMS, row: callCounts, plotted: ['TotalCalls', ...CALL_SERIES] },
  calls_by_state: { source: 'calls', category: { column: 'state', label: 'state' }, rank: 'total', sums: CALL_SUMS, row: callCounts, plotted: CALL_SERIES },
  calls_avg_roll_time: {
    source: 'calls',
    rank: 'rolled',
    sums: { rolled: 'sum(r.rolled_calls)', seconds: 'sum(r.roll_seconds)' },
    row: (s) => ({ Calls: n(s.rolled), AvgRollTime: minutes(s.seconds ?? 0, s.rolled ?? 0) }),
    plotted: ['AvgRollTime'],
  },
  emergency_service: {
    source: 'calls',
    rank: 'calls',
    sums: {
      calls: 'sum(r.calls)',
      cost: 'sum(r.total_cost)',
      emergency: "sum(r.total_cost) filter (where r.call_type = 'emergency')",
      scheduled: "sum(r.total_cost) filter (where r.call_type = 'scheduled')",
    },
    row: (s) => ({
      TotalCost: n(s.cost),
      EmergencyCost: n(s.emergency),
      EmergencyPercent: share(s.emergency ?? 0, s.cost ?? 0),
      ScheduledCost: n(s.scheduled),
      ScheduledPercent: share(s.scheduled ?? 0, s.cost ?? 0),
    }),
    plotted: ['EmergencyCost', 'ScheduledCost'],
  },
  retread_to_new: {
    source: 'items',
    rank: 'tires',
    sums: { tires: "sum(r.quantity) filter (where r.kind in ('new_tire', 'retread'))", new: itemSum('quantity', 'new_tire'), retread: itemSum('quantity', 'retread') },
    row: (s) => ({ New: n(s.new), Retread: n(s.retread), RetreadToNewRatio: mean(s.retread ?? 0, s.new ?? 0) }),
    plotted: ['New', 'Retread'],
  },
  emergency_vs_scheduled: {
    source: 'calls',
    rank: 'calls',
    sums: { calls: "sum(r.calls) filter (where r.call_type in ('emergency', 'scheduled'))", emergency: CALL_SUMS.emergency, scheduled: CALL_SUMS.scheduled },
    // Stock deliveries are neither: the total here is of emergency and scheduled calls only, a
    // field of its own so it is never read as the Service tab's total of every call.
    row: (s) => ({
      EmergencyScheduledCalls: n(s.calls),
      EmergencyCalls: n(s.emergency),
      EmergencyPercent: share(s.emergency ?? 0, s.calls ?? 0),
      ScheduledCalls: n(s.scheduled),
      ScheduledPercent: share(s.scheduled ?? 0, s.calls ?? 0),
    }),
    plotted: ['EmergencyCalls', 'ScheduledCalls'],
  },
  repair_retread_cost: {
    source: 'items',
    rank: 'items',
    sums: { items: "sum(r.items) filter (where r.kind in ('repair', 'retread'))", repair: itemSum('amount', 'repair'), retread: itemSum('amount', 'retread') },
    row: (s) => ({ Repair: n(s.repair), Retread: n(s.retread), RepairPercent: share(s.repair ?? 0, (s.repair ?? 0) + (s.retread ?? 0)) }),
    plotted: ['Repair', 'Retread'],
  },
  top_products: {
    source: 'items',
    category: { column: 'product_id', label: 'product', top: 10 },
    where: ["r.kind in ('new_tire', 'retread')", 'r.product_id <> 0'],
    rank: 'spend',
    sums: { spend: 'sum(r.amount)', quantity: 'sum(r.quantity)' },
    row: (s, t) => ({ TotalSpend: n(s.spend), Quantity: n(s.quantity), TotalSpendPercentage: share(s.spend ?? 0, t.spend ?? 0) }),
    plotted: ['TotalSpend'],
  },
  top_retreaders: {
    source: 'casings',
    category: { column: 'retreader_id', label: 'retreader', top: 5 },
    rank: 'finished',
    sums: { finished: "sum(r.casings) filter (where r.finished and r.status = 'retread')" },
    row: (s, t) => ({ Finished: n(s.finished), TotalRetreadsPercentage: share(s.finished ?? 0, t.finished ?? 0) }),
    plotted: ['Finished'],
  },
  reject_reasons: {
    source: 'casings',
    category: { column: 'reject_reason_id', label: 'reject_reason' },
    where: ["r.status = 'rejected'"],
    rank: 'rejected',
    sums: { rejected: 'sum(r.casings)' },
    row: (s, t) => ({ RejectTires: n(s.rejected), RejectTiresPercentage: share(s.rejected ?? 0, t.rejected ?? 0) }),
    plotted: ['RejectTires'],
  },
  retread_turnaround: {
    source: 'casings',
    rank: 'finished',
    sums: { finished: 'sum(r.casings) filter (where r.finished)', seconds: 'sum(r.turnaround_seconds)' },
    row: (s) => ({
      AverageDays: mean((s.seconds ?? 0) / 86_400, s.finished ?? 0),
      TotalDays: n((s.seconds ?? 0) / 86_400),
      Quantity: n(s.finished),
    }),
    plotted: ['AverageDays'],
  },
  repair_summary: {
    source: 'casings',
    category: { column: 'status', label: 'status' },
    rank: 'tires',
    sums: { tires: 'sum(r.casings)', nails: 'sum(r.nail_holes)', sections: 'sum(r.sections)', spots: 'sum(r.spots)', beads: 'sum(r.beads)' },
    row: (s) => ({
      Tires: n(s.tires),
      NailHoles: n(s.nails),
      NailHolesAvg: mean(s.nails ?? 0, s.tires ?? 0),
      Section: n(s.sections),
      SectionAvg: mean(s.sections ?? 0, s.tires ?? 0),
      Spot: n(s.spots),
      SpotAvg: mean(s.spots ?? 0, s.tires ?? 0),
      Bead: n(s.beads),
      BeadAvg: mean(s.beads ?? 0, s.tires ?? 0),
    }),
    plotted: ['NailHolesAvg', 'SectionAvg', 'SpotAvg', 'BeadAvg'],
  },
  casing_statistics: {
    source: 'casings',
    category: { column: 'position_class', label: 'position' },
    rank: 'casings',
    sums: { casings: 'sum(r.casings)', caps: CAPS, rejected: countOf('rejected'), age: 'sum(r.age_months)' },
    row: (s) => ({
      TotalCount: n(s.casings),
      AverageTimesRecap: mean(s.caps ?? 0, s.casings ?? 0),
      RejectTireRate: share(s.rejected ?? 0, s.casings ?? 0),
      AverageAge: years(s.age ?? 0, s.casings ?? 0),
    }),
    plotted: ['TotalCount'],
  },
  top_casing_brands: {
    source: 'casings',
    category: BRAND(10, 'brand'),
    rank: 'casings',
    sums: { casings: 'sum(r.casings)' },
    row: (s, t) => ({ Quantity: n(s.casings), TirePercentage: share(s.casings ?? 0, t.casings ?? 0) }),
    plotted: ['Quantity'],
  },
  brands_avg_age: {
    source: 'casings',
    category: BRAND(10, 'brand'),
    rank: 'casings',
    sums: {
      casings: 'sum(r.casings)',
      age: 'sum(r.age_months)',
      ...Object.fromEntries(['retread', 'used', 'rejected'].flatMap((status) => [[`${status}_n`, countOf(status)], [`${status}_age`, ageOf(status)]])),
    },
    row: (s) => ({
      AvgAge: years(s.age ?? 0, s.casings ?? 0),
      RetreadTiresAvgAge: years(s.retread_age ?? 0, s.retread_n ?? 0),
      UsedTiresAvgAge: years(s.used_age ?? 0, s.used_n ?? 0),
      RejectedTiresAvgAge: years(s.rejected_age ?? 0, s.rejected_n ?? 0),
    }),
    plotted: ['AvgAge', 'RetreadTiresAvgAge', 'UsedTiresAvgAge', 'RejectedTiresAvgAge'],
  },
  avg_previous_caps: {
    source: 'casings',
    category: BRAND(5),
    rank: 'casings',
    sums: { casings: 'sum(r.casings)', caps: CAPS },
    row: (s) => ({ avg_prev_caps: mean(s.caps ?? 0, s.casings ?? 0) }),
    plotted: ['avg_prev_caps'],
  },
  reject_tire_rate: {
    source: 'casings',
    category: BRAND(5),
    rank: 'casings',
    sums: { casings: 'sum(r.casings)', rejected: countOf('rejected') },
    row: (s) => ({ reject_rate_percentage: share(s.rejected ?? 0, s.casings ?? 0) }),
    plotted: ['reject_rate_percentage'],
  },
  casings_submitted: {
    source: 'casings',
    category: BRAND(5),
    rank: 'casings',
    sums: { casings: 'sum(r.casings)' },
    row: (s) => ({ casing_submitted: n(s.casings) }),
    plotted: ['casing_submitted'],
  },
};
