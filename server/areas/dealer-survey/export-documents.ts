import type { ReportDealerRow } from '../../../contract/dealer-survey';
import { formatDay } from '../../../contract/date-format';
import { parseUsDate } from '../../../contract/common-lookups';
import { readingExceptions, resolveSpec, worstLevel, type ExceptionLevel, type PositionClass, type SpecRow } from '../../../contract/tire-exceptions';
import type { CellColor, ReportDocument, ReportFilter } from '../../exports/report-model';
import { exportWords } from '../../exports/export-words';
import { reportMeta, type ExportContext } from '../../exports/report-meta';
import { positionCode } from '../../tire-exceptions/position-code';
import type { DealerSummary } from './report-repository';

/*
 * The dealer survey files: the list (same rows and order as report-dealer, every page) and one
 * survey's detail. Headers are English; the pipeline converts units and colours exceptions.
 */


export function summaryLines(summary: DealerSummary): ReportFilter[] {
  return [
    { label: /*i18n*/ 'Surveys', value: String(summary.surveys) },
    { label: /*i18n*/ 'Units', value: String(summary.units) },
    { label: /*i18n*/ 'Tires', value: String(summary.tires) },
    { label: /*i18n*/ 'Exceptions', value: String(summary.exceptions) },
    { label: /*i18n*/ 'Units with exceptions', value: String(summary.units_with_exceptions) },
    { label: /*i18n*/ 'Trucks surveyed', value: String(summary.total_of_trucks_surveyed) },
    { label: /*i18n*/ 'Trailers surveyed', value: String(summary.total_of_trailers_surveyed) },
  ];
}

export function dealerListDocument(context: ExportContext, rows: readonly ReportDealerRow[], summary: DealerSummary): ReportDocument {
  return {
    meta: reportMeta(context, /*i18n*/ 'Dealer survey report'),
    sections: [
      {
        title: /*i18n*/ 'Surveys',
        columns: [
          { key: 'day', header: /*i18n*/ 'Survey date', kind: 'date', width: 11 },
          { key: 'fleet_location', header: /*i18n*/ 'Fleet location', width: 18 },
          { key: 'survey_by', header: /*i18n*/ 'Survey by', width: 14 },
          { key: 'fleet_name', header: /*i18n*/ 'Fleet', width: 18 },
          { key: 'dealer_location', header: /*i18n*/ 'Dealer', width: 20 },
          { key: 'total_tires', header: /*i18n*/ 'Tires', kind: 'integer', width: 7 },
          { key: 'total_units', header: /*i18n*/ 'Units', kind: 'integer', width: 7 },
          { key: 'exceptions', header: /*i18n*/ 'Exceptions', kind: 'integer', width: 9 },
          { key: 'units_with_exceptions', header: /*i18n*/ 'Units with exceptions', kind: 'integer', width: 9 },
          { key: 'trailer_readiness', header: /*i18n*/ 'Trailer readiness', width: 9 },
        ],
        rows: rows.map((row) => ({ ...row, day: parseUsDate(row.survey_date) })),
        summary: summaryLines(summary),
        cellColor: (row, key) => (key === 'exceptions' && Number(row.exceptions) > 0 ? 'warning' : undefined),
      },
    ],
  };
}

export interface SurveyHead {
  surveyDate: Date;
  locationCode: string;
  locationName: string;
  accountName: string;
  dealerName: string | null;
  surveyBy: string;
}

export interface SurveyReading {
  unitNumber: string;
  unitType: string;
  axleNumber: number;
  side: 'left' | 'right';
  place: 'single' | 'inner' | 'outer';
  positionClass: PositionClass;
  tireSizeId: number | null;
  pressurePsi: number | null;
  treadDepthMm: number | null;
  wearConditions: string | null;
}

const colorOf = (level: unknown): CellColor | undefined => (level === 'critical' || level === 'warning' ? level : undefined);
const COLOR_KEYS: Record<string, 'pressure' | 'tread'> = { pressure: 'pressure', pressure_level: 'pressure', tread: 'tread', tread_level: 'tread' };

