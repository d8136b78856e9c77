import { formatDay } from '../../../contract/date-format';
import type { InspectionReportRow, InspectionSummary, SurveyDetailResponse } from '../../../contract/inspection-report';
import { KM_PER_MILE } from '../../../contract/product-wear-rate';
import type { ReportDocument, ReportFilter } from '../../exports/report-model';
import { exportWords } from '../../exports/export-words';
import { summaryFigure } from '../../exports/format';
import { reportMeta, type ExportContext } from '../../exports/report-meta';
import { detailSummaryLines, levelColor, readinessSection, surveyColumn, surveyListSection, surveySummaryLines, tireLevelColor } from '../../exports/survey-sections';
import type { SurveyReadinessCheck } from '../../reporting/survey-detail-queries';

/*
 * The inspection report files: the list (same rows and order as `report`, every page) and one
 * survey's detail (same rows as `detail`). Headers are written in English and translated by the
 * pipeline, which also converts pressure and tread to the user's units and colours the exceptions.
 */

/** The dealer survey's summary lines (the same seven figures), then the two only this report has. */
function summaryLines(summary: InspectionSummary, language: string): ReportFilter[] {
  return [
    ...surveySummaryLines(summary, language),
    { label: /*i18n*/ 'Fleet vehicles', value: summaryFigure(summary.fleet_vehicles, language) },
    { label: /*i18n*/ 'Not inspected', value: summaryFigure(summary.not_inspected_units, language) },
  ];
}

export function inspectionListDocument(context: ExportContext, rows: readonly InspectionReportRow[], summary: InspectionSummary): ReportDocument {
  return {
    meta: reportMeta(context, /*i18n*/ 'Inspection survey report'),
    sections: [
      surveyListSection(
        [
          surveyColumn('day', 11),
          { key: 'fleet_location', header: /*i18n*/ 'Location', width: 10 },
          { key: 'fleet_location_name', header: /*i18n*/ 'Location name', width: 18 },
          surveyColumn('fleet_name', 18),
          { key: 'company', header: /*i18n*/ 'Company', width: 16 },
          surveyColumn('survey_by', 14),
          surveyColumn('total_tires', 7),
          surveyColumn('total_units', 7),
          surveyColumn('exceptions', 9),
          { key: 'tractors_surveyed_percentage', header: /*i18n*/ 'Share of tractors surveyed', kind: 'percent', width: 9 },
          { key: 'trailers_surveyed_percentage', header: /*i18n*/ 'Share of trailers surveyed', kind: 'percent', width: 9 },
          surveyColumn('trailer_readiness', 9),
        ],
        rows.map((row) => ({ ...row, company: row.company ?? '' })),
        summaryLines(summary, context.language),
      ),
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
const OVERDUE = /*i18n*/ 'Overdue';

/**
 * One survey: every unit and position with its levels and resolutions, then the trailer checks.
 * `today` is the reader's own day: a projected pull date before it is overdue, as the screen says.
 */
export function inspectionDetailDocument(
  context: ExportContext,
  detail: Omit<SurveyDetailResponse, 'currency_symbol'>,
  readiness: readonly SurveyReadinessCheck[],
  today: Date,
): ReportDocument {
  const words = exportWords(context.language);
  const todayDay = today.toISOString().slice(0, 10);
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
    pull_status: row.projected_pull_date !== null && row.projected_pull_date < todayDay ? words.i18n._(OVERDUE) : '',
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
          surveyColumn('unit_number', 11),
          surveyColumn('axle_and_tire_position', 7),
          surveyColumn('pressure', 9),
          surveyColumn('pressure_level', 8),
          surveyColumn('tread_depth', 9),
          surveyColumn('tread_level', 8),
          surveyColumn('wear_conditions', 14),
          { key: 'valve', header: /*i18n*/ 'Valve', width: 9 },
          { key: 'brand', header: /*i18n*/ 'Brand', width: 10 },
          { key: 'product_line', header: /*i18n*/ 'Product line', width: 11 },
          { key: 'tire_size', header: /*i18n*/ 'Size', width: 10 },
          { key: 'resolution', header: /*i18n*/ 'Resolution', width: 16 },
          { key: 'projected_pull_date', header: /*i18n*/ 'Projected pull date', kind: 'date', width: 11 },
          { key: 'pull_status', header: /*i18n*/ 'Pull status', width: 7 },
          { key: 'cost_per_distance', header: metric ? /*i18n*/ 'Cost per km' : /*i18n*/ 'Cost per mile', kind: 'currency', decimals: 4, width: 8 },
        ],
        rows,
        summary: detailSummaryLines(detail.total_units, detail.total_tires, detail.exceptions, context.language),
        cellColor: (row, key) => (key === 'pull_status' && row.pull_status !== '' ? 'critical' : tireLevelColor(row, key)),
      },
      {
        // The tires whose DOT code gave an age: a section of its own keeps the tire table readable on a page.
        title: /*i18n*/ 'Tire age',
        columns: [
          surveyColumn('unit_number', 12),
          surveyColumn('axle_and_tire_position', 8),
          { key: 'dot_code', header: /*i18n*/ 'DOT code', width: 18 },
          { key: 'tire_age_years', header: /*i18n*/ 'Age (years)', kind: 'integer', width: 8 },
          { key: 'age_level', header: /*i18n*/ 'Age level', width: 10 },
        ],
        rows: rows
          .filter((row) => row.tire_age_years !== null || row.dot_code !== null)
          .map((row) => ({ ...row, dot_code: row.dot_code ?? '', age_level: words.level(row.tire_age_color) })),
        cellColor: (row, key) => (key === 'tire_age_years' || key === 'age_level' ? levelColor(row.tire_age_color) : undefined),
      },
      readinessSection(words, readiness),
    ],
  };
}
