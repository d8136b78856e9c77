import type { ReportRow, ReportTiles } from '../../../contract/checkpoint';
import type { ExceptionLevel } from '../../../contract/tire-exceptions';
import { reportMeta, type ExportContext } from '../../exports/report-meta';
import type { CellColor, ReportColumn, ReportDocument, ReportFilter, ReportSection } from '../../exports/report-model';
import { dateTimeOf, timeOf, type CrossingDetail } from './crossing-details';

/*
 * The checkpoint files as export documents. Rows are those of the report (same filter, same
 * order, every page) or of the detail; headers are English and the pipeline converts pressure
 * and tread depth to the user's units and colours warning and critical cells.
 */

export type { ExportContext };


const LEVEL_TEXT: Record<ExceptionLevel, string> = { ok: 'OK', warning: 'Warning', critical: 'Critical', unknown: '-' };
const colorOf = (level: unknown): CellColor | undefined => (level === 'critical' || level === 'warning' ? level : undefined);

const COUNT_COLUMNS: [keyof ReportRow, string, 'critical' | 'warning' | null][] = [
  ['total_tires', 'Tires', null],
  ['total_tires_read_count', 'Tires read', null],
  ['critical_exceptions', 'Critical', 'critical'],
  ['warning_exceptions', 'Warning', 'warning'],
  ['pressure_critical', 'Pressure critical', 'critical'],
  ['pressure_warning', 'Pressure warning', 'warning'],
  ['tread_depth_critical', 'Tread critical', 'critical'],
  ['tread_depth_warning', 'Tread warning', 'warning'],
  ['tread_mismatch_axle_critical', 'Axle mismatch critical', 'critical'],
  ['tread_mismatch_axle_warning', 'Axle mismatch warning', 'warning'],
  ['tread_mismatch_duals_critical', 'Duals mismatch critical', 'critical'],
  ['tread_mismatch_duals_warning', 'Duals mismatch warning', 'warning'],
];
const COUNT_COLORS = new Map(COUNT_COLUMNS.map(([key, , color]) => [key as string, color]));

export function tilesSummary(tiles: ReportTiles, records: number): ReportFilter[] {
  return [
    { label: 'Crossings', value: String(records) },
    { label: 'Total units', value: String(tiles.total_units) },
    { label: 'Total tires', value: String(tiles.total_tires) },
    { label: 'Critical exceptions', value: String(tiles.critical_exceptions) },
    { label: 'Warning exceptions', value: String(tiles.warning_exceptions) },
  ];
}

