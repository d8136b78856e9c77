import type { ProductReport } from '../../../contract/product-analysis';
import type { ReportDocument } from '../../exports/report-model';
import { exportI18n } from '../../exports/export-i18n';
import { reportMeta, type ExportContext } from '../../exports/report-meta';

/**
 * The product analysis files: the cover page's facts in the header, the two products' data
 * blocks side by side (one row per figure), their scrap reasons, and the comments.
 */
export function productAnalysisDocument(context: ExportContext, report: ProductReport): ReportDocument {
  const model = report.product_comp_model;
  const [first, second] = model.products;
  const metric = model.graph_header.distance_unit === 'km';
  const i18n = exportI18n(context.language);
  const figure = (label: string, pick: (block: typeof first) => number | string | null) => ({ figure: i18n._(label), first: pick(first), second: pick(second) });
  const { wear_rate_unit: unit, distance_unit: distance } = model.graph_header;
  const text = (value: number | null) => (value === null ? '–' : String(value));
  return {
    meta: reportMeta(
      {
        ...context,
        filters: [
          { label: /*i18n*/ 'Prepared for', value: model.cover_page.prepared_for.join(', ') },
          { label: /*i18n*/ 'Prepared by', value: model.cover_page.prepared_by },
          ...(model.comments ? [{ label: /*i18n*/ 'Comments', value: model.comments }] : []),
        ],
      },
      model.cover_page.title,
      report.report_name,
    ),
    sections: [
      {
        title: /*i18n*/ 'Comparison',
        columns: [
          { key: 'figure', header: /*i18n*/ 'Figure', width: 24 },
          { key: 'first', header: `${first.product_line} ${first.tire_size}`, width: 18 },
          { key: 'second', header: `${second.product_line} ${second.tire_size}`, width: 18 },
        ],
        rows: [
          figure(/*i18n*/ 'Tires measured', (block) => block.tires),
          figure(/*i18n*/ 'Tires left out', (block) => block.unmeasured_tires),
          figure(i18n._('Wear rate ({unit})', { unit }), (block) => text(block.wear_rate)),
          figure(i18n._('Removal mileage ({distance})', { distance }), (block) => text(block.removal_mileage)),
          figure(metric ? /*i18n*/ 'Cost per mm' : /*i18n*/ 'Cost per 32nd', (block) => text(block.cost_per_32nd)),
          figure(metric ? /*i18n*/ 'Cost per km' : /*i18n*/ 'Cost per mile', (block) => text(block.cost_per_mile)),
          figure(/*i18n*/ 'Casings inspected', (block) => block.casings_inspected),
          figure(/*i18n*/ 'Retreadability %', (block) => text(block.retreadability_percent)),
        ],
      },
      {
        title: /*i18n*/ 'Scrap reasons',
        columns: [
          { key: 'product', header: /*i18n*/ 'Product', width: 24 },
          { key: 'reason', header: /*i18n*/ 'Removal reason', width: 20 },
          { key: 'tires', header: /*i18n*/ 'Tires', kind: 'integer', width: 8 },
        ],
        rows: model.products.flatMap((block) => block.scrap_reasons.map((row) => ({ product: `${block.product_line} ${block.tire_size}`, ...row }))),
      },
    ],
  };
}
