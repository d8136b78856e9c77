import { and, asc, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import { PRODUCT_SORTS, type ProductRow } from '../../../contract/manage-products';
import type { Db } from '../../db/client';
import { brands, loadRanges, productLines, products, tireSizes } from '../../db/schema';
import { convertMeasure, roundTo, toStoredMeasure, unitDisplay, userMeasureFormats, type MeasureUnits } from '../../exports/units';
import { fieldError, HttpError } from '../../plugins/error-handler';
import { keywordFilter } from '../../db/keyword';
import { offsetOf } from '../../db/paging';

export interface ProductFilters {
  key_word: string;
  retread?: boolean | null;
  load_range_id?: number | null;
  brand_id?: number | null;
  tire_size_id?: number | null;
  product_line_id?: number | null;
  order_by: number;
  is_sort_desc: boolean;
}

const columns = {
  id: products.id,
  brand_id: brands.id,
  brand: brands.name,
  product_line_id: productLines.id,
  product_line: productLines.name,
  application: productLines.application,
  is_retread: productLines.isRetread,
  tire_size_id: tireSizes.id,
  tire_size: tireSizes.size,
  load_range_id: loadRanges.id,
  load_range: loadRanges.code,
  material_code: products.materialCode,
  tread_depth_new_mm: products.treadDepthNewMm,
  max_pressure_psi: products.maxPressurePsi,
  price: products.price,
  is_active: products.isActive,
};

const SORT_COLUMNS = {
  brand: brands.name,
  product_line: productLines.name,
  tire_size: tireSizes.size,
  load_range: loadRanges.code,
  material_code: products.materialCode,
  price: products.price,
} as const;

function productQuery(db: Db) {
  return db
    .select(columns)
    .from(products)
    .innerJoin(productLines, eq(productLines.id, products.productLineId))
    .innerJoin(brands, eq(brands.id, productLines.brandId))
    .innerJoin(tireSizes, eq(tireSizes.id, products.tireSizeId))
    .innerJoin(loadRanges, eq(loadRanges.id, products.loadRangeId));
}

function whereOf(filters: ProductFilters): SQL | undefined {
  return and(
    filters.retread === null || filters.retread === undefined ? undefined : eq(productLines.isRetread, filters.retread),
    filters.load_range_id ? eq(products.loadRangeId, filters.load_range_id) : undefined,
    filters.brand_id ? eq(productLines.brandId, filters.brand_id) : undefined,
    filters.tire_size_id ? eq(products.tireSizeId, filters.tire_size_id) : undefined,
    filters.product_line_id ? eq(products.productLineId, filters.product_line_id) : undefined,
    keywordFilter(filters.key_word, [products.materialCode, productLines.name, brands.name, tireSizes.size]),
  );
}

type StoredRow = Awaited<ReturnType<ReturnType<typeof productQuery>['execute']>>[number];

/** A stored product as the API shows it: tread depth and pressure in the user's units. */
/** Display precision of a product's maximum pressure per unit. */
const PRESSURE_DECIMALS: Record<string, number> = { psi: 1, bar: 2, kPa: 0 };

export function toProductRow(row: StoredRow, system: MeasureUnits): ProductRow {
  const { tread_depth_new_mm, max_pressure_psi, price, ...rest } = row;
  return {
    ...rest,
    tread_depth_new: convertMeasure('tread', system, tread_depth_new_mm, 1),
    max_pressure: convertMeasure('pressure', system, max_pressure_psi, PRESSURE_DECIMALS[unitDisplay('pressure', system).unit] ?? 1),
    price: Number(price),
  };
}

/** One page of products with the filters, sorted by the chosen column then id. */
export async function listProducts(db: Db, filters: ProductFilters, page: { page_number: number; page_size: number }, system: MeasureUnits) {
  const where = whereOf(filters);
  const sortColumn = SORT_COLUMNS[PRODUCT_SORTS[filters.order_by] ?? 'brand'];
  const order = filters.is_sort_desc ? desc(sortColumn) : asc(sortColumn);
  const [rows, [total]] = await Promise.all([
    productQuery(db).where(where).orderBy(order, asc(products.id)).limit(page.page_size).offset(offsetOf(page)),
    db
      .select({ n: count() })
      .from(products)
      .innerJoin(productLines, eq(productLines.id, products.productLineId))
      .innerJoin(brands, eq(brands.id, productLines.brandId))
      .innerJoin(tireSizes, eq(tireSizes.id, products.tireSizeId))
      .where(where),
  ]);
  return { items: rows.map((row) => toProductRow(row, system)), page_number: page.page_number, page_size: page.page_size, total_items: Number(total?.n ?? 0) };
}

/** Every product with the filters, for the files; the catalogue is thousands of rows at most. */
export async function allProducts(db: Db, filters: ProductFilters, system: MeasureUnits): Promise<ProductRow[]> {
  const sortColumn = SORT_COLUMNS[PRODUCT_SORTS[filters.order_by] ?? 'brand'];
  const rows = await productQuery(db)
    .where(whereOf(filters))
    .orderBy(filters.is_sort_desc ? desc(sortColumn) : asc(sortColumn), asc(products.id));
  return rows.map((row) => toProductRow(row, system));
}

export async function findProduct(db: Db, id: number, system: MeasureUnits): Promise<ProductRow | null> {
  const [row] = await productQuery(db).where(eq(products.id, id));
  return row ? toProductRow(row, system) : null;
}

export async function listFilterOptions(db: Db) {
  const [brandRows, sizes, ranges, lines] = await Promise.all([
    db.select({ id: brands.id, name: brands.name, isRetreadBrand: brands.isRetreadBrand }).from(brands).orderBy(asc(brands.name), asc(brands.id)),
    db.select({ id: tireSizes.id, size: tireSizes.size }).from(tireSizes).orderBy(asc(tireSizes.size), asc(tireSizes.id)),
    db.select({ id: loadRanges.id, code: loadRanges.code, ply_rating: loadRanges.plyRating }).from(loadRanges).orderBy(asc(loadRanges.code), asc(loadRanges.id)),
    db.select({ id: productLines.id, name: productLines.name }).from(productLines).orderBy(asc(productLines.name), asc(productLines.id)),
  ]);
  return { brands: brandRows, sizes, ranges, lines };
}

/** The product lines of a brand. */
export function productLinesOf(db: Db, brandId: number) {
  return db
    .select({ id: productLines.id, name: productLines.name, application: productLines.application, is_retread: productLines.isRetread })
    .from(productLines)
    .where(eq(productLines.brandId, brandId))
    .orderBy(asc(productLines.name), asc(productLines.id));
}

export interface ProductInput {
  id?: number | null;
  brand_id: number;
  product_line_id?: number | null;
  product_line_name?: string | null;
  application?: 'steer' | 'drive' | 'trail' | null;
  tire_size_id: number;
  load_range_id: number;
  material_code: string;
  tread_depth_new: number;
  max_pressure: number;
  price: number;
  is_active: boolean;
}

async function exists(db: Db, table: typeof brands | typeof tireSizes | typeof loadRanges, id: number): Promise<boolean> {
  return (await db.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;
}

/**
 * Saves a product after checking what a schema cannot: the ids exist, the product line is the
 * brand's, a new line's name is free, the material code is unique. Each refusal names its field.
 */
export async function saveProduct(db: Db, input: ProductInput, system: MeasureUnits): Promise<number> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    if (input.id) {
      const [current] = await tx.select({ id: products.id }).from(products).where(eq(products.id, input.id));
      if (!current) throw new HttpError(404, 'This product does not exist');
    }
    const [brand] = await tx.select({ id: brands.id, isRetreadBrand: brands.isRetreadBrand }).from(brands).where(eq(brands.id, input.brand_id));
    if (!brand) throw fieldError('brand_id', 'Unknown brand');
    if (!(await exists(tx, tireSizes, input.tire_size_id))) throw fieldError('tire_size_id', 'Unknown tire size');
    if (!(await exists(tx, loadRanges, input.load_range_id))) throw fieldError('load_range_id', 'Unknown load range');

    let productLineId = input.product_line_id ?? null;
    if (productLineId) {
      const [line] = await tx.select({ brandId: productLines.brandId }).from(productLines).where(eq(productLines.id, productLineId));
      if (!line || line.brandId !== input.brand_id) throw fieldError('product_line_id', 'Not a product line of the chosen brand');
    } else {
      const name = input.product_line_name!.trim();
      const [taken] = await tx.select({ id: productLines.id }).from(productLines).where(and(eq(productLines.brandId, input.brand_id), eq(productLines.name, name)));
      if (taken) throw fieldError('product_line_name', 'The brand already has a product line with this name');
      const [created] = await tx
        .insert(productLines)
        .values({ brandId: input.brand_id, name, application: input.application!, isRetread: brand.isRetreadBrand })
        .returning({ id: productLines.id });
      productLineId = created!.id;
    }

    const code = input.material_code.trim().toUpperCase();
    const [duplicate] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.materialCode, code), input.id ? ne(products.id, input.id) : undefined));
    if (duplicate) throw fieldError('material_code', 'Another product already has this material code');

    const values = {
      productLineId,
      tireSizeId: input.tire_size_id,
      loadRangeId: input.load_range_id,
      materialCode: code,
      treadDepthNewMm: roundTo(toStoredMeasure('tread', system, input.tread_depth_new), 4),
      maxPressurePsi: roundTo(toStoredMeasure('pressure', system, input.max_pressure), 2),
      price: input.price.toFixed(2),
      isActive: input.is_active,
    };
    if (values.treadDepthNewMm > 79.38) throw fieldError('tread_depth_new', 'The new tread depth is deeper than any tire');
    if (values.maxPressurePsi > 200) throw fieldError('max_pressure', 'The maximum pressure is above 200 psi');
    if (input.id) {
      await tx.update(products).set(values).where(eq(products.id, input.id));
      return input.id;
    }
    const [created] = await tx.insert(products).values(values).returning({ id: products.id });
    return created!.id;
  });
}

export { userMeasureFormats as measureFormats };
