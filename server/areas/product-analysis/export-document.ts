import type { ProductReport } from '../../../contract/product-analysis';
import type { ReportDocument } from '../../exports/report-model';
import { reportMeta, type ExportContext } from '../../exports/report-meta';

/**
 * The product analysis files: the cover page's facts in the header, the two products' data
 * blocks side by side (one row per figure), their scrap reasons, and the comments.
 */
export function productAnalysisDocument(context: ExportContext, report: ProductReport): ReportDocument {
  const model = report.product_comp_model;
  const [first, second] = model.products;
  const metric = model.graph_header.distance_unit === 'km';
  const figure = (label: string, pick: (block: typeof first) => number | string | null) => ({ figure: label, first: pick(first), second: pick(second) });
  const text = (value: number | null) => (value === null ? '–' : String(value));
  return {
    meta: reportMeta(
      {
        ...context,
        filters: [
          { label: 'Prepared for', value: model.cover_page.prepared_for.join(', ') },
          { label: 'Prepared by', value: model.cover_page.prepared_by },
          ...(model.comments ? [{ label: 'Comments', value: model.comments }] : []),
        ],
      },
      model.cover_page.title,
      report.report_name,
    ),
    sections: [
      {
        title: 'Comparison',
        columns: [
          { key: 'figure', header: 'Figure', width: 24 },
          { key: 'first', header: `${first.product_line} ${first.tire_size}`, width: 18 },
          { key: 'second', header: `${second.product_line} ${second.tire_size}`, width: 18 },
        ],
        rows: [
          figure('Tires measured', (block) => block.tires),
          figure('Tires left out', (block) => block.unmeasured_tires),
          figure(`Wear rate (${model.graph_header.wear_rate_unit})`, (block) => text(block.wear_rate)),
          figure(`Removal mileage (${model.graph_header.distance_unit})`, (block) => text(block.removal_mileage)),
          figure(metric ? 'Cost per mm' : 'Cost per 32nd', (block) => text(block.cost_per_32nd)),
          figure(metric ? 'Cost per km' : 'Cost per mile', (block) => text(block.cost_per_mile)),
          figure('Casings inspected', (block) => block.casings_inspected),
          figure('Retreadability %', (block) => text(block.retreadability_percent)),
        ],
      },
      {
        title: 'Scrap reasons',
        columns: [
          { key: 'product', header: 'Product', width: 24 },
          { key: 'reason', header: 'Removal reason', width: 20 },
          { key: 'tires', header: 'Tires', kind: 'integer', width: 8 },
        ],
        rows: model.products.flatMap((block) => block.scrap_reasons.map((row) => ({ product: `${block.product_line} ${block.tire_size}`, ...row }))),
      },
    ],
  };
}
