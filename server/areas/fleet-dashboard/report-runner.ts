/**
 * Builds one report of get_reports from the aggregates: the table, the graph (current, and
 * previous / national average when asked) and the summary tiles. Shape: contract/fleet-dashboard
 * responses.ts.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  REPORT_COLUMNS,
  tabOfReport,
  type GraphSeries,
  type ReportParameters,
  type ReportResult,
  type TableRow,
} from '../../../contract/fleet-dashboard';
import type { Db } from '../../db/client';
import { groupedSums, nationalSums, scaleSums, type DayRange, type Group, type Slice, type Source, type Sums } from './aggregate-query';
import { labelsOf } from './category-labels';
import { categoryTable, totalOf } from './category-table';
import { exportWords } from '../../exports/export-words';
import { dayRange, monthPlan, previousRange, weekPlan } from './periods';
import { REPORTS, type ReportDefinition } from './report-definitions';
import { reportFilters, type FilterInput } from './report-filters';

export interface ReportContext {
  db: Db;
  slice: Slice;
  accountKind: number;
  range: { from: Date; to: Date };
  filters: Omit<FilterInput, 'report'>;
  /** Accounts of the kind with data in a day range: the national average's divisor (cached per request). */
  nationalAccounts: (source: Source, range: DayRange) => Promise<number>;
  /** The reader's language: category names (reasons, statuses, positions) are answered in it. */
  language: string;
}

const total = totalOf;
const byKey = (groups: Group[]) => new Map(groups.map((group) => [group.key, group.sums]));
const numeric = (row: TableRow, field: string) => {
  const value = row[field];
  return typeof value === 'number' ? value : null;
};
const PERIOD_NAMES = { current: 'Current', previous: 'Previous year', national_average: 'National average' } as const;

interface PeriodSets {
  current: Group[];
  previous: Group[] | null;
  national: Group[] | null;
}

async function readSets(ctx: ReportContext, def: ReportDefinition, report: ReportParameters, key: SQL, range: { from: Date; to: Date }, needPrevious: boolean): Promise<PeriodSets> {
  const filters = [...reportFilters(def.source, { ...ctx.filters, report }), ...(def.where ?? []).map((part) => sql.raw(part))];
  const read = (slice: Slice, days: DayRange) => groupedSums(ctx.db, def.source, slice, days, key, def.sums, filters);
  const days = dayRange(range);
  const previousDays = dayRange(previousRange(range));
  const [current, previous, national, accounts] = await Promise.all([
    read(ctx.slice, days),
    needPrevious ? read(ctx.slice, previousDays) : null,
    report.graph_compare_by_NA ? nationalSums(ctx.db, def.source, ctx.accountKind, days, key, def.sums, filters) : null,
    report.graph_compare_by_NA ? ctx.nationalAccounts(def.source, days) : 0,
  ]);
  return { current, previous, national: national && national.map((group) => ({ key: group.key, sums: scaleSums(group.sums, accounts) })) };
}

function series(def: ReportDefinition, sets: PeriodSets, keys: { current: string; previous: string }[], row: (sums: Sums, all: Sums) => TableRow): GraphSeries[] {
  const out: GraphSeries[] = [];
  const periods = [
    ['current', sets.current, 'current'] as const,
    ['previous', sets.previous, 'previous'] as const,
    ['national_average', sets.national, 'current'] as const,
  ];
  for (const [period, groups, keyOf] of periods) {
    if (!groups) continue;
    const sums = byKey(groups);
    const all = total(groups);
    const rows = keys.map((key) => row(sums.get(key[keyOf]) ?? {}, all));
    for (const field of def.plotted) out.push({ key: field, period, name: `${field} (${PERIOD_NAMES[period]})`, data: rows.map((r) => numeric(r, field)) });
  }
  return out;
}

function summary(def: ReportDefinition, all: Sums) {
  return Object.entries(def.row(all, all))
    .filter(([, value]) => typeof value === 'number' || value === null)
    .map(([key, value]) => ({ key, value: value as number | null }));
}

async function categoryReport(ctx: ReportContext, def: ReportDefinition, report: ReportParameters): Promise<Omit<ReportResult, 'report_type' | 'tab_type' | 'report_part'>> {
  const category = def.category!;
  const sets = await readSets(ctx, def, report, sql.raw(`r.${category.column}`), ctx.range, report.graph_compare_by_previous);
  const all = total(sets.current);
  const ranked = sets.current.filter((group) => (group.sums[def.rank] ?? 0) > 0);
  const labels = await labelsOf(ctx.db, category.label, ranked.map((group) => group.key), ctx.language);
  ranked.sort((a, b) => b.sums[def.rank]! - a.sums[def.rank]! || labels.get(a.key)!.name.localeCompare(labels.get(b.key)!.name));
  const shown = category.top ? ranked.slice(0, category.top) : ranked;
  const rest = ranked.slice(shown.length);
  const table = categoryTable(def, shown, rest, labels, all, exportWords(ctx.language).i18n._('All others ({count})', { count: rest.length }));
  const keys = shown.map((group) => ({ current: group.key, previous: group.key }));
  return {
    is_empty: shown.length === 0,
    table,
    graph: { categories: shown.map((group) => labels.get(group.key)!.name), series: series(def, sets, keys, def.row) },
    summary: summary(def, all),
  };
}

async function periodReport(ctx: ReportContext, type: keyof typeof REPORT_COLUMNS, def: ReportDefinition, report: ReportParameters) {
  const part = report.report_part;
  const plan = part ? weekPlan(ctx.range, part.year, part.month) : monthPlan(ctx.range);
  const prevColumns = (REPORT_COLUMNS[type] as readonly string[]).filter((column) => column.endsWith('Prev'));
  const sets = await readSets(ctx, def, report, plan.key, plan.range, report.graph_compare_by_previous || prevColumns.length > 0);
  const current = byKey(sets.current);
  const previous = byKey(sets.previous ?? []);
  const all = total(sets.current);
  const previousAll = total(sets.previous ?? []);
  const table = plan.periods.map((period) => {
    const sums = current.get(period.key) ?? {};
    const row: TableRow = { ...period.fields, IsEmpty: !((sums[def.rank] ?? 0) > 0), ...def.row(sums, all) };
    if (prevColumns.length > 0) {
      const before = def.row(previous.get(period.previousKey) ?? {}, previousAll);
      for (const column of prevColumns) row[column] = before[column.slice(0, -4)] ?? null;
    }
    if ((REPORT_COLUMNS[type] as readonly string[]).includes('PeriodType')) row.PeriodType = part ? 'week' : 'month';
    return row;
  });
  const keys = plan.periods.map((period) => ({ current: period.key, previous: period.previousKey }));
  if (!report.graph_compare_by_previous) sets.previous = null;
  return {
    is_empty: !((all[def.rank] ?? 0) > 0),
    table,
    graph: { categories: plan.periods.map((period) => period.label), series: series(def, sets, keys, def.row) },
    summary: summary(def, all),
  };
}

export async function runReport(ctx: ReportContext, report: ReportParameters): Promise<ReportResult> {
  const def = REPORTS[report.report_type];
  const head = { report_type: report.report_type, tab_type: tabOfReport(report.report_type), report_part: def.category ? null : report.report_part };
  const body = def.category ? await categoryReport(ctx, def, report) : await periodReport(ctx, report.report_type, def, report);
  return { ...head, ...body };
}
