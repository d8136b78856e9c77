import type { ApexOptions } from 'apexcharts';
import Chart from 'react-apexcharts';

export interface ScrapChartProps {
  categories: string[];
  values: number[];
  color: string;
  seriesName: string;
  /** Figures as the user's locale writes them (axis and bar labels). */
  formatCount: (value: number) => string;
}

/**
 * One horizontal bar chart of scrapped tires per category, drawn by ApexCharts and loaded lazily
 * so the library stays out of other screens' bundles. A static picture: its figures are in the
 * table beside it, which is what assistive technology reads.
 */
export default function ScrapChart({ categories, values, color, seriesName, formatCount }: ScrapChartProps) {
  const options: ApexOptions = {
    chart: { type: 'bar', toolbar: { show: false }, zoom: { enabled: false }, animations: { enabled: false }, accessibility: { enabled: false }, fontFamily: 'inherit', parentHeightOffset: 0 },
    colors: [color],
    plotOptions: { bar: { horizontal: true, barHeight: '65%', borderRadius: 2, dataLabels: { position: 'center' } } },
    dataLabels: { enabled: true, formatter: (value: number) => formatCount(value), style: { colors: ['#ffffff'], fontWeight: 700 } },
    tooltip: { enabled: false },
    states: { hover: { filter: { type: 'none' } }, active: { filter: { type: 'none' } } },
    legend: { show: false },
    xaxis: { categories, labels: { formatter: (value: string) => formatCount(Math.round(Number(value))) } },
    yaxis: { labels: { maxWidth: 180 } },
    grid: { borderColor: '#d6dce8' },
  };
  // Room for every bar: a reason list may be long.
  const height = Math.max(160, 44 * categories.length + 60);
  return <Chart type="bar" height={height} options={options} series={[{ name: seriesName, data: values }]} />;
}
