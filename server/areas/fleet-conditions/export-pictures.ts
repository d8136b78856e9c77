import type { FleetConditionReport } from '../../../contract/fleet-conditions';
import { chartFigureTable, renderChartPng, type ChartFigureTable, type TitledChart } from '../../exports/charts';
import type { ExportWords } from '../../exports/export-words';
import { fixedFigure, safeLocale, summaryFigure } from '../../exports/format';
import type { PhotoSource } from '../../exports/photos';
import type { SectionChart } from '../../exports/report-model';
import { unitDisplay, type MeasureUnits, systemOf } from '../../exports/units';

/*
 * The pictures of the fleet condition screen for its files
 * (src/features/fleet-conditions/components/report/graphs-section.tsx, images-section.tsx):
 * a pressure and a tread depth chart per position class, exceptions by location stacked by
 * level, and the photos of tires at an exception with the screen's caption.
 */

/** The screen's colours. */
const NAVY = '#0b1f4b';
const TREAD_BLUE = '#1746a2';
const LEVEL_COLORS = ['#d38b00', '#b42318', '#f2c14e', '#7a1d14'];
const CHART_SIZE = { width: 560, height: 300, scale: 2 };

export interface ChartContext {
  words: ExportWords;
  language: string;
  units: MeasureUnits;
}

function distribution(title: string, categories: string[], tires: number[], color: string, xTitle: string, context: ChartContext): TitledChart {
  const { words, language } = context;
  return {
    title,
    spec: {
      kind: 'bar',
      categories,
      series: [{ name: words.i18n._('Tires'), data: tires, color }],
      xTitle,
      yTitle: words.i18n._('Tires'),
      formatValue: (value) => summaryFigure(value, language),
      maxBarWidth: 48,
    },
  };
}

/** The charts the screen draws, in its order, as specifications (no drawing: testable as data). */
export function fleetConditionChartSpecs(report: FleetConditionReport, context: ChartContext): TitledChart[] {
  const { words, language, units } = context;
  const { i18n } = words;
  const graphs = report.multiple_graphs;
  const pressure = unitDisplay('pressure', units);
  const psi = (value: number) => summaryFigure(Number(pressure.convert(value).toFixed(pressure.decimals)), language);
  const metric = systemOf(units) === 'metric';
  const mm = (value: number) => fixedFigure(value, language, 2);
  const charts = [
    ...graphs.pressure_distribution.map((entry) => {
      const title = i18n._('Pressure, {position} tires', { position: words.positionClass(entry.position_class) });
      const target = entry.target_pressure_psi === null ? '' : ` (${i18n._('target {pressure}', { pressure: `${psi(entry.target_pressure_psi)} ${pressure.unit}` })})`;
      return distribution(
        title + target,
        entry.buckets.map((bucket) => `${psi(bucket.from_psi)}–${psi(bucket.to_psi)}`),
        entry.buckets.map((bucket) => bucket.tires),
        NAVY,
        i18n._('Pressure ({unit})', { unit: pressure.unit }),
        context,
      );
    }),
    ...graphs.tread_depth_distribution.map((entry) =>
      distribution(
        i18n._('Tread depth, {position} tires', { position: words.positionClass(entry.position_class) }),
        entry.buckets.map((bucket) => (metric ? `${mm(bucket.from_mm)}–${mm(bucket.to_mm)}` : `${bucket.from_32nds}–${bucket.to_32nds}`)),
        entry.buckets.map((bucket) => bucket.tires),
        TREAD_BLUE,
        i18n._('Tread depth ({unit})', { unit: metric ? 'mm' : i18n._('32nds in') }),
        context,
      ),
    ),
  ];
  const locations = graphs.exceptions_by_location;
  const levels = [
    [/*i18n*/ 'Pressure warning', 'pressure_warning'],
    [/*i18n*/ 'Pressure critical', 'pressure_critical'],
    [/*i18n*/ 'Tread warning', 'tread_warning'],
    [/*i18n*/ 'Tread critical', 'tread_critical'],
  ] as const;
  charts.push({
    title: i18n._('Exceptions by location'),
    spec: {
      kind: 'stacked-bar',
      categories: locations.map((location) => `${location.code} ${location.name}`),
      series: levels.map(([name, key], index) => ({ name: i18n._(name), data: locations.map((location) => location[key]), color: LEVEL_COLORS[index] })),
      xTitle: i18n._('Location'),
      yTitle: i18n._('Tires'),
      formatValue: (value) => summaryFigure(value, language),
      maxBarWidth: 64,
    },
  });
  return charts;
}

/** The charts' figures and pictures, for the Graphs section of the files. */
export interface FleetConditionCharts {
  /** Every chart of the screen drawn; one with nothing to chart says so in its title instead. */
  charts: SectionChart[];
  /** Their figures, a row a bar, as the screen's "Figures of this graph" tables. */
  figures: ChartFigureTable;
}

export async function fleetConditionCharts(report: FleetConditionReport, context: ChartContext): Promise<FleetConditionCharts> {
  const specs = fleetConditionChartSpecs(report, context);
  const charts = await Promise.all(
    specs.map(async ({ title, spec }) => {
      const empty = spec.categories.length === 0;
      const picture = await renderChartPng(empty ? { ...spec, categories: [''], series: spec.series.map((series) => ({ ...series, data: [0] })) } : spec, CHART_SIZE);
      return { title: empty ? `${title}: ${context.words.i18n._('No readings to chart.')}` : title, picture };
    }),
  );
  return { charts, figures: chartFigureTable(specs, /*i18n*/ 'Range or location') };
}

type ImageRow = FleetConditionReport['images_data']['images'][number];

/** "ALPHA-U1 · Axle 1, Right (Steer) · Pressure: Critical · Tread depth: OK · Mar 3, 2026", as the screen captions a photo. */
export function photoCaption(image: ImageRow, words: ExportWords, language: string, timeZone: string | undefined): string {
  const { i18n } = words;
  const level = (value: string) => words.level(value === 'critical_over' ? 'critical' : value);
  const taken = new Intl.DateTimeFormat(safeLocale(language), { dateStyle: 'medium', timeZone: timeZone ?? 'UTC' }).format(new Date(image.created_at));
  return [
    image.unit_number,
    `${i18n._('Axle {axle}', { axle: image.axle_number })}, ${words.wheelPosition(image.side, image.place)} (${words.positionClass(image.position_class)})`,
    `${i18n._('Pressure')}: ${level(image.pressure_level)}`,
    `${i18n._('Tread depth')}: ${level(image.tread_level)}`,
    taken,
  ].join(' · ');
}

export function photoSources(report: FleetConditionReport, words: ExportWords, language: string, timeZone?: string): PhotoSource[] {
  return report.images_data.images.map((image) => ({ storageId: image.storage_id, caption: photoCaption(image, words, language, timeZone) }));
}
