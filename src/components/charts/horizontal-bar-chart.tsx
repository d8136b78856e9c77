import type { ApexOptions } from 'apexcharts';
import Chart from 'react-apexcharts';

export interface HorizontalBarChartProps {
  categories: string[];
  values: number[];
  seriesName: string;
  format: (value: number) => string;
}

/**
 * One figure per category as horizontal bars (the product reports), drawn by ApexCharts; load it lazily.
 * A static picture: its figures are in the table or blocks beside it, which assistive technology reads.
 */
export default function HorizontalBarChart({ categories, values, seriesName, format }: HorizontalBarChartProps) {
  const options: ApexOptions = {
    chart: { type: 'bar', toolbar: { show: false }, zoom: { enabled: false }, animations: { enabled: false }, fontFamily: 'inherit', parentHeightOffset: 0 },
    colors: ['#1f3a68'],
    plotOptions: { bar: { horizontal: true, barHeight: '60%', borderRadius: 2 } },
    dataLabels: { enabled: true, formatter: (value: number) => format(value), style: { colors: ['#fff'] } },
    tooltip: { enabled: false },
    states: { hover: { filter: { type: 'none' } }, active: { filter: { type: 'none' } } },
    legend: { show: false },
    xaxis: { categories, title: { text: seriesName }, labels: { formatter: (value: string) => format(Number(value)) } },
    yaxis: { labels: { maxWidth: 360 } },
    grid: { borderColor: '#d6dce8' },
  };
  return <Chart type="bar" height={Math.max(160, 44 * categories.length + 60)} options={options} series={[{ name: seriesName, data: values }]} />;
}