/** One survey: every unit and position with its levels by the contract's rules, then the trailer checks. */
export function surveyDetailDocument(
  context: ExportContext,
  head: SurveyHead,
  readings: readonly SurveyReading[],
  specs: readonly SpecRow[],
  readiness: readonly { unitNumber: string; passed: boolean; checkedAt: Date }[],
  unitCount: number,
): ReportDocument {
  let exceptions = 0;
  const words = exportWords(context.language);
  const rows = readings.map((reading) => {
    const levels = readingExceptions(
      { pressure_psi: reading.pressurePsi, tread_depth_mm: reading.treadDepthMm, position_class: reading.positionClass },
      resolveSpec(specs, reading.positionClass, reading.tireSizeId),
    );
    const worst = worstLevel(levels.pressure, levels.tread);
    if (worst === 'warning' || worst === 'critical') exceptions++;
    return {
      unit_number: reading.unitNumber,
      unit_type: words.name(reading.unitType),
      position: positionCode(reading.axleNumber, reading.side, reading.place),
      position_class: words.positionClass(reading.positionClass),
      pressure: reading.pressurePsi,
      pressure_level: words.level(levels.pressure),
      tread: reading.treadDepthMm,
      tread_level: words.level(levels.tread),
      wear_conditions: words.names(reading.wearConditions ?? ''),
      levels,
    };
  });
  return {
    meta: reportMeta({ ...context, filters: [
      { label: /*i18n*/ 'Fleet', value: head.accountName },
      { label: /*i18n*/ 'Location', value: `${head.locationCode} ${head.locationName}` },
      { label: /*i18n*/ 'Dealer', value: head.dealerName ?? '-' },
      { label: /*i18n*/ 'Survey by', value: head.surveyBy },
      ...context.filters,
    ] }, /*i18n*/ 'Dealer survey detail', formatDay(head.surveyDate, context.language)),
    sections: [
      {
        title: /*i18n*/ 'Tires',
        columns: [
          { key: 'unit_number', header: /*i18n*/ 'Unit', width: 12 },
          { key: 'unit_type', header: /*i18n*/ 'Unit type', width: 10 },
          { key: 'position', header: /*i18n*/ 'Position', width: 8 },
          { key: 'position_class', header: /*i18n*/ 'Class', width: 8 },
          { key: 'pressure', header: /*i18n*/ 'Pressure', kind: 'pressure', width: 10 },
          { key: 'pressure_level', header: /*i18n*/ 'Pressure level', width: 10 },
          { key: 'tread', header: /*i18n*/ 'Tread depth', kind: 'tread', width: 10 },
          { key: 'tread_level', header: /*i18n*/ 'Tread level', width: 10 },
          { key: 'wear_conditions', header: /*i18n*/ 'Wear conditions', width: 22 },
        ],
        rows,
        summary: [
          { label: /*i18n*/ 'Units', value: String(unitCount) },
          { label: /*i18n*/ 'Tires', value: String(rows.length) },
          { label: /*i18n*/ 'Exceptions', value: String(exceptions) },
        ],
        cellColor: (row, key) => {
          const kind = COLOR_KEYS[key];
          return kind ? colorOf((row.levels as Record<string, ExceptionLevel>)[kind]) : undefined;
        },
      },
      {
        title: /*i18n*/ 'Trailer readiness',
        columns: [
          { key: 'unit_number', header: /*i18n*/ 'Unit', width: 12 },
          { key: 'result', header: /*i18n*/ 'Result', width: 10 },
          { key: 'checked_at', header: /*i18n*/ 'Checked at', kind: 'datetime', width: 16 },
        ],
        rows: readiness.map((check) => ({ unit_number: check.unitNumber, result: words.i18n._(check.passed ? /*i18n*/ 'Passed' : /*i18n*/ 'Failed'), checked_at: check.checkedAt, passed: check.passed })),
        cellColor: (row, key) => (key === 'result' && row.passed === false ? 'critical' : undefined),
      },
    ],
  };
}