/** The report table: one row per crossing, the tiles as the summary. */
export function reportDocument(context: ExportContext, rows: readonly ReportRow[], tiles: ReportTiles): ReportDocument {
  return {
    meta: reportMeta(context, 'Checkpoint report'),
    sections: [
      {
        title: 'Crossings',
        columns: [
          { key: 'unit_number', header: 'Unit', width: 12 },
          { key: 'fleet_location', header: 'Location', width: 18 },
          { key: 'day', header: 'Date', kind: 'date', width: 11 },
          { key: 'unit_time', header: 'Time', width: 7 },
          { key: 'license_number', header: 'License', width: 10 },
          ...COUNT_COLUMNS.map(([key, header]): ReportColumn => ({ key, header, kind: 'integer', width: 8 })),
        ],
        rows: rows.map((row) => ({ ...row, day: row.crossed_at.slice(0, 10) })),
        summary: tilesSummary(tiles, rows.length),
        cellColor: (row, key) => {
          const color = COUNT_COLORS.get(key);
          return color && Number(row[key]) > 0 ? color : undefined;
        },
      },
    ],
  };
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** One row per wheel of the crossings, in their order; levels kept for the cell colours. */
export function* wheelRows(details: Iterable<CrossingDetail>): Generator<Record<string, unknown>> {
  for (const { head, axles } of details) {
    for (const axle of axles) {
      for (const wheel of [...axle.left.wheels, ...axle.right.wheels]) {
        yield {
          unit_number: head.unitNumber,
          day: head.crossedAt.toISOString().slice(0, 10),
          time: timeOf(head.crossedAt),
          location: head.locationName,
          license_number: head.licenseNumber,
          direction: head.direction,
          axle_number: axle.axleNumber,
          position: wheel.position,
          position_class: axle.positionClass,
          lift: yesNo(axle.isLift),
          pressure: wheel.pressurePsi,
          pressure_level: LEVEL_TEXT[wheel.pressureLevel],
          tread: wheel.treadMm,
          tread_level: LEVEL_TEXT[wheel.treadLevel],
          levels: { pressure: wheel.pressureLevel, tread: wheel.treadLevel },
        };
      }
    }
  }
}

const WHEEL_COLOR_KEYS: Record<string, 'pressure' | 'tread'> = { pressure: 'pressure', pressure_level: 'pressure', tread: 'tread', tread_level: 'tread' };

export function wheelsSection(rows: ReportSection['rows'], summary?: ReportFilter[]): ReportSection {
  return {
    title: 'Wheels',
    columns: [
      { key: 'unit_number', header: 'Unit', width: 12 },
      { key: 'day', header: 'Date', kind: 'date', width: 11 },
      { key: 'time', header: 'Time', width: 7 },
      { key: 'location', header: 'Location', width: 18 },
      { key: 'license_number', header: 'License', width: 10 },
      { key: 'direction', header: 'Direction', width: 8 },
      { key: 'axle_number', header: 'Axle', kind: 'integer', width: 6 },
      { key: 'position', header: 'Position', width: 8 },
      { key: 'position_class', header: 'Class', width: 8 },
      { key: 'lift', header: 'Lift axle', width: 7 },
      { key: 'pressure', header: 'Pressure', kind: 'pressure', width: 10 },
      { key: 'pressure_level', header: 'Pressure level', width: 10 },
      { key: 'tread', header: 'Tread depth', kind: 'tread', width: 10 },
      { key: 'tread_level', header: 'Tread level', width: 10 },
    ],
    rows,
    summary,
    cellColor: (row, key) => {
      const kind = WHEEL_COLOR_KEYS[key];
      return kind ? colorOf((row.levels as Record<string, ExceptionLevel>)[kind]) : undefined;
    },
  };
}

function axlesSection(details: readonly CrossingDetail[]): ReportSection {
  const rows = details.flatMap(({ head, axles }) =>
    axles.map((axle) => ({
      unit_number: head.unitNumber,
      date_time: dateTimeOf(head.crossedAt),
      axle_number: axle.axleNumber,
      position_class: axle.positionClass,
      lift: yesNo(axle.isLift),
      axle_level: axle.level,
      left_level: axle.left.level,
      right_level: axle.right.level,
    })),
  );
  return {
    title: 'Axles',
    columns: [
      { key: 'unit_number', header: 'Unit', width: 12 },
      { key: 'date_time', header: 'Date and time', width: 16 },
      { key: 'axle_number', header: 'Axle', kind: 'integer', width: 6 },
      { key: 'position_class', header: 'Class', width: 8 },
      { key: 'lift', header: 'Lift axle', width: 7 },
      { key: 'axle_text', header: 'Axle tread mismatch', width: 12 },
      { key: 'left_text', header: 'Left duals mismatch', width: 12 },
      { key: 'right_text', header: 'Right duals mismatch', width: 12 },
    ],
    rows: rows.map((row) => ({
      ...row,
      axle_text: LEVEL_TEXT[row.axle_level],
      left_text: LEVEL_TEXT[row.left_level],
      right_text: LEVEL_TEXT[row.right_level],
    })),
    cellColor: (row, key) => (key.endsWith('_text') ? colorOf(row[key.replace('_text', '_level')]) : undefined),
  };
}

/** The detail of one or more crossings: every wheel, then every axle's mismatches. */
export function detailsDocument(context: ExportContext, details: readonly CrossingDetail[]): ReportDocument {
  const [first] = details;
  const single = details.length === 1 && first;
  return {
    meta: reportMeta(context, single ? `Checkpoint detail: ${first.head.unitNumber}` : 'Checkpoint details', single ? dateTimeOf(first.head.crossedAt) : undefined),
    sections: [wheelsSection(wheelRows(details)), axlesSection(details)],
  };
}

/** Every wheel of every crossing of the report, read batch by batch. */
export function allDetailsDocument(context: ExportContext, rows: AsyncIterable<Record<string, unknown>>, summary: ReportFilter[]): ReportDocument {
  return { meta: reportMeta(context, 'Checkpoint report: all wheels'), sections: [wheelsSection(rows, summary)] };
}
