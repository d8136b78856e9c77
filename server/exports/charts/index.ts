export type { ChartKind, ChartSeries, ChartSize, ChartSpec, LineStyle } from './chart-spec';
export { CHART_PALETTE } from './chart-spec';
export { chartOption, largestIndex } from './chart-option';
export { renderChartPng, renderChartSvg, rasteriseSvg, CHART_FONT_FILES, type PngPicture } from './render-chart';
export { chartFigureTable, type ChartFigureTable, type TitledChart } from './chart-figures';
export { barsAcrossPicture, type BarAcross, type BarsAcrossLook } from './bars-across';
