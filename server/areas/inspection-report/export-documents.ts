import { formatDay } from '../../../contract/date-format';
import type { InspectionReportRow, InspectionSummary, SurveyDetailResponse } from '../../../contract/inspection-report';
import { parseUsDate } from '../../../contract/common-lookups';
import { KM_PER_MILE } from '../../../contract/product-wear-rate';
import type { CellColor, ReportDocument, ReportFilter } from '../../exports/report-model';
import { exportWords } from '../../exports/export-words';
import { reportMeta, type ExportContext } from '../../exports/report-meta';
import { summaryLines as surveySummaryLines } from '../dealer-survey/export-documents';
import type { surveyReadiness } from './detail-repository';

/*
 * The inspection report files: the list (same rows and order as `report`, every page) and one
 * survey's detail (same rows as `detail`). Headers are written in English and translated by the
 * pipeline, which also converts pressure and tread to the user's units and colours the exceptions.
 */

/** The dealer survey's summary lines (the same seven figures), then the two only this report has. */
function summaryLines(summary: InspectionSummary): ReportFilter[] {
  return [
    ...surveySummaryLines(summary),
    { label: /*i18n*/ 'Fleet vehicles', value: String(summary.fleet_vehicles) },
    { label: /*i18n*/ 'Not inspected', value: String(summary.not_inspected_units) },
  ];
}

export function inspectionListDocument(context: ExportContext, rows: readonly InspectionReportRow[], summary: InspectionSummary): ReportDocument {
  return {
    meta: reportMeta(context, /*i18n*/ 'Inspection survey report'),
    sections: [
      {
        title: /*i18n*/ 'Surveys',
        columns: [
          { key: 'day', header: /*i18n*/ 'Survey date', kind: 'date', width: 11 },
          { key: 'fleet_location', header: /*i18n*/ 'Location', width: 10 },
          { key: 'fleet_location_name', header: /*i18n*/ 'Location name', width: 18 },
          { key: 'fleet_name', header: /*i18n*/ 'Fleet', width: 18 },
          { key: 'company', header: /*i18n*/ 'Company', width: 16 },
          { key: 'survey_by', header: /*i18n*/ 'Survey by', width: 14 },
          { key: 'total_tires', header: /*i18n*/ 'Tires', kind: 'integer', width: 7 },
          { key: 'total_units', header: /*i18n*/ 'Units', kind: 'integer', width: 7 },
          { key: 'exceptions', header: /*i18n*/ 'Exceptions', kind: 'integer', width: 9 },
          { key: 'tractors_surveyed_percentage', header: /*i18n*/ 'Share of tractors surveyed', kind: 'percent', width: 9 },
          { key: 'trailers_surveyed_percentage', header: /*i18n*/ 'Share of trailers surveyed', kind: 'percent', width: 9 },
          { key: 'trailer_readiness', header: /*i18n*/ 'Trailer readiness', width: 9 },
        ],
        rows: rows.map((row) => ({ ...row, company: row.company ?? '', day: parseUsDate(row.survey_date) })),
        summary: summaryLines(summary),
        cellColor: (row, key) => (key === 'exceptions' && Number(row.exceptions) > 0 ? 'warning' : undefined),
      },
    ],
  };
}

const RESOLUTION_TEXT: Record<string, string> = {
  inflate: /*i18n*/ 'Inflate to target',
  deflate: /*i18n*/ 'Deflate to maximum',
  replace_now: /*i18n*/ 'Replace now',
  plan_replacement: /*i18n*/ 'Plan replacement',
  inspect: /*i18n*/ 'Inspect wear',
};
/** A tire without a projected pull date: fewer than two readings over a distance, or no removal within ten years at its rate. */
export const NOT_ENOUGH_READINGS = /*i18n*/ 'Not enough readings';
export const NOT_PROJECTED = /*i18n*/ 'Not projected';
const colorOf = (level: unknown): CellColor | undefined => (level === 'critical' || level === 'warning' ? level : undefined);

