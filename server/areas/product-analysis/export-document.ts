import type { I18n } from '@lingui/core';
import type { ProductReport } from '../../../contract/product-analysis';
import { coverPageSection } from '../../exports/cover-page';
import { exportI18n } from '../../exports/export-i18n';
import { referenceWords } from '../../exports/reference-words';
import { DocumentFormat, fixedFigure } from '../../exports/format';
import type { ReportDocument, ReportFilter, ReportMeta, SectionPicture } from '../../exports/report-model';
import { reportMeta, type ExportContext } from '../../exports/report-meta';

const initial = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const TIRE_TYPE_WORDS: Record<string, string> = { steer: /*i18n*/ 'Steer', drive: /*i18n*/ 'Drive', trail: /*i18n*/ 'Trailer' };

/** The cover page's facts: the report, the accounts, the two products, the filter, the user and when. */
function coverFacts(report: ProductReport, meta: ReportMeta, i18n: I18n): ReportFilter[] {
  const model = report.product_comp_model;
  const cover = model.cover_page;
  const facts: ReportFilter[] = [
    { label: /*i18n*/ 'Report', value: report.report_name },
    { label: /*i18n*/ 'Prepared for', value: cover.prepared_for.join(', ') },
    { label: /*i18n*/ 'First product', value: cover.products[0] ?? '' },
    { label: /*i18n*/ 'Second product', value: cover.products[1] ?? '' },
    { label: /*i18n*/ 'Tire type', value: cover.tire_type ? i18n._(TIRE_TYPE_WORDS[cover.tire_type] ?? initial(cover.tire_type)) : i18n._('Every position') },
    { label: /*i18n*/ 'Readings', value: i18n._('Every reading of the chosen accounts’ tires') },
    { label: /*i18n*/ 'Prepared by', value: cover.prepared_by },
    { label: /*i18n*/ 'Generated', value: new DocumentFormat(meta).formatInstant(meta.generatedAt) },
  ];
  if (model.comments) facts.push({ label: /*i18n*/ 'Comments', value: model.comments });
  // Cover facts are rows, which the pipeline leaves as they are: their labels are translated here.
  return facts.map((fact) => ({ ...fact, label: i18n._(fact.label) }));
}

/**
 * The product analysis files: a cover page of their own (the first sheet, the PDF's first
 * page), then the screen's chart of the wear rates (the PDF; ./export-chart.ts), the two
 * products' data blocks side by side (one row per figure) and their scrap
 * reasons. Stamped with the report's own generation time and author, so a stored report's
 * files read as the day it was made.
 */
export function productAnalysisDocument(context: ExportContext, report: ProductReport, chart?: SectionPicture): ReportDocument {
  const model = report.product_comp_model;
  const [first, second] = model.products;
  const metric = model.graph_header.distance_unit === 'km';
  const i18n = exportI18n(context.language);
  const reason = referenceWords(context.language);
  const figure = (label: string, pick: (block: typeof first) => number | string | null) => ({ figure: i18n._(label), first: pick(first), second: pick(second) });
  const { wear_rate_unit: unit, distance_unit: distance } = model.graph_header;
  // Each figure as the screen writes it: grouped digits, the screen's decimals, '–' for none.
  const text = (value: number | null, digits: number) => (value === null ? '–' : fixedFigure(value, context.language, digits));
  const money = (value: number | null, digits: number) => (value === null ? '–' : `${model.graph_header.currency_symbol}${fixedFigure(value, context.language, digits)}`);
  const meta: ReportMeta = {
    ...reportMeta({ ...context, filters: [] }, model.cover_page.title, report.report_name),
    generatedAt: new Date(model.cover_page.generated_at),
    generatedBy: model.cover_page.prepared_by,
  };
  return {
    meta,
    sections: [
      coverPageSection(coverFacts(report, meta, i18n)),
      {
        title: /*i18n*/ 'Comparison',
        picture: chart,
        columns: [
          { key: 'figure', header: /*i18n*/ 'Figure', width: 24 },
          { key: 'first', header: `${first.product_line} ${first.tire_size}`, width: 18 },
          { key: 'second', header: `${second.product_line} ${second.tire_size}`, width: 18 },
        ],
        rows: [
          figure(/*i18n*/ 'Tires measured', (block) => text(block.tires, 0)),
          figure(/*i18n*/ 'Tires left out', (block) => text(block.unmeasured_tires, 0)),
          figure(i18n._('Wear rate ({unit})', { unit }), (block) => text(block.wear_rate, 2)),
          figure(i18n._('Removal mileage ({distance})', { distance }), (block) => text(block.removal_mileage, 0)),
          figure(metric ? /*i18n*/ 'Cost per mm' : /*i18n*/ 'Cost per 32nd', (block) => money(block.cost_per_32nd, 2)),
          figure(metric ? /*i18n*/ 'Cost per km' : /*i18n*/ 'Cost per mile', (block) => money(block.cost_per_mile, 4)),
          figure(/*i18n*/ 'Casings inspected', (block) => text(block.casings_inspected, 0)),
          figure(/*i18n*/ 'Retreadability %', (block) => text(block.retreadability_percent, 1)),
        ],
      },
      {
        title: /*i18n*/ 'Scrap reasons',
        columns: [
          { key: 'product', header: /*i18n*/ 'Product', width: 24 },
          { key: 'reason', header: /*i18n*/ 'Removal reason', width: 20 },
          { key: 'tires', header: /*i18n*/ 'Tires', kind: 'integer', width: 8 },
        ],
        rows: model.products.flatMap((block) => block.scrap_reasons.map((row) => ({ product: `${block.product_line} ${block.tire_size}`, ...row, reason: reason(row.reason) }))),
      },
    ],
  };
}
