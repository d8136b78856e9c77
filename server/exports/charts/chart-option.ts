/**
 * ChartSpec → ECharts option. Plain data in, plain data out (no drawing), so what a picture
 * shows can be tested without rendering it. Animation is off: a server picture is one frame.
 */
import type { EChartsCoreOption } from 'echarts/core';
import { CHART_PALETTE, type ChartSeries, type ChartSpec, type LineStyle } from './chart-spec';

export const CHART_FONT_FAMILY = 'Noto Sans';
const TEXT = '#1b2435';
const MUTED = '#5b6472';
const GRID_LINE = '#d6dce8';
/** Long category names under upright bars are cut to this width (pixels) with an ellipsis. */
const CATEGORY_LABEL_WIDTH = 150;
/**
 * Beside bars across, names wrap within this width instead: a product's line, size and
 * position tell bars apart only in full (two lines fit the 30 px a bar is given).
 */
const ACROSS_LABEL_WIDTH = 240;
/** Average width of a legend character at 12 px, a little generous so rows are never undercounted. */
const LEGEND_CHAR = 7;

const plain = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

/** The index of the largest value (the first of equals). */
export function largestIndex(values: readonly (number | null)[]): number {
  let best = 0;
  values.forEach((value, index) => {
    if ((value ?? 0) > (values[best] ?? 0)) best = index;
  });
  return best;
}

function colorsOf(series: ChartSeries[]): string[] {
  let next = 0;
  return series.map((item) => item.color ?? CHART_PALETTE[next++ % CHART_PALETTE.length]!);
}

const lineType = (style: LineStyle | undefined) => (style === 'dashed' ? 'dashed' : style === 'dotted' ? 'dotted' : 'solid');

function pieOption(spec: ChartSpec, format: (value: number) => string): EChartsCoreOption {
  const values = spec.series[0]?.data ?? [];
  const labels = spec.series[0]?.labels ?? values;
  const explode = spec.explodeLargest !== false && values.length > 1 ? largestIndex(values) : -1;
  const total = values.reduce<number>((sum, value) => sum + (value ?? 0), 0);
  return {
    color: CHART_PALETTE,
    legend: { type: 'plain', orient: 'vertical', right: 8, top: 'middle', textStyle: { color: TEXT, fontSize: 12 } },
    series: [
      {
        type: 'pie',
        name: spec.series[0]?.name ?? '',
        radius: spec.kind === 'donut' ? ['38%', '62%'] : [0, '62%'],
        center: ['38%', '52%'],
        selectedMode: 'single',
        selectedOffset: 20,
        avoidLabelOverlap: true,
        label: {
          show: spec.showValues !== false,
          position: 'outside',
          color: TEXT,
          fontSize: 12,
          formatter: (item: { dataIndex: number }) => {
            const value = labels[item.dataIndex] ?? 0;
            return total > 0 ? `${((100 * (values[item.dataIndex] ?? 0)) / total).toFixed(1)}%\n${format(value)}` : format(value);
          },
        },
        labelLine: { show: true, length: 12, length2: 10 },
        data: spec.categories.map((name, index) => ({ name, value: values[index] ?? 0, selected: index === explode })),
      },
    ],
  };
}

/** Legend rows the series' names take at the chart's width (ECharts wraps the legend itself). */
function legendRows(spec: ChartSpec, width: number): number {
  if (spec.series.length < 2) return 0;
  let rows = 1;
  let used = 0;
  for (const series of spec.series) {
    const item = 40 + series.name.length * LEGEND_CHAR;
    if (used > 0 && used + item > width - 16) {
      rows++;
      used = 0;
    }
    used += item;
  }
  return rows;
}

function cartesianOption(spec: ChartSpec, format: (value: number) => string, width: number): EChartsCoreOption {
  const horizontal = spec.kind === 'hbar';
  const values = spec.series.flatMap((series) => series.labels ?? series.data);
  const counts = values.every((value) => value === null || Number.isInteger(value));
  const legendHeight = legendRows(spec, width) * 22;
  const stacked = spec.kind === 'stacked-bar';
  const colors = colorsOf(spec.series);
  const categoryAxis = {
    type: 'category',
    data: spec.categories,
    name: horizontal ? undefined : spec.xTitle,
    nameLocation: 'middle',
    nameGap: 28,
    axisLabel: horizontal
      ? { color: TEXT, fontSize: 11, lineHeight: 13, width: ACROSS_LABEL_WIDTH, overflow: 'break', interval: 0 }
      : { color: TEXT, fontSize: 11, width: CATEGORY_LABEL_WIDTH, overflow: 'truncate', hideOverlap: true, interval: 'auto' },
    axisLine: { lineStyle: { color: MUTED } },
    inverse: horizontal,
  };
  const valueAxis = {
    type: 'value',
    min: 0,
    name: spec.yTitle,
    nameLocation: 'middle',
    nameGap: horizontal ? 26 : 56,
    nameTextStyle: { color: MUTED },
    axisLabel: { color: TEXT, fontSize: 11, formatter: format },
    splitLine: { lineStyle: { color: GRID_LINE } },
    // Counts read 0, 1, 2, never 0.5.
    minInterval: counts ? 1 : undefined,
  };
  return {
    color: colors,
    legend: { show: legendHeight > 0, top: spec.title ? 28 : 4, left: 8, right: 8, itemGap: 12, textStyle: { color: TEXT, fontSize: 12 } },
    grid: { left: horizontal ? ACROSS_LABEL_WIDTH + 16 : 72, right: 24, top: (spec.title ? 28 : 0) + legendHeight + 16, bottom: spec.xTitle && !horizontal ? 48 : 36, containLabel: false },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    series: spec.series.map((series, index) => {
      const asLine = spec.kind === 'line' || series.drawAs === 'line';
      const labels = series.labels ?? series.data;
      const label = {
        show: spec.showValues ?? false,
        position: horizontal ? 'right' : 'top',
        color: TEXT,
        fontSize: 10,
        formatter: (item: { dataIndex: number }) => {
          const value = labels[item.dataIndex];
          return value == null ? '' : format(value);
        },
      };
      return asLine
        ? {
            type: 'line',
            name: series.name,
            data: series.data,
            color: colors[index],
            symbol: 'circle',
            symbolSize: 6,
            connectNulls: false,
            lineStyle: { width: 3, type: lineType(series.lineStyle) },
            label,
          }
        : {
            type: 'bar',
            name: series.name,
            data: series.data,
            color: colors[index],
            barMaxWidth: spec.maxBarWidth,
            stack: stacked ? (series.stack ?? 'total') : undefined,
            label,
          };
    }),
  };
}

/** The option for a chart `width` pixels wide (the legend's rows depend on it). */
export function chartOption(spec: ChartSpec, width = 720): EChartsCoreOption {
  const format = spec.formatValue ?? plain;
  const body = spec.kind === 'pie' || spec.kind === 'donut' ? pieOption(spec, format) : cartesianOption(spec, format, width);
  return {
    animation: false,
    backgroundColor: '#ffffff',
    textStyle: { fontFamily: CHART_FONT_FAMILY },
    title: spec.title ? { text: spec.title, left: 8, top: 4, textStyle: { color: TEXT, fontSize: 15, fontWeight: 'bold' } } : undefined,
    ...body,
  };
}
