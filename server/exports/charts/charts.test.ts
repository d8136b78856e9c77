import { describe, expect, it } from 'vitest';
import { readPng } from '../../../tests/helpers/read-exports';
import { chartOption, rasteriseSvg, renderChartPng, renderChartSvg, type ChartSpec } from './index';

const months = ['Jan 2026', 'Feb 2026', 'Mar 2026'];
const bars: ChartSpec = {
  kind: 'bar',
  title: 'Calls by month',
  categories: months,
  yTitle: 'Calls',
  series: [
    { name: 'Total calls', data: [10, 20, 15] },
    { name: 'Previous year', data: [8, 18, 20], drawAs: 'line', lineStyle: 'dashed' },
    { name: 'National average', data: [5, 7, null], drawAs: 'line', lineStyle: 'dotted' },
  ],
};

type SeriesOption = { type: string; name: string; data: unknown[]; stack?: string; lineStyle?: { type: string }; barMaxWidth?: number };
const seriesOf = (spec: ChartSpec) => (chartOption(spec) as { series: SeriesOption[] }).series;

describe('chart option', () => {
  it('draws compared sets as dashed and dotted lines over the bars, without animation', () => {
    const option = chartOption({ ...bars, maxBarWidth: 150 }) as { animation: boolean };
    expect(option.animation).toBe(false);
    const series = seriesOf({ ...bars, maxBarWidth: 150 });
    expect(series.map((item) => item.type)).toEqual(['bar', 'line', 'line']);
    expect(series[0]?.barMaxWidth).toBe(150);
    expect(series[1]?.lineStyle?.type).toBe('dashed');
    expect(series[2]?.lineStyle?.type).toBe('dotted');
    expect(series[2]?.data).toEqual([5, 7, null]);
  });

  it('stacks the series of a stacked bar chart and leaves plain bars side by side', () => {
    const stacked: ChartSpec = { kind: 'stacked-bar', categories: months, series: [{ name: 'Repair', data: [1, 2, 3] }, { name: 'Retread', data: [3, 2, 1] }] };
    expect(seriesOf(stacked).map((item) => item.stack)).toEqual(['total', 'total']);
    expect(seriesOf({ ...stacked, kind: 'bar' }).map((item) => item.stack)).toEqual([undefined, undefined]);
  });

  it('moves the largest slice of a pie out and makes a donut a ring', () => {
    const pie: ChartSpec = { kind: 'pie', categories: ['Bead', 'Run flat', 'Section'], series: [{ name: 'Tires', data: [12, 30, 5] }] };
    const [slices] = seriesOf(pie) as unknown as { data: { name: string; selected: boolean }[]; radius: unknown[] }[];
    expect(slices?.data.filter((item) => item.selected).map((item) => item.name)).toEqual(['Run flat']);
    expect(slices?.radius[0]).toBe(0);
    const [ring] = seriesOf({ ...pie, kind: 'donut' }) as unknown as { radius: unknown[] }[];
    expect(ring?.radius[0]).not.toBe(0);
  });
});

describe('chart pictures', () => {
  it('renders an SVG with the chart text', () => {
    const svg = renderChartSvg(bars, { width: 600, height: 300 });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('width="600"');
    expect(svg).toContain('Calls by month');
    expect(svg).toContain('Feb 2026');
  });

  it('rasterises every kind to a PNG of the asked size with something drawn', async () => {
    const kinds: ChartSpec[] = [
      bars,
      { kind: 'hbar', categories: ['Dealer A', 'Dealer B'], series: [{ name: 'Calls', data: [40, 12] }], showValues: true },
      { kind: 'stacked-bar', categories: months, series: [{ name: 'Repair', data: [1, 2, 3] }, { name: 'Retread', data: [3, 2, 1] }] },
      { kind: 'line', categories: months, series: [{ name: 'Roll time', data: [100, null, 120] }] },
      { kind: 'pie', categories: ['A', 'B'], series: [{ name: 'Tires', data: [1, 3] }] },
      { kind: 'donut', categories: ['A', 'B'], series: [{ name: 'Tires', data: [1, 3] }] },
    ];
    for (const spec of kinds) {
      const picture = await renderChartPng(spec, { width: 400, height: 200, scale: 2 });
      const png = readPng(picture.png);
      expect([png.width, png.height, picture.width, picture.height]).toEqual([800, 400, 800, 400]);
      // Bars, slices or lines cover a good part of the picture; a blank or failed render has none.
      expect(png.inked, spec.kind).toBeGreaterThan(800 * 400 * 0.02);
    }
  });

  it('renders text with the bundled font (an SVG of text alone is not blank)', async () => {
    const text = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="60"><text x="10" y="42" font-family="sans-serif" font-size="32" fill="#000">${body}</text></svg>`;
    const written = readPng((await rasteriseSvg(text('Fleet 2026'), 1)).png);
    const empty = readPng((await rasteriseSvg(text(''), 1)).png);
    expect(empty.dark).toBe(0);
    expect(written.dark).toBeGreaterThan(300);
    // The title's row of the chart picture carries the title's glyphs.
    const chart = readPng((await renderChartPng({ ...bars, series: [] }, { width: 400, height: 200, scale: 1 })).png);
    expect(chart.inkedIn(0, 0, 200, 28)).toBeGreaterThan(100);
  });
});
