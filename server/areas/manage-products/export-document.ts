import type { ProductRow } from '../../../contract/manage-products';
import type { ReportDocument } from '../../exports/report-model';
import { exportWords } from '../../exports/export-words';
import { reportMeta, type ExportContext } from '../../exports/report-meta';
import { userMeasureFormats, userMeasureUnits } from '../../exports/units';

/** The product list as a file: one row per product, tread depth and pressure in the user's units as listed. */
export function productsDocument(context: ExportContext, rows: ProductRow[]): ReportDocument {
  const formats = userMeasureFormats(userMeasureUnits(context.user));
  const tread = formats.tread_depth_format === '32nds' ? '32nds in' : 'mm';
  const { i18n, yesNo } = exportWords(context.language);
  return {
    meta: reportMeta(context, /*i18n*/ 'Products', i18n._('{count, plural, one {# product} other {# products}}', { count: rows.length })),
    sections: [
      {
        title: /*i18n*/ 'Products',
        columns: [
          { key: 'brand', header: /*i18n*/ 'Brand', width: 12 },
          { key: 'product_line', header: /*i18n*/ 'Product line', width: 20 },
          { key: 'tire_size', header: /*i18n*/ 'Tire size', width: 12 },
          { key: 'load_range', header: /*i18n*/ 'Load range', width: 6 },
          { key: 'material_code', header: /*i18n*/ 'Material code', width: 12 },
          { key: 'application', header: /*i18n*/ 'Application', width: 8 },
          { key: 'retread', header: /*i18n*/ 'Retread', width: 7 },
          { key: 'tread_depth_new', header: i18n._('New tread depth ({tread})', { tread }), kind: 'number', decimals: 1, width: 9 },
          { key: 'max_pressure', header: i18n._('Maximum pressure ({pressure})', { pressure: formats.pressure_format }), kind: 'number', decimals: formats.pressure_format === 'bar' ? 2 : 0, width: 9 },
          { key: 'price', header: /*i18n*/ 'Price', kind: 'currency', width: 9 },
          { key: 'active', header: /*i18n*/ 'Active', width: 6 },
        ],
        rows: rows.map((row) => ({ ...row, retread: yesNo(row.is_retread), active: yesNo(row.is_active) })),
      },
    ],
  };
}
