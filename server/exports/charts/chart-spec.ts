/**
 * A chart as any report describes it for a printed picture (PDF pages, PNG exports): what kind,
 * its categories and series, axis titles and how values read. The renderer (render-chart.ts)
 * turns it into SVG with ECharts' server-side renderer and into PNG with resvg, so no report
 * needs a browser to print a chart.
 */

/**
 * - bar: upright bars; hbar: bars across (long category names, rankings)
 * - stacked-bar: upright bars of every series on one another (series with the same `stack`)
 * - line: one line per series over the categories (time series)
 * - pie, donut: the first series' values as slices of the categories
 */
export type ChartKind = 'bar' | 'hbar' | 'stacked-bar' | 'line' | 'pie' | 'donut';

/** solid for the figure itself; dashed and dotted tell compared sets apart (spec 2 §4). */
export type LineStyle = 'solid' | 'dashed' | 'dotted';

export interface ChartSeries {
  name: string;
  /** Aligned with the chart's categories; null leaves a gap. */
  data: (number | null)[];
  /** In bar charts a series can be drawn as a line over the bars (e.g. last year's figure). */
  drawAs?: 'bar' | 'line';
  lineStyle?: LineStyle;
  /** Stacked bars: series with the same stack name are put on one another (default: one stack). */
  stack?: string;
  /** A CSS color; the palette's next color otherwise. */
  color?: string;
  /** What the data say when `data` was raised for visibility (printed in labels instead). */
  labels?: (number | null)[];
}

export interface ChartSpec {
  kind: ChartKind;
  title?: string;
  categories: string[];
  series: ChartSeries[];
  xTitle?: string;
  yTitle?: string;
  /** How a value reads on axes and labels (currency, percent ...); plain numbers otherwise. */
  formatValue?: (value: number) => string;
  /** Bars at most this thick, in pixels of the chart's own size. */
  maxBarWidth?: number;
  /** Print each bar's or slice's value next to it (default: pies and donuts only). */
  showValues?: boolean;
  /** Pies and donuts: move the largest slice out (default true). */
  explodeLargest?: boolean;
}

export interface ChartSize {
  /** In CSS pixels of the drawing; the PNG has `scale` times as many pixels each way. */
  width: number;
  height: number;
  /** Pixel density of the PNG (2 prints sharply at the PDF's size). Default 2. */
  scale?: number;
}

/** Colors that read on white and in grey print alike; compared sets use their own greys and red. */
export const CHART_PALETTE = ['#0b1f4b', '#d38b00', '#2f7d4f', '#8e3b8a', '#1f6fb2', '#b42318', '#5b6578', '#f2c14e', '#7a1d14', '#4c9f70'];
