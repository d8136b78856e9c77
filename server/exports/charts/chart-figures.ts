import type { ReportColumn } from '../report-model';
import type { ChartSpec } from './chart-spec';

export interface TitledChart {
  title: string;
  spec: ChartSpec;
}

export interface ChartFigureTable {
  columns: ReportColumn[];
  rows: Record<string, unknown>[];
}

/**
 * A report's charts as one table, a row a bar, as the screens' "Figures of this graph" tables
 * read them: the chart's title, the bar's label, then a column per series name (one "Tires"
 * column for a distribution, one a level for a stacked chart; a chart without that series leaves
 * its cell empty). A picture in a file cannot be read exactly, sorted or summed; its figures can.
 * Built from the same specifications the pictures are drawn from, so both say the same.
 */
export function chartFigureTable(charts: readonly TitledChart[], barHeader: string): ChartFigureTable {
  const seriesNames = [...new Set(charts.flatMap((chart) => chart.spec.series.map((series) => series.name)))];
  const seriesKey = (name: string) => `series_${seriesNames.indexOf(name)}`;
  const columns: ReportColumn[] = [
    { key: 'chart', header: /*i18n*/ 'Graph', width: 26 },
    { key: 'bar', header: barHeader, width: 20 },
    ...seriesNames.map((name): ReportColumn => ({ key: seriesKey(name), header: name, kind: 'integer', width: 10 })),
  ];
  const rows = charts.flatMap(({ title, spec }) =>
    spec.categories.map((bar, index) => ({
      chart: title,
      bar,
      ...Object.fromEntries(spec.series.map((series) => [seriesKey(series.name), series.data[index] ?? null])),
    })),
  );
  return { columns, rows };
}
