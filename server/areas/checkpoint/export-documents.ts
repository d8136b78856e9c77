import type { ReportRow, ReportTiles } from '../../../contract/checkpoint';
import { formatDay } from '../../../contract/date-format';
import type { ExceptionLevel } from '../../../contract/tire-exceptions';
import { exportWords } from '../../exports/export-words';
import { summaryFigure } from '../../exports/format';
import { reportMeta, type ExportContext } from '../../exports/report-meta';
import type { CellColor, ReportColumn, ReportDocument, ReportFilter, ReportSection } from '../../exports/report-model';
import { timeOf, type CrossingDetail } from './crossing-details';

/** A crossing's day as the reader's language writes it, and its time (UTC, as the report's Time column). */
const dateTimeIn = (at: Date, language: string) => `${formatDay(at, language)} ${timeOf(at)}`;

/*
 * The checkpoint files as export documents. Rows are those of the report (same filter, same
 * order, every page) or of the detail; headers are written in English and the pipeline translates
 * them, converts pressure and tread depth to the user's units and colours warning and critical cells.
 */

export type { ExportContext };


const colorOf = (level: unknown): CellColor | undefined => (level === 'critical' || level === 'warning' ? level : undefined);

const COUNT_COLUMNS: [keyof ReportRow, string, 'critical' | 'warning' | null][] = [
  ['total_tires', /*i18n*/ 'Tires', null],
  ['total_tires_read_count', /*i18n*/ 'Tires read', null],
  ['critical_exceptions', /*i18n*/ 'Critical', 'critical'],
  ['warning_exceptions', /*i18n*/ 'Warning', 'warning'],
  ['pressure_critical', /*i18n*/ 'Pressure critical', 'critical'],
  ['pressure_warning', /*i18n*/ 'Pressure warning', 'warning'],
  ['tread_depth_critical', /*i18n*/ 'Tread critical', 'critical'],
  ['tread_depth_warning', /*i18n*/ 'Tread warning', 'warning'],
  ['tread_mismatch_axle_critical', /*i18n*/ 'Axle mismatch critical', 'critical'],
  ['tread_mismatch_axle_warning', /*i18n*/ 'Axle mismatch warning', 'warning'],
  ['tread_mismatch_duals_critical', /*i18n*/ 'Duals mismatch critical', 'critical'],
  ['tread_mismatch_duals_warning', /*i18n*/ 'Duals mismatch warning', 'warning'],
];
const COUNT_COLORS = new Map(COUNT_COLUMNS.map(([key, , color]) => [key as string, color]));

/** The report's tiles, written as the screen writes them (25,428, not 25428). */
export function tilesSummary(tiles: ReportTiles, records: number, language: string): ReportFilter[] {
  const figure = (value: number) => summaryFigure(value, language);
  return [
    { label: /*i18n*/ 'Crossings', value: figure(records) },
    { label: /*i18n*/ 'Total units', value: figure(tiles.total_units) },
    { label: /*i18n*/ 'Total tires', value: figure(tiles.total_tires) },
    { label: /*i18n*/ 'Critical exceptions', value: figure(tiles.critical_exceptions) },
    { label: /*i18n*/ 'Warning exceptions', value: figure(tiles.warning_exceptions) },
  ];
}

/** The report table: one row per crossing, the tiles as the summary. */
export function reportDocument(context: ExportContext, rows: readonly ReportRow[], tiles: ReportTiles): ReportDocument {
  return {
    meta: reportMeta(context, /*i18n*/ 'Checkpoint report'),
    sections: [
      {
        title: /*i18n*/ 'Crossings',
        columns: [
          { key: 'unit_number', header: /*i18n*/ 'Unit', width: 12 },
          { key: 'fleet_location', header: /*i18n*/ 'Location', width: 18 },
          { key: 'day', header: /*i18n*/ 'Date', kind: 'date', width: 11 },
          { key: 'unit_time', header: /*i18n*/ 'Time', width: 7 },
          { key: 'license_number', header: /*i18n*/ 'License', width: 10 },
          ...COUNT_COLUMNS.map(([key, header]): ReportColumn => ({ key, header, kind: 'integer', width: 8 })),
        ],
        rows: rows.map((row) => ({ ...row, day: row.crossed_at.slice(0, 10) })),
        summary: tilesSummary(tiles, rows.length, context.language),
        cellColor: (row, key) => {
          const color = COUNT_COLORS.get(key);
          return color && Number(row[key]) > 0 ? color : undefined;
        },
      },
    ],
  };
}

/** One row per wheel of the crossings, in their order; levels kept for the cell colours. */
export function* wheelRows(details: Iterable<CrossingDetail>, language: string): Generator<Record<string, unknown>> {
  const { yesNo, level, positionClass, direction } = exportWords(language);
  for (const { head, axles } of details) {
    for (const axle of axles) {
      for (const wheel of [...axle.left.wheels, ...axle.right.wheels]) {
        yield {
          unit_number: head.unitNumber,
          day: head.crossedAt.toISOString().slice(0, 10),
          time: timeOf(head.crossedAt),
          location: head.locationName,
          license_number: head.licenseNumber,
          direction: direction(head.direction),
          axle_number: axle.axleNumber,
          position: wheel.position,
          position_class: positionClass(axle.positionClass),
          lift: yesNo(axle.isLift),
          pressure: wheel.pressurePsi,
          pressure_level: level(wheel.pressureLevel),
          tread: wheel.treadMm,
          tread_level: level(wheel.treadLevel),
          levels: { pressure: wheel.pressureLevel, tread: wheel.treadLevel },
        };
      }
    }
  }
}

