import type { WearRateResponse } from '../../../contract/product-wear-rate';
import type { ReportDocument, SectionPicture } from '../../exports/report-model';
import { reportMeta, type ExportContext } from '../../exports/report-meta';
import { fixedFigure, summaryFigure } from '../../exports/format';
import { exportWords } from '../../exports/export-words';

export const WEAR_RATE_TITLE = /*i18n*/ 'Product wear rate report';
const OVERDUE = /*i18n*/ 'Overdue';

/**
 * The wear-rate files: the totals, the screen's chart (the PDF; ./export-chart.ts), then every
 * row of the table in the screen's order with the same figures (wear rate already in the
 * reader's units, so it is a plain number here).
 */
export function wearRateDocument(context: ExportContext, report: Omit<WearRateResponse, 'page_number' | 'page_size'>, chart?: SectionPicture): ReportDocument {
  const metric = report.unit_of_measurement === 'metric';
  const words = exportWords(context.language);
  const { i18n } = words;
  const unit = report.wear_rate_unit;
  return {
    meta: reportMeta(context, WEAR_RATE_TITLE, report.wear_rate_unit),
    sections: [
      {
        title: /*i18n*/ 'Wear rates',
        picture: chart,
        columns: [
          { key: 'brand', header: /*i18n*/ 'Brand', width: 10 },
          { key: 'product_line', header: /*i18n*/ 'Product line', width: 16 },
          { key: 'tire_size', header: /*i18n*/ 'Size', width: 11 },
          { key: 'load_range', header: /*i18n*/ 'Load range', width: 6 },
          { key: 'wheel_position', header: /*i18n*/ 'Wheel position', width: 8 },
          { key: 'tires', header: /*i18n*/ 'Tires', kind: 'integer', width: 6 },
          { key: 'wear_rate', header: i18n._('Wear rate ({unit})', { unit }), kind: 'number', width: 10 },
          { key: 'unmeasured_tires', header: /*i18n*/ 'Tires left out', kind: 'integer', width: 6 },
          { key: 'earliest_pull_date', header: /*i18n*/ 'Earliest pull date', kind: 'date', width: 10 },
          { key: 'pull_status', header: /*i18n*/ 'Pull status', width: 7 },
          { key: 'pulls_within_90_days', header: /*i18n*/ 'Pulls within 90 days', kind: 'integer', width: 7 },
          { key: 'cost_per_distance', header: metric ? /*i18n*/ 'Cost per km' : /*i18n*/ 'Cost per mile', kind: 'currency', decimals: 4, width: 8 },
        ],
        // A pull date in the past is said to be overdue, as on the screen; a position by its word.
        rows: report.product_wear_rates.map((row) => ({
          ...row,
          wheel_position: words.positionClass(row.wheel_position),
          pull_status: row.pull_overdue ? i18n._(OVERDUE) : '',
        })),
        summary: [
          { label: /*i18n*/ 'Tires measured', value: summaryFigure(report.totals.tires, context.language) },
          { label: /*i18n*/ 'Tires left out (fewer than two readings)', value: summaryFigure(report.totals.unmeasured_tires, context.language) },
          { label: i18n._('Fleet wear rate ({unit})', { unit }), value: report.totals.wear_rate === null ? '–' : fixedFigure(report.totals.wear_rate, context.language, 2) },
        ],
      },
    ],
  };
}