/** One survey: every unit and position with its levels and resolutions, then the trailer checks. */
export function inspectionDetailDocument(context: ExportContext, detail: Omit<SurveyDetailResponse, 'currency_symbol'>, readiness: Awaited<ReturnType<typeof surveyReadiness>>): ReportDocument {
  const words = exportWords(context.language);
  const metric = context.user.unitOfMeasurement === 'metric';
  const rows = detail.data.map((row) => ({
    ...row,
    pressure_level: words.level(row.pressure_color),
    tread_level: words.level(row.tread_depth_color),
    wear_conditions: words.names(row.wear_conditions ?? ''),
    valve: words.name(row.valve ?? ''),
    brand: row.brand ?? '',
    product_line: row.product_line ?? '',
    tire_size: row.tire_size ?? '',
    resolution: [row.resolutions.pressure, row.resolutions.tread_depth, row.resolutions.wear_condition]
      .filter((code): code is NonNullable<typeof code> => code !== null)
      .map((code) => words.i18n._(RESOLUTION_TEXT[code] ?? code))
      .join('; '),
    projected_pull_date: row.projected_pull_date ?? words.i18n._(row.wear_measured ? NOT_PROJECTED : NOT_ENOUGH_READINGS),
    cost_per_distance: row.cost_per_mile === null ? null : metric ? row.cost_per_mile / KM_PER_MILE : row.cost_per_mile,
  }));
  return {
    meta: reportMeta(
      {
        ...context,
        filters: [
          { label: /*i18n*/ 'Fleet', value: detail.account_name },
          { label: /*i18n*/ 'Location', value: detail.fleet_location_name },
          { label: /*i18n*/ 'Address', value: detail.address_city_state_view },
          { label: /*i18n*/ 'Company', value: detail.survey_by_company ?? '-' },
          { label: /*i18n*/ 'Survey by', value: detail.survey_by },
        ],
      },
      /*i18n*/ 'Inspection survey detail',
      formatDay(detail.survey_date_time, context.language),
    ),
    sections: [
      {
        title: /*i18n*/ 'Tires',
        columns: [
          { key: 'unit_number', header: /*i18n*/ 'Unit', width: 11 },
          { key: 'axle_and_tire_position', header: /*i18n*/ 'Position', width: 7 },
          { key: 'pressure', header: /*i18n*/ 'Pressure', kind: 'pressure', width: 9 },
          { key: 'pressure_level', header: /*i18n*/ 'Pressure level', width: 8 },
          { key: 'tread_depth', header: /*i18n*/ 'Tread depth', kind: 'tread', width: 9 },
          { key: 'tread_level', header: /*i18n*/ 'Tread level', width: 8 },
          { key: 'wear_conditions', header: /*i18n*/ 'Wear conditions', width: 14 },
          { key: 'valve', header: /*i18n*/ 'Valve', width: 9 },
          { key: 'brand', header: /*i18n*/ 'Brand', width: 10 },
          { key: 'product_line', header: /*i18n*/ 'Product line', width: 11 },
          { key: 'tire_size', header: /*i18n*/ 'Size', width: 10 },
          { key: 'resolution', header: /*i18n*/ 'Resolution', width: 16 },
          { key: 'projected_pull_date', header: /*i18n*/ 'Projected pull date', kind: 'date', width: 11 },
          { key: 'cost_per_distance', header: metric ? /*i18n*/ 'Cost per km' : /*i18n*/ 'Cost per mile', kind: 'currency', decimals: 4, width: 8 },
        ],
        rows,
        summary: [
          { label: /*i18n*/ 'Units', value: String(detail.total_units) },
          { label: /*i18n*/ 'Tires', value: String(detail.total_tires) },
          { label: /*i18n*/ 'Exceptions', value: String(detail.exceptions) },
        ],
        cellColor: (row, key) => {
          if (key === 'pressure' || key === 'pressure_level') return colorOf(row.pressure_color);
          if (key === 'tread_depth' || key === 'tread_level') return colorOf(row.tread_depth_color);
          return undefined;
        },
      },
      {
        // The tires whose DOT code gave an age: a section of its own keeps the tire table readable on a page.
        title: /*i18n*/ 'Tire age',
        columns: [
          { key: 'unit_number', header: /*i18n*/ 'Unit', width: 12 },
          { key: 'axle_and_tire_position', header: /*i18n*/ 'Position', width: 8 },
          { key: 'dot_code', header: /*i18n*/ 'DOT code', width: 18 },
          { key: 'tire_age_years', header: /*i18n*/ 'Age (years)', kind: 'integer', width: 8 },
          { key: 'age_level', header: /*i18n*/ 'Age level', width: 10 },
        ],
        rows: rows
          .filter((row) => row.tire_age_years !== null || row.dot_code !== null)
          .map((row) => ({ ...row, dot_code: row.dot_code ?? '', age_level: words.level(row.tire_age_color) })),
        cellColor: (row, key) => (key === 'tire_age_years' || key === 'age_level' ? colorOf(row.tire_age_color) : undefined),
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
