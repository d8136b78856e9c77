import { parseUsDate } from '../../contract/common-lookups';
import type { SurveyReadinessCheck } from '../reporting/survey-detail-queries';
import type { ExportWords } from './export-words';
import { summaryFigure } from './format';
import type { CellColor, ReportColumn, ReportFilter, ReportSection } from './report-model';

/*
 * What the dealer survey and inspection report files share: the survey list's columns and
 * figures, the detail's tire columns and level colours, its totals and the trailer checks.
 * Headers are English; the pipeline translates them, converts units and colours exceptions.
 */

/** The seven figures both survey lists total. */
export interface SurveyListFigures {
  surveys: number;
  units: number;
  tires: number;
  exceptions: number;
  units_with_exceptions: number;
  total_of_trucks_surveyed: number;
  total_of_trailers_surveyed: number;
}

/** The list's totals, in the reader's number format as the screens write them. */
export function surveySummaryLines(summary: SurveyListFigures, language: string): ReportFilter[] {
  const figure = (value: number) => summaryFigure(value, language);
  return [
    { label: /*i18n*/ 'Surveys', value: figure(summary.surveys) },
    { label: /*i18n*/ 'Units', value: figure(summary.units) },
    { label: /*i18n*/ 'Tires', value: figure(summary.tires) },
    { label: /*i18n*/ 'Exceptions', value: figure(summary.exceptions) },
    // Summed over the surveys, as the screens' tiles say: a unit inspected twice counts twice.
    { label: /*i18n*/ 'Unit inspections with exceptions', value: figure(summary.units_with_exceptions) },
    { label: /*i18n*/ 'Tractor inspections', value: figure(summary.total_of_trucks_surveyed) },
    { label: /*i18n*/ 'Trailer inspections', value: figure(summary.total_of_trailers_surveyed) },
  ];
}

const SURVEY_COLUMNS = {
  // The survey list.
  day: { key: 'day', header: /*i18n*/ 'Survey date', kind: 'date' },
  survey_by: { key: 'survey_by', header: /*i18n*/ 'Survey by' },
  fleet_name: { key: 'fleet_name', header: /*i18n*/ 'Fleet' },
  total_tires: { key: 'total_tires', header: /*i18n*/ 'Tires', kind: 'integer' },
  total_units: { key: 'total_units', header: /*i18n*/ 'Units', kind: 'integer' },
  exceptions: { key: 'exceptions', header: /*i18n*/ 'Exceptions', kind: 'integer' },
  trailer_readiness: { key: 'trailer_readiness', header: /*i18n*/ 'Trailer readiness' },
  // One survey's tires.
  unit_number: { key: 'unit_number', header: /*i18n*/ 'Unit' },
  axle_and_tire_position: { key: 'axle_and_tire_position', header: /*i18n*/ 'Position' },
  pressure: { key: 'pressure', header: /*i18n*/ 'Pressure', kind: 'pressure' },
  pressure_level: { key: 'pressure_level', header: /*i18n*/ 'Pressure level' },
  tread_depth: { key: 'tread_depth', header: /*i18n*/ 'Tread depth', kind: 'tread' },
  tread_level: { key: 'tread_level', header: /*i18n*/ 'Tread level' },
  wear_conditions: { key: 'wear_conditions', header: /*i18n*/ 'Wear conditions' },
} satisfies Record<string, ReportColumn>;
export type SurveyColumnKey = keyof typeof SURVEY_COLUMNS;

/** A column both reports show; the width is each report's own, since each fits a different number of columns on a page. */
export function surveyColumn(key: SurveyColumnKey, width: number): ReportColumn {
  return { ...SURVEY_COLUMNS[key], width };
}

/** The survey list section: the report gives its columns (their location and company columns differ) and figures. */
export function surveyListSection(columns: ReportColumn[], rows: readonly { survey_date: string }[], summary: ReportFilter[]): ReportSection {
  return {
    title: /*i18n*/ 'Surveys',
    columns,
    rows: rows.map((row) => ({ ...row, day: parseUsDate(row.survey_date) })),
    summary,
    cellColor: (row, key) => (key === 'exceptions' && Number(row.exceptions) > 0 ? 'warning' : undefined),
  };
}

export const levelColor = (level: unknown): CellColor | undefined => (level === 'critical' || level === 'warning' ? level : undefined);

/** Colours a tire row's pressure and tread cells by the levels it carries (pressure_color, tread_depth_color). */
export function tireLevelColor(row: Record<string, unknown>, key: string): CellColor | undefined {
  if (key === 'pressure' || key === 'pressure_level') return levelColor(row.pressure_color);
  if (key === 'tread_depth' || key === 'tread_level') return levelColor(row.tread_depth_color);
  return undefined;
}

/** The detail's totals under its tire table. */
export function detailSummaryLines(units: number, tires: number, exceptions: number, language: string): ReportFilter[] {
  return [
    { label: /*i18n*/ 'Units', value: summaryFigure(units, language) },
    { label: /*i18n*/ 'Tires', value: summaryFigure(tires, language) },
    { label: /*i18n*/ 'Exceptions', value: summaryFigure(exceptions, language) },
  ];
}

/** The survey's trailer readiness checks, a failed one in red. */
export function readinessSection(words: ExportWords, readiness: readonly Pick<SurveyReadinessCheck, 'unitNumber' | 'passed' | 'checkedAt'>[]): ReportSection {
  return {
    title: /*i18n*/ 'Trailer readiness',
    columns: [
      { key: 'unit_number', header: /*i18n*/ 'Unit', width: 12 },
      { key: 'result', header: /*i18n*/ 'Result', width: 10 },
      { key: 'checked_at', header: /*i18n*/ 'Checked at', kind: 'datetime', width: 16 },
    ],
    rows: readiness.map((check) => ({ unit_number: check.unitNumber, result: words.i18n._(check.passed ? /*i18n*/ 'Passed' : /*i18n*/ 'Failed'), checked_at: check.checkedAt, passed: check.passed })),
    cellColor: (row, key) => (key === 'result' && row.passed === false ? 'critical' : undefined),
  };
}
