import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TireDetailsFields, TireInfo } from '../../../../contract/fleet-survey/inspection';
import type { Db } from '../../../db/client';
import { brands, productLines, tires, tireSizes, valveTypes } from '../../../db/schema';
import type { Position } from './positions';

const retreadBrands = alias(brands, 'retread_brands');
const retreadLines = alias(productLines, 'retread_product_lines');

const tireColumns = {
  id: tires.id,
  serial_number: tires.serialNumber,
  brand_id: tires.brandId,
  brand: brands.name,
  product_line_id: tires.productLineId,
  product_line: productLines.name,
  tire_size_id: tires.tireSizeId,
  tire_size: tireSizes.size,
  is_retread: tires.isRetread,
  retread_brand_id: tires.retreadBrandId,
  retread_brand: retreadBrands.name,
  retread_product_line_id: tires.retreadProductLineId,
  retread_product_line: retreadLines.name,
  previous_caps: tires.previousCaps,
  valve_type_id: tires.valveTypeId,
  valve_type: valveTypes.name,
  dot_week: tires.dotWeek,
  dot_year: tires.dotYear,
  dot_code: tires.dotCode,
  version: tires.version,
};

export interface TireRow extends TireInfo {
  unit_id: number | null;
  axle_number: number | null;
  side: 'left' | 'right' | null;
  place: 'single' | 'inner' | 'outer' | null;
}

function selectTires(db: Db, where: SQL | undefined): Promise<TireRow[]> {
  return db
    .select({ ...tireColumns, unit_id: tires.unitId, axle_number: tires.axleNumber, side: tires.side, place: tires.place })
    .from(tires)
    .leftJoin(brands, eq(brands.id, tires.brandId))
    .leftJoin(productLines, eq(productLines.id, tires.productLineId))
    .leftJoin(tireSizes, eq(tireSizes.id, tires.tireSizeId))
    .leftJoin(retreadBrands, eq(retreadBrands.id, tires.retreadBrandId))
    .leftJoin(retreadLines, eq(retreadLines.id, tires.retreadProductLineId))
    .leftJoin(valveTypes, eq(valveTypes.id, tires.valveTypeId))
    .where(where)
    .orderBy(tires.id);
}

/** The tires mounted on a unit now, with the names of their brand, line, size and valve. */
export function mountedTires(db: Db, unitId: number): Promise<TireRow[]> {
  return selectTires(db, and(eq(tires.unitId, unitId), eq(tires.status, 'mounted')));
}

export async function tireById(db: Db, tireId: number): Promise<TireRow | null> {
  const [row] = await selectTires(db, eq(tires.id, tireId));
  return row ?? null;
}

export function toTireInfo(row: TireRow): TireInfo {
  const { unit_id: _unit, axle_number: _axle, side: _side, place: _place, ...info } = row;
  return info;
}

/** The tire mounted in a position, if any (the newest, should a data fault have mounted two). */
export async function tireAt(db: Db, unitId: number, position: Position): Promise<{ id: number; version: number } | null> {
  const [row] = await db
    .select({ id: tires.id, version: tires.version })
    .from(tires)
    .where(
      and(
        eq(tires.unitId, unitId),
        eq(tires.status, 'mounted'),
        eq(tires.axleNumber, position.axle_number),
        eq(tires.side, position.side),
        eq(tires.place, position.place),
      ),
    )
    .orderBy(sql`${tires.id} desc`)
    .limit(1);
  return row ?? null;
}

export type TireValues = Partial<TireDetailsFields>;

const columnValues = (values: TireValues) => ({
  brandId: values.brand_id,
  productLineId: values.product_line_id,
  tireSizeId: values.tire_size_id,
  isRetread: values.is_retread,
  retreadBrandId: values.retread_brand_id,
  retreadProductLineId: values.retread_product_line_id,
  previousCaps: values.previous_caps,
  valveTypeId: values.valve_type_id,
  dotWeek: values.dot_week,
  dotYear: values.dot_year,
  dotCode: values.dot_code,
  serialNumber: values.serial_number,
});

/** Mounts a new tire record in a position of a unit. */
export async function insertMountedTire(db: Db, accountId: number, unitId: number, position: Position, values: TireValues = {}): Promise<number> {
  const [row] = await db
    .insert(tires)
    .values({ ...columnValues(values), accountId, unitId, axleNumber: position.axle_number, side: position.side, place: position.place, status: 'mounted' })
    .returning({ id: tires.id });
  return row!.id;
}

/** Sets the given fields (undefined leaves a column alone) and raises the version. */
export async function updateTireDetails(db: Db, tireId: number, values: TireValues): Promise<number> {
  const [row] = await db
    .update(tires)
    .set({ ...columnValues(values), version: sql`${tires.version} + 1`, updatedAt: new Date() })
    .where(eq(tires.id, tireId))
    .returning({ version: tires.version });
  return row!.version;
}

export type TirePlacement = { status: 'removed' } | { status: 'mounted'; unitId: number; position: Position };

/** Takes a tire off its unit (status removed) or mounts it in a position. */
export async function placeTire(db: Db, tireId: number, placement: TirePlacement): Promise<void> {
  const mounted = placement.status === 'mounted' ? placement : null;
  await db
    .update(tires)
    .set({
      status: placement.status,
      unitId: mounted?.unitId ?? null,
      axleNumber: mounted?.position.axle_number ?? null,
      side: mounted?.position.side ?? null,
      place: mounted?.position.place ?? null,
      version: sql`${tires.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(tires.id, tireId));
}

export async function deleteTires(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(tires).where(inArray(tires.id, ids));
}

/** The account of a tire, holding its row for an edit; null when there is no such tire. */
/** The fleet and the unit a tire belongs to (none when in stock or removed), locked for an edit. */
export async function lockTirePlace(db: Db, tireId: number): Promise<{ accountId: number; unitId: number | null } | null> {
  const [row] = await db.select({ accountId: tires.accountId, unitId: tires.unitId }).from(tires).where(eq(tires.id, tireId)).for('update');
  return row ?? null;
}
