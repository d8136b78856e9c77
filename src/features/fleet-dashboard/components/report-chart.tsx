import type { ApexOptions } from 'apexcharts';
import { useLayoutEffect, useRef, useState } from 'react';
import Chart from 'react-apexcharts';
import { barThickness, largestIndex, PIE_LABEL_OFFSET, twoLineLabel, type ChartModel } from '../chart-data';

export interface ReportChartProps {
  model: ChartModel;
  /** Series names as the user's language writes them, in the model's order. */
  names: string[];
  xTitle: string;
  yTitle: string;
  format: (value: number | null) => string;
  /** A click on a period (time series): its index, for the month → weeks drill. */
  onPeriodClick?: (index: number) => void;
  height?: number;
}

const PALETTE = ['#0b1f4b', '#d38b00', '#2f7d4f', '#8e3b8a', '#1f6fb2', '#b42318'];
const PERIOD_COLORS = { current: null, previous: '#6b7486', national_average: '#b42318' } as const;

/**
 * A dashboard report's chart, drawn by ApexCharts from the chart model. Loaded lazily with the
 * first panel, so the library is fetched on report routes only.
 */
export default function ReportChart({ model, names, xTitle, yTitle, format, onPeriodClick, height = 300 }: ReportChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(600);
  useLayoutEffect(() => {
    if (box.current) setWidth(box.current.clientWidth);
  }, []);

  if (model.kind === 'pie') {
    const values = model.series[0]?.data ?? [];
    const explode = largestIndex(values);
    const options: ApexOptions = {
      chart: {
        type: 'pie',
        animations: { enabled: false },
        toolbar: { show: false },
        fontFamily: 'inherit',
        // The largest slice is moved out (spec 2 §9) by selecting it once drawn.
        events: { mounted: (chart: { toggleDataPointSelection: (series: number, point?: number) => void }) => values.length > 1 && chart.toggleDataPointSelection(explode) },
      },
      labels: model.categories,
      colors: PALETTE.concat(['#5b6578', '#f2c14e', '#7a1d14', '#4c9f70']),
      // The legend carries each slice's share too, so small slices read without their label.
      legend: {
        position: 'right',
        fontSize: '13px',
        formatter: (name: string, opts?: { seriesIndex: number }) => {
          const total = values.reduce((sum, value) => sum + value, 0);
          const value = opts ? (values[opts.seriesIndex] ?? 0) : 0;
          return total > 0 ? `${name} – ${((value * 100) / total).toFixed(1)}%` : name;
        },
      },
      plotOptions: { pie: { expandOnClick: true, customScale: 0.8, dataLabels: { offset: PIE_LABEL_OFFSET, minAngleToShowLabel: 12 } } },
      dataLabels: { enabled: true, formatter: (value: number) => `${value.toFixed(1)}%`, style: { colors: ['#1b2435'], fontSize: '12px' }, dropShadow: { enabled: true, top: 0, left: 0, blur: 2, color: '#ffffff', opacity: 1 } },
      states: { active: { filter: { type: 'none' } } },
      tooltip: { y: { formatter: (value: number) => format(value) } },
    };
    return (
      <div ref={box}>
        <Chart type="pie" height={height} options={options} series={values} />
      </div>
    );
  }

  const horizontal = model.kind === 'hbar';
  const columns = model.series.filter((series) => series.drawAs === 'column').length;
  const thickness = barThickness(model.kind, (horizontal ? height : width) - 80, model.categories.length, columns);
  let colorIndex = 0;
  const colors = model.series.map((series) => PERIOD_COLORS[series.period] ?? PALETTE[colorIndex++ % PALETTE.length]!);
  const options: ApexOptions = {
    chart: {
      type: horizontal ? 'bar' : 'line',
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: false },
      fontFamily: 'inherit',
      parentHeightOffset: 0,
      events: onPeriodClick
        ? {
            markerClick: (_event, _chart, point) => typeof point?.dataPointIndex === 'number' && onPeriodClick(point.dataPointIndex),
            xAxisLabelClick: (_event, _chart, point) => {
              const index = (point as { labelIndex?: number } | undefined)?.labelIndex;
              if (typeof index === 'number') onPeriodClick(index);
            },
          }
        : undefined,
    },
    colors,
    stroke: { width: model.series.map((series) => (series.drawAs === 'line' ? 3 : 0)), dashArray: model.series.map((series) => series.dash), curve: 'straight' },
    markers: { size: model.kind === 'line' ? 4 : model.series.map((series) => (series.drawAs === 'line' ? 4 : 0)) },
    plotOptions: { bar: { horizontal, columnWidth: thickness, barHeight: thickness, borderRadius: 2 } },
    dataLabels: { enabled: false },
    legend: { show: true, position: 'top', horizontalAlign: 'left', fontSize: '13px', onItemClick: { toggleDataSeries: false } },
    xaxis: {
      categories: horizontal ? model.categories : model.categories.map(twoLineLabel),
      title: { text: horizontal ? yTitle : xTitle },
      // Never cut a label short ("Bridgest..."): one that does not fit is turned, as ApexCharts does.
      labels: { trim: false, hideOverlappingLabels: true, ...(horizontal ? { formatter: (value: string) => format(Number(value)) } : {}) },
    },
    yaxis: { title: { text: horizontal ? undefined : yTitle }, labels: horizontal ? { maxWidth: 220 } : { formatter: (value: number) => format(value) }, forceNiceScale: true, min: 0 },
    tooltip: {
      shared: true,
      intersect: false,
      // The tooltip names the category on one line, as the table does.
      x: { formatter: (value, opts) => (horizontal || !opts ? String(value) : (model.categories[opts.dataPointIndex] ?? String(value))) },
      // Floored bars are drawn taller than their figure: the tooltip reads the true one.
      y: { formatter: (value, opts) => (opts ? format(model.series[opts.seriesIndex]?.raw[opts.dataPointIndex] ?? null) : format(value)) },
    },
    grid: { borderColor: '#d6dce8', padding: { right: 24 } },
  };
  const series = model.series.map((series, index) => ({ name: names[index] ?? series.key, type: horizontal ? 'bar' : series.drawAs, data: series.data }));
  return (
    <div ref={box}>
      <Chart type={horizontal ? 'bar' : 'line'} height={height} options={options} series={series} />
    </div>
  );
}