const WHEEL_COLOR_KEYS: Record<string, 'pressure' | 'tread'> = { pressure: 'pressure', pressure_level: 'pressure', tread: 'tread', tread_level: 'tread' };

export function wheelsSection(rows: ReportSection['rows'], summary?: ReportFilter[]): ReportSection {
  return {
    title: /*i18n*/ 'Wheels',
    columns: [
      { key: 'unit_number', header: /*i18n*/ 'Unit', width: 12 },
      { key: 'day', header: /*i18n*/ 'Date', kind: 'date', width: 11 },
      { key: 'time', header: /*i18n*/ 'Time', width: 7 },
      { key: 'location', header: /*i18n*/ 'Location', width: 18 },
      { key: 'license_number', header: /*i18n*/ 'License', width: 10 },
      { key: 'direction', header: /*i18n*/ 'Direction', width: 8 },
      { key: 'axle_number', header: /*i18n*/ 'Axle', kind: 'integer', width: 6 },
      { key: 'position', header: /*i18n*/ 'Position', width: 8 },
      { key: 'position_class', header: /*i18n*/ 'Class', width: 8 },
      { key: 'lift', header: /*i18n*/ 'Lift axle', width: 7 },
      { key: 'pressure', header: /*i18n*/ 'Pressure', kind: 'pressure', width: 10 },
      { key: 'pressure_level', header: /*i18n*/ 'Pressure level', width: 10 },
      { key: 'tread', header: /*i18n*/ 'Tread depth', kind: 'tread', width: 10 },
      { key: 'tread_level', header: /*i18n*/ 'Tread level', width: 10 },
    ],
    rows,
    summary,
    cellColor: (row, key) => {
      const kind = WHEEL_COLOR_KEYS[key];
      return kind ? colorOf((row.levels as Record<string, ExceptionLevel>)[kind]) : undefined;
    },
  };
}

function axlesSection(details: readonly CrossingDetail[], language: string): ReportSection {
  const { yesNo, level, positionClass } = exportWords(language);
  const rows = details.flatMap(({ head, axles }) =>
    axles.map((axle) => ({
      unit_number: head.unitNumber,
      date_time: dateTimeIn(head.crossedAt, language),
      axle_number: axle.axleNumber,
      position_class: positionClass(axle.positionClass),
      lift: yesNo(axle.isLift),
      axle_level: axle.level,
      left_level: axle.left.level,
      right_level: axle.right.level,
    })),
  );
  return {
    title: /*i18n*/ 'Axles',
    columns: [
      { key: 'unit_number', header: /*i18n*/ 'Unit', width: 12 },
      { key: 'date_time', header: /*i18n*/ 'Date and time', width: 16 },
      { key: 'axle_number', header: /*i18n*/ 'Axle', kind: 'integer', width: 6 },
      { key: 'position_class', header: /*i18n*/ 'Class', width: 8 },
      { key: 'lift', header: /*i18n*/ 'Lift axle', width: 7 },
      { key: 'axle_text', header: /*i18n*/ 'Axle tread mismatch', width: 12 },
      { key: 'left_text', header: /*i18n*/ 'Left duals mismatch', width: 12 },
      { key: 'right_text', header: /*i18n*/ 'Right duals mismatch', width: 12 },
    ],
    rows: rows.map((row) => ({
      ...row,
      axle_text: level(row.axle_level),
      left_text: level(row.left_level),
      right_text: level(row.right_level),
    })),
    cellColor: (row, key) => (key.endsWith('_text') ? colorOf(row[key.replace('_text', '_level')]) : undefined),
  };
}

/** The detail of one or more crossings: every wheel, then every axle's mismatches. */
export function detailsDocument(context: ExportContext, details: readonly CrossingDetail[]): ReportDocument {
  const [first] = details;
  const single = details.length === 1 && first;
  return {
    meta: reportMeta(
      context,
      single ? exportWords(context.language).i18n._('Checkpoint detail: {unit}', { unit: first.head.unitNumber }) : /*i18n*/ 'Checkpoint details',
      single ? dateTimeIn(first.head.crossedAt, context.language) : undefined,
    ),
    sections: [wheelsSection(wheelRows(details, context.language)), axlesSection(details, context.language)],
  };
}

/** Every wheel of every crossing of the report, read batch by batch. */
export function allDetailsDocument(context: ExportContext, rows: AsyncIterable<Record<string, unknown>>, summary: ReportFilter[]): ReportDocument {
  return { meta: reportMeta(context, /*i18n*/ 'Checkpoint report: all wheels'), sections: [wheelsSection(rows, summary)] };
}
