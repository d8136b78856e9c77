import { formatDay } from '../../../contract/date-format';
import type { InspectionReportRow, InspectionSummary, SurveyDetailResponse } from '../../../contract/inspection-report';
import { parseUsDate } from '../../../contract/lookups';
import type { CellColor, ReportDocument, ReportFilter } from '../../exports/report-model';
import { reportMeta, type ExportContext } from '../../exports/report-meta';
import { summaryLines as surveySummaryLines } from '../dealer-survey/export-documents';
import type { surveyReadiness } from './detail-repository';

/*
 * The inspection report files: the list (same rows and order as `report`, every page) and one
 * survey's detail (same rows as `detail`). Headers are English like the other reports' files;
 * the pipeline converts pressure and tread to the user's units and colours the exceptions.
 */

/** The dealer survey's summary lines (the same seven figures), then the two only this report has. */
function summaryLines(summary: InspectionSummary): ReportFilter[] {
  return [
    ...surveySummaryLines(summary),
    { label: 'Fleet vehicles', value: String(summary.fleet_vehicles) },
    { label: 'Not inspected', value: String(summary.not_inspected_units) },
  ];
}

export function inspectionListDocument(context: ExportContext, rows: readonly InspectionReportRow[], summary: InspectionSummary): ReportDocument {
  return {
    meta: reportMeta(context, 'Inspection survey report'),
    sections: [
      {
        title: 'Surveys',
        columns: [
          { key: 'day', header: 'Survey date', kind: 'date', width: 11 },
          { key: 'fleet_location', header: 'Location', width: 10 },
          { key: 'fleet_location_name', header: 'Location name', width: 18 },
          { key: 'fleet_name', header: 'Fleet', width: 18 },
          { key: 'company', header: 'Company', width: 16 },
          { key: 'survey_by', header: 'Survey by', width: 14 },
          { key: 'total_tires', header: 'Tires', kind: 'integer', width: 7 },
          { key: 'total_units', header: 'Units', kind: 'integer', width: 7 },
          { key: 'exceptions', header: 'Exceptions', kind: 'integer', width: 9 },
          { key: 'tractors_surveyed_percentage', header: 'Tractors surveyed', kind: 'percent', width: 9 },
          { key: 'trailers_surveyed_percentage', header: 'Trailers surveyed', kind: 'percent', width: 9 },
          { key: 'trailer_readiness', header: 'Trailer readiness', width: 9 },
        ],
        rows: rows.map((row) => ({ ...row, company: row.company ?? '', day: parseUsDate(row.survey_date) })),
        summary: summaryLines(summary),
        cellColor: (row, key) => (key === 'exceptions' && Number(row.exceptions) > 0 ? 'warning' : undefined),
      },
    ],
  };
}

const LEVEL_TEXT: Record<string, string> = { ok: 'OK', warning: 'Warning', critical: 'Critical', unknown: '-' };
const RESOLUTION_TEXT: Record<string, string> = {
  inflate: 'Inflate to target',
  deflate: 'Deflate to maximum',
  replace_now: 'Replace now',
  plan_replacement: 'Plan replacement',
  inspect: 'Inspect wear',
};
const colorOf = (level: unknown): CellColor | undefined => (level === 'critical' || level === 'warning' ? level : undefined);

/** One survey: every unit and position with its levels and resolutions, then the trailer checks. */
export function inspectionDetailDocument(context: ExportContext, detail: SurveyDetailResponse, readiness: Awaited<ReturnType<typeof surveyReadiness>>): ReportDocument {
  const rows = detail.data.map((row) => ({
    ...row,
    pressure_level: LEVEL_TEXT[row.pressure_color],
    tread_level: LEVEL_TEXT[row.tread_depth_color],
    wear_conditions: row.wear_conditions ?? '',
    valve: row.valve ?? '',
    brand: row.brand ?? '',
    product_line: row.product_line ?? '',
    tire_size: row.tire_size ?? '',
    resolution: [row.resolutions.pressure, row.resolutions.tread_depth, row.resolutions.wear_condition]
      .filter((code): code is NonNullable<typeof code> => code !== null)
      .map((code) => RESOLUTION_TEXT[code])
      .join('; '),
  }));
  return {
    meta: reportMeta(
      {
        ...context,
        filters: [
          { label: 'Fleet', value: detail.account_name },
          { label: 'Location', value: detail.fleet_location_name },
          { label: 'Address', value: detail.address_city_state_view },
          { label: 'Company', value: detail.survey_by_company ?? '-' },
          { label: 'Survey by', value: detail.survey_by },
        ],
      },
      'Inspection survey detail',
      formatDay(detail.survey_date_time, context.language),
    ),
    sections: [
      {
        title: 'Tires',
        columns: [
          { key: 'unit_number', header: 'Unit', width: 11 },
          { key: 'axle_and_tire_position', header: 'Position', width: 7 },
          { key: 'pressure', header: 'Pressure', kind: 'pressure', width: 9 },
          { key: 'pressure_level', header: 'Pressure level', width: 8 },
          { key: 'tread_depth', header: 'Tread depth', kind: 'tread', width: 9 },
          { key: 'tread_level', header: 'Tread level', width: 8 },
          { key: 'wear_conditions', header: 'Wear conditions', width: 14 },
          { key: 'valve', header: 'Valve', width: 9 },
          { key: 'brand', header: 'Brand', width: 10 },
          { key: 'product_line', header: 'Product line', width: 11 },
          { key: 'tire_size', header: 'Size', width: 10 },
          { key: 'resolution', header: 'Resolution', width: 16 },
        ],
        rows,
        summary: [
          { label: 'Units', value: String(detail.total_units) },
          { label: 'Tires', value: String(detail.total_tires) },
          { label: 'Exceptions', value: String(detail.exceptions) },
        ],
        cellColor: (row, key) => {
          if (key === 'pressure' || key === 'pressure_level') return colorOf(row.pressure_color);
          if (key === 'tread_depth' || key === 'tread_level') return colorOf(row.tread_depth_color);
          return undefined;
        },
      },
      {
        title: 'Trailer readiness',
        columns: [
          { key: 'unit_number', header: 'Unit', width: 12 },
          { key: 'result', header: 'Result', width: 10 },
          { key: 'checked_at', header: 'Checked at', kind: 'datetime', width: 16 },
        ],
        rows: readiness.map((check) => ({ unit_number: check.unitNumber, result: check.passed ? 'Passed' : 'Failed', checked_at: check.checkedAt, passed: check.passed })),
        cellColor: (row, key) => (key === 'result' && row.passed === false ? 'critical' : undefined),
      },
    ],
  };
}
