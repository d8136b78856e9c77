import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, productLines, products, removalReasons, tireSizes, trailerReadinessFields, valveTypes, wearConditions } from '../../db/schema';
import { listTireSizes } from '../../lookups/reference-repository';
import { anyOf } from '../../tenancy';
import { fieldError } from './survey-access';
import type { TireValues } from './readings/tire-repository';

export function listWearConditions(db: Db) {
  return db
    .select({ id: wearConditions.id, code: wearConditions.code, name: wearConditions.name, is_critical: wearConditions.isCritical })
    .from(wearConditions)
    .orderBy(asc(wearConditions.name), asc(wearConditions.id));
}

export function listRemovalReasons(db: Db) {
  return db
    .select({ id: removalReasons.id, code: removalReasons.code, name: removalReasons.name })
    .from(removalReasons)
    .orderBy(asc(removalReasons.name), asc(removalReasons.id));
}

export function listTrailerReadinessFields(db: Db) {
  return db
    .select({ id: trailerReadinessFields.id, name: trailerReadinessFields.name, sort: trailerReadinessFields.sort })
    .from(trailerReadinessFields)
    .orderBy(asc(trailerReadinessFields.sort), asc(trailerReadinessFields.id));
}

/** Everything the edit-tire form offers, in one answer the tablet keeps for offline use. */
export async function editTireSelects(db: Db) {
  const [brandRows, lines, sizes, wear, valves] = await Promise.all([
    db.select({ id: brands.id, name: brands.name, is_own_brand: brands.isOwnBrand, isRetreadBrand: brands.isRetreadBrand }).from(brands).orderBy(asc(brands.name), asc(brands.id)),
    db
      .select({
        id: productLines.id,
        brand_id: productLines.brandId,
        name: productLines.name,
        application: productLines.application,
        is_retread: productLines.isRetread,
        // Offered unless every product of the line is inactive (a line without products is offered).
        is_offered: sql<boolean>`coalesce(bool_or(${products.isActive}), true)`,
      })
      .from(productLines)
      .leftJoin(products, eq(products.productLineId, productLines.id))
      .groupBy(productLines.id)
      .orderBy(asc(productLines.name), asc(productLines.id)),
    listTireSizes(db),
    listWearConditions(db),
    db.select({ id: valveTypes.id, name: valveTypes.name }).from(valveTypes).orderBy(asc(valveTypes.name), asc(valveTypes.id)),
  ]);
  return {
    brands: brandRows.map(({ isRetreadBrand: _retread, ...brand }) => brand),
    product_lines: lines,
    tire_sizes: sizes,
    retreaded_by_brands: brandRows.filter((brand) => brand.isRetreadBrand).map(({ id, name }) => ({ id, name })),
    wear_conditions: wear,
    valve_types: valves,
  };
}

/** Refuses (400, naming the field) ids that name no row of their list. */
export async function assertIdsExist(db: Db, table: typeof wearConditions | typeof removalReasons, ids: readonly number[], field: string): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db.select({ id: table.id }).from(table).where(anyOf(table.id, ids));
  if (rows.length !== new Set(ids).size) throw fieldError(field, 'Unknown id in the list');
}

async function exists(db: Db, table: typeof brands | typeof tireSizes | typeof valveTypes, id: number): Promise<boolean> {
  return (await db.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;
}

async function lineOfBrand(db: Db, lineId: number, brandId: number | null | undefined): Promise<boolean> {
  const rows = await db
    .select({ id: productLines.id })
    .from(productLines)
    .where(and(eq(productLines.id, lineId), brandId ? eq(productLines.brandId, brandId) : undefined));
  return rows.length > 0;
}

/**
 * Checks the references of tire fields: each id must exist and a product line must belong to
 * its brand. `current` fills in fields a partial update leaves out. `prefix` names nested fields.
 */
export async function assertTireReferences(db: Db, values: TireValues, current: TireValues = {}, prefix = ''): Promise<void> {
  const merged = { ...current, ...values };
  const checks: [keyof TireValues, () => Promise<boolean>][] = [
    ['brand_id', () => exists(db, brands, merged.brand_id!)],
    ['tire_size_id', () => exists(db, tireSizes, merged.tire_size_id!)],
    ['valve_type_id', () => exists(db, valveTypes, merged.valve_type_id!)],
    ['retread_brand_id', () => exists(db, brands, merged.retread_brand_id!)],
    ['product_line_id', () => lineOfBrand(db, merged.product_line_id!, merged.brand_id)],
    ['retread_product_line_id', () => lineOfBrand(db, merged.retread_product_line_id!, merged.retread_brand_id)],
  ];
  for (const [field, check] of checks) {
    if (merged[field] === null || merged[field] === undefined) continue;
    const touched = field in values || (field === 'product_line_id' && 'brand_id' in values) || (field === 'retread_product_line_id' && 'retread_brand_id' in values);
    if (touched && !(await check())) throw fieldError(`${prefix}${field}`, field.endsWith('product_line_id') ? 'Not a product line of the chosen brand' : 'Unknown id');
  }
}
