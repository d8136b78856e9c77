import type { ProductReport } from '../../../contract/product-analysis';
import { coverPageSection } from '../../exports/cover-page';
import { DocumentFormat } from '../../exports/format';
import type { ReportDocument, ReportFilter, ReportMeta } from '../../exports/report-model';
import { reportMeta, type ExportContext } from '../../exports/report-meta';

const initial = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The cover page's facts: the report, the accounts, the two products, the filter, the user and when. */
function coverFacts(report: ProductReport, meta: ReportMeta): ReportFilter[] {
  const model = report.product_comp_model;
  const cover = model.cover_page;
  const facts: ReportFilter[] = [
    { label: 'Report', value: report.report_name },
    { label: 'Prepared for', value: cover.prepared_for.join(', ') },
    { label: 'First product', value: cover.products[0] ?? '' },
    { label: 'Second product', value: cover.products[1] ?? '' },
    { label: 'Tire type', value: cover.tire_type ? initial(cover.tire_type) : 'Every position' },
    { label: 'Readings', value: 'Every reading of the chosen accounts\' tires' },
    { label: 'Prepared by', value: cover.prepared_by },
    { label: 'Generated', value: new DocumentFormat(meta).formatInstant(meta.generatedAt) },
  ];
  if (model.comments) facts.push({ label: 'Comments', value: model.comments });
  return facts;
}

/**
 * The product analysis files: a cover page of their own (the first sheet, the PDF's first
 * page), then the two products' data blocks side by side (one row per figure) and their scrap
 * reasons. Stamped with the report's own generation time and author, so a stored report's
 * files read as the day it was made.
 */
export function productAnalysisDocument(context: ExportContext, report: ProductReport): ReportDocument {
  const model = report.product_comp_model;
  const [first, second] = model.products;
  const metric = model.graph_header.distance_unit === 'km';
  const figure = (label: string, pick: (block: typeof first) => number | string | null) => ({ figure: label, first: pick(first), second: pick(second) });
  const text = (value: number | null) => (value === null ? '–' : String(value));
  const meta: ReportMeta = {
    ...reportMeta({ ...context, filters: [] }, model.cover_page.title, report.report_name),
    generatedAt: new Date(model.cover_page.generated_at),
    generatedBy: model.cover_page.prepared_by,
  };
  return {
    meta,
    sections: [
      coverPageSection(coverFacts(report, meta)),
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
