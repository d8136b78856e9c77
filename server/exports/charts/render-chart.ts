/**
 * Chart pictures without a browser: ECharts' server-side SVG renderer draws the chart as an SVG
 * string, resvg (Rust, in a worker thread) rasterises SVG to PNG with the bundled Noto Sans, so
 * the text renders the same on every machine whatever fonts it has.
 */
import { createRequire } from 'node:module';
import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { CHART_FONT_FAMILY, chartOption } from './chart-option';
import type { ChartSize, ChartSpec } from './chart-spec';

echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TitleComponent, SVGRenderer]);

const require = createRequire(import.meta.url);
/** Noto Sans (OFL) from its npm package: Latin, Greek and Cyrillic, regular and bold. */
export const CHART_FONT_FILES = [
  require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
];

const RESVG_FONTS: ResvgRenderOptions['font'] = {
  // Scanning the system's fonts costs more than the drawing; the bundled ones are enough.
  loadSystemFonts: false,
  fontFiles: CHART_FONT_FILES,
  defaultFontFamily: CHART_FONT_FAMILY,
  sansSerifFamily: CHART_FONT_FAMILY,
};

/** The chart as a standalone SVG document of size.width × size.height. */
export function renderChartSvg(spec: ChartSpec, size: Pick<ChartSize, 'width' | 'height'>): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: size.width, height: size.height });
  try {
    chart.setOption(chartOption(spec, size.width));
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

export interface PngPicture {
  png: Buffer;
  /** Pixels of the PNG. */
  width: number;
  height: number;
}

/** Any SVG (a chart, or a page composed of several) as a PNG on white, `scale` pixels per SVG pixel. */
export async function rasteriseSvg(svg: string, scale = 2): Promise<PngPicture> {
  const image = await renderAsync(svg, { font: RESVG_FONTS, background: '#ffffff', fitTo: { mode: 'zoom', value: scale }, logLevel: 'off' });
  return { png: image.asPng(), width: image.width, height: image.height };
}

/** The chart as a PNG of (width × scale) × (height × scale) pixels. */
export async function renderChartPng(spec: ChartSpec, size: ChartSize): Promise<PngPicture> {
  return rasteriseSvg(renderChartSvg(spec, size), size.scale ?? 2);
}
