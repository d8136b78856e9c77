import type { ProductReport } from '../../../contract/product-analysis';
import { barsAcrossPicture } from '../../exports/charts';
import { exportI18n } from '../../exports/export-i18n';
import { fixedFigure } from '../../exports/format';
import type { SectionPicture } from '../../exports/report-model';

/** The bars of the screen's chart: each product by line and size, and its wear rate (none read: 0, as the screen draws it). */
export function comparisonBars(report: ProductReport): { label: string; value: number }[] {
  return report.product_comp_model.products.map((block) => ({ label: `${block.product_line} ${block.tire_size}`, value: block.wear_rate ?? 0 }));
}

/** The screen's chart of the two products' wear rates, drawn for the PDF under the comparison's heading. */
export async function comparisonChart(report: ProductReport, language: string): Promise<SectionPicture> {
  const i18n = exportI18n(language);
  const unit = report.product_comp_model.graph_header.wear_rate_unit;
  const picture = await barsAcrossPicture(comparisonBars(report), {
    seriesName: i18n._('Wear rate ({unit})', { unit }),
    format: (value) => fixedFigure(value, language, 2),
  });
  return { ...picture, caption: i18n._('Wear rate of the two products') };
}
