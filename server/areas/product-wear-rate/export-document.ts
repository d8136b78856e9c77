import type { WearRateResponse } from '../../../contract/product-wear-rate';
import type { ReportDocument } from '../../exports/report-model';
import { reportMeta, type ExportContext } from '../../exports/report-meta';

export const WEAR_RATE_TITLE = 'Product wear rate report';

/**
 * The wear-rate files: every row of the table in the screen's order, with the same figures
 * (wear rate already in the reader's units, so it is a plain number here) and the totals.
 */
export function wearRateDocument(context: ExportContext, report: Omit<WearRateResponse, 'page_number' | 'page_size'>): ReportDocument {
  const metric = report.unit_of_measurement === 'metric';
  return {
    meta: reportMeta(context, WEAR_RATE_TITLE, report.wear_rate_unit),
    sections: [
      {
        title: 'Wear rates',
        columns: [
          { key: 'brand', header: 'Brand', width: 10 },
          { key: 'product_line', header: 'Product line', width: 16 },
          { key: 'tire_size', header: 'Size', width: 11 },
          { key: 'load_range', header: 'Load range', width: 6 },
          { key: 'wheel_position', header: 'Wheel position', width: 8 },
          { key: 'tires', header: 'Tires', kind: 'integer', width: 6 },
          { key: 'wear_rate', header: `Wear rate (${report.wear_rate_unit})`, kind: 'number', width: 10 },
          { key: 'unmeasured_tires', header: 'Tires left out', kind: 'integer', width: 6 },
          { key: 'earliest_pull_date', header: 'Earliest pull date', kind: 'date', width: 10 },
          { key: 'pulls_within_90_days', header: 'Pulls within 90 days', kind: 'integer', width: 7 },
          { key: 'cost_per_distance', header: metric ? 'Cost per km' : 'Cost per mile', kind: 'currency', decimals: 4, width: 8 },
        ],
        rows: report.product_wear_rates,
        summary: [
          { label: 'Tires measured', value: String(report.totals.tires) },
          { label: 'Tires left out (fewer than two readings)', value: String(report.totals.unmeasured_tires) },
          { label: `Fleet wear rate (${report.wear_rate_unit})`, value: report.totals.wear_rate === null ? '–' : report.totals.wear_rate.toFixed(2) },
        ],
      },
    ],
  };
}
