import type { ProductRow } from '../../../contract/manage-products';
import type { ReportDocument } from '../../exports/report-model';
import { reportMeta, type ExportContext } from '../../exports/report-meta';
import { userMeasureFormats, userMeasureUnits } from '../../exports/units';

/** The product list as a file: one row per product, tread depth and pressure in the user's units as listed. */
export function productsDocument(context: ExportContext, rows: ProductRow[]): ReportDocument {
  const formats = userMeasureFormats(userMeasureUnits(context.user));
  const tread = formats.tread_depth_format === '32nds' ? '32nds in' : 'mm';
  return {
    meta: reportMeta(context, 'Products', `${rows.length} products`),
    sections: [
      {
        title: 'Products',
        columns: [
          { key: 'brand', header: 'Brand', width: 12 },
          { key: 'product_line', header: 'Product line', width: 20 },
          { key: 'tire_size', header: 'Tire size', width: 12 },
          { key: 'load_range', header: 'Load range', width: 6 },
          { key: 'material_code', header: 'Material code', width: 12 },
          { key: 'application', header: 'Application', width: 8 },
          { key: 'retread', header: 'Retread', width: 7 },
          { key: 'tread_depth_new', header: `New tread depth (${tread})`, kind: 'number', decimals: 1, width: 9 },
          { key: 'max_pressure', header: `Maximum pressure (${formats.pressure_format})`, kind: 'number', decimals: formats.pressure_format === 'bar' ? 2 : 0, width: 9 },
          { key: 'price', header: 'Price', kind: 'currency', width: 9 },
          { key: 'active', header: 'Active', width: 6 },
        ],
        rows: rows.map((row) => ({ ...row, retread: row.is_retread ? 'Yes' : 'No', active: row.is_active ? 'Yes' : 'No' })),
      },
    ],
  };
}
