import type { ChartSize } from './chart-spec';
import { renderChartPng, type PngPicture } from './render-chart';

export interface BarAcross {
  label: string;
  value: number;
}

/** The bar colour of the screens' horizontal bar charts (src/components/charts/horizontal-bar-chart.tsx). */
const SCREEN_BAR_COLOR = '#1f3a68';

export interface BarsAcrossLook {
  /** The series' name in the reader's language (the screen's legend and tooltip). */
  seriesName: string;
  /** The screen's bar colour; SCREEN_BAR_COLOR by default. */
  color?: string;
  /** How a value reads beside its bar, as the screen formats it. */
  format: (value: number) => string;
}

/** The drawing's size: the page's width, 30 px a bar, at most 520 px tall (a PDF picture is held to half a page). */
function barsAcrossSize(bars: number): ChartSize {
  return { width: 720, height: Math.min(520, 70 + 30 * bars), scale: 2 };
}

/**
 * One series of bars across, each bar's value printed beside it: the printed twin of the
 * screens' horizontal bar charts (src/components/charts/horizontal-bar-chart.tsx) in the
 * order given.
 */
export function barsAcrossPicture(bars: readonly BarAcross[], look: BarsAcrossLook): Promise<PngPicture> {
  return renderChartPng(
    {
      kind: 'hbar',
      categories: bars.map((bar) => bar.label),
      series: [{ name: look.seriesName, data: bars.map((bar) => bar.value), color: look.color ?? SCREEN_BAR_COLOR }],
      formatValue: look.format,
      showValues: true,
    },
    barsAcrossSize(bars.length),
  );
}
