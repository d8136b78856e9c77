import type { ApexOptions } from 'apexcharts';
import Chart from 'react-apexcharts';

export interface ChartSeries {
  name: string;
  data: number[];
}

export interface FleetChartProps {
  categories: string[];
  series: ChartSeries[];
  colors: string[];
  xTitle: string;
  yTitle: string;
  stacked?: boolean;
  /** Figures as the user's locale writes them (axis labels). */
  formatCount: (value: number) => string;
  height?: number;
}

/**
 * One bar chart of the report, drawn by ApexCharts. Loaded lazily (graphs-section), so the
 * chart library stays out of every other screen's bundle. The chart is a static picture: no
 * toolbar, zoom, tooltips or animation; its figures are in the table that goes with it, which
 * is what assistive technology reads.
 */
export default function FleetChart({ categories, series, colors, xTitle, yTitle, stacked = false, formatCount, height = 280 }: FleetChartProps) {
  const options: ApexOptions = {
    chart: {
      type: 'bar',
      stacked,
      toolbar: { show: false },
      zoom: { enabled: false },
      selection: { enabled: false },
      animations: { enabled: false },
      accessibility: { enabled: false },
      fontFamily: 'inherit',
      parentHeightOffset: 0,
    },
    colors,
    // A few wide categories (locations) get slimmer bars than a dense distribution.
    plotOptions: { bar: { columnWidth: categories.length <= 3 ? '40%' : '75%', borderRadius: 2 } },
    dataLabels: { enabled: false },
    tooltip: { enabled: false },
    states: { hover: { filter: { type: 'none' } }, active: { filter: { type: 'none' } } },
    legend: { show: series.length > 1, position: 'top', onItemClick: { toggleDataSeries: false }, onItemHover: { highlightDataSeries: false } },
    xaxis: { categories, title: { text: xTitle }, labels: { rotate: -45, hideOverlappingLabels: true, trim: true } },
    yaxis: { title: { text: yTitle }, labels: { formatter: (value: number) => formatCount(Math.round(value)) }, forceNiceScale: true },
    grid: { borderColor: '#d6dce8' },
  };
  return <Chart type="bar" height={height} options={options} series={series} />;
}
