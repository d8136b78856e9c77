import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RemovedTire } from '../../../../contract/fleet-survey/inspection-removals';
import type { Db } from '../../../db/client';
import {
  brands,
  productLines,
  removalReasons,
  removedTireReasons,
  removedTires,
  removedTireWearConditions,
  surveys,
  tireSizes,
  units,
  wearConditions,
} from '../../../db/schema';
import type { EventTimes } from '../../../plugins/request-context';
import { surveyFilter, type Scope } from '../../../tenancy';
import type { Position } from '../readings/positions';
import type { TireRow } from '../readings/tire-repository';

const retreadBrands = alias(brands, 'retread_brands');
const retreadLines = alias(productLines, 'retread_product_lines');

type Named = { id: number; name: string };
/** A json_agg subquery of {id, name} pairs; drivers hand json over parsed, or as text. */
const namedList = (query: SQL) =>
  sql`coalesce((${query}), '[]'::json)`.mapWith((value: unknown): Named[] => (typeof value === 'string' ? JSON.parse(value) : value) as Named[]);

const reasonsOf = namedList(
  sql`select json_agg(json_build_object('id', ${removalReasons.id}, 'name', ${removalReasons.name}) order by ${removalReasons.name}) from ${removedTireReasons} join ${removalReasons} on ${removalReasons.id} = ${removedTireReasons.removalReasonId} where ${removedTireReasons.removedTireId} = ${removedTires.id}`,
);
const wearOf = namedList(
  sql`select json_agg(json_build_object('id', ${wearConditions.id}, 'name', ${wearConditions.name}) order by ${wearConditions.name}) from ${removedTireWearConditions} join ${wearConditions} on ${wearConditions.id} = ${removedTireWearConditions.wearConditionId} where ${removedTireWearConditions.removedTireId} = ${removedTires.id}`,
);

function selectRemoved(db: Db) {
  return db
    .select({
      row: removedTires,
      unitNumber: units.unitNumber,
      brand: brands.name,
      productLine: productLines.name,
      tireSize: tireSizes.size,
      retreadBrand: retreadBrands.name,
      retreadLine: retreadLines.name,
      reasons: reasonsOf,
      wear: wearOf,
    })
    .from(removedTires)
    .innerJoin(surveys, eq(surveys.id, removedTires.surveyId))
    .innerJoin(units, eq(units.id, removedTires.unitId))
    .leftJoin(brands, eq(brands.id, removedTires.brandId))
    .leftJoin(productLines, eq(productLines.id, removedTires.productLineId))
    .leftJoin(tireSizes, eq(tireSizes.id, removedTires.tireSizeId))
    .leftJoin(retreadBrands, eq(retreadBrands.id, removedTires.retreadBrandId))
    .leftJoin(retreadLines, eq(retreadLines.id, removedTires.retreadProductLineId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectRemoved>['execute']>>[number];

function toRemovedTire({ row, ...names }: Selected): RemovedTire {
  return {
    id: row.id,
    survey_id: row.surveyId,
    unit_id: row.unitId,
    unit_number: names.unitNumber,
    unit_inspection_id: row.unitInspectionId,
    axle_number: row.axleNumber,
    side: row.side,
    place: row.place,
    tire_id: row.tireId,
    replaced_by_tire_id: row.replacedByTireId,
    odometer: row.odometer,
    hours: row.hours,
    tread_depth_mm: row.treadDepthMm,
    comments: row.comments,
    removal_reasons: names.reasons,
    wear_conditions: names.wear,
    product_information: {
      brand_id: row.brandId,
      brand: names.brand,
      product_line_id: row.productLineId,
      product_line: names.productLine,
      tire_size_id: row.tireSizeId,
      tire_size: names.tireSize,
    },
    retread_product_information: {
      brand_id: row.retreadBrandId,
      brand: names.retreadBrand,
      product_line_id: row.retreadProductLineId,
      product_line: names.retreadLine,
    },
    removed_at: row.removedAt.toISOString(),
    version: row.version,
  };
}

const inScope = (scope: Scope) => and(isNull(surveys.deletedAt), surveyFilter(scope, surveys));
const order = [asc(units.unitNumber), asc(removedTires.axleNumber), asc(removedTires.side), asc(removedTires.place), asc(removedTires.id)];

/** One page of a survey's removed tires, by unit number and position. */
export async function findRemovedTires(db: Db, scope: Scope, surveyId: number, page: { page_number: number; page_size: number }) {
  const where = and(eq(removedTires.surveyId, surveyId), inScope(scope));
  const [rows, [total]] = await Promise.all([
    selectRemoved(db)
      .where(where)
      .orderBy(...order)
      .limit(page.page_size)
      .offset((page.page_number - 1) * page.page_size),
    db.select({ n: count() }).from(removedTires).innerJoin(surveys, eq(surveys.id, removedTires.surveyId)).where(where),
  ]);
  return { removed_tires: rows.map(toRemovedTire), page_number: page.page_number, page_size: page.page_size, total_items: total!.n };
}

/** Every removed tire of a survey, for its export. */
export async function allRemovedTires(db: Db, scope: Scope, surveyId: number): Promise<RemovedTire[]> {
  const rows = await selectRemoved(db).where(and(eq(removedTires.surveyId, surveyId), inScope(scope))).orderBy(...order);
  return rows.map(toRemovedTire);
}

/** A removed tire whose survey the user may see, or null. */
export async function removedTireById(db: Db, scope: Scope, id: number): Promise<RemovedTire | null> {
  const [row] = await selectRemoved(db).where(and(eq(removedTires.id, id), inScope(scope)));
  return row ? toRemovedTire(row) : null;
}

export interface RemovalValues {
  removal_reason_ids: number[];
  wear_condition_ids: number[];
  tread_depth_mm: number | null;
  odometer: number | null;
  hours: number | null;
  comments: string | null;
}

export async function replaceRemovalLists(db: Db, removedTireId: number, values: Pick<RemovalValues, 'removal_reason_ids' | 'wear_condition_ids'>) {
  await db.delete(removedTireReasons).where(eq(removedTireReasons.removedTireId, removedTireId));
  await db.delete(removedTireWearConditions).where(eq(removedTireWearConditions.removedTireId, removedTireId));
  if (values.removal_reason_ids.length > 0) {
    await db.insert(removedTireReasons).values(values.removal_reason_ids.map((removalReasonId) => ({ removedTireId, removalReasonId })));
  }
  if (values.wear_condition_ids.length > 0) {
    await db.insert(removedTireWearConditions).values(values.wear_condition_ids.map((wearConditionId) => ({ removedTireId, wearConditionId })));
  }
}

/** Sets the removal's details when its version is the expected one; null when it is not. */
export async function updateRemoval(db: Db, id: number, expectedVersion: number, values: RemovalValues): Promise<number | null> {
  const [row] = await db
    .update(removedTires)
    .set({ treadDepthMm: values.tread_depth_mm, odometer: values.odometer, hours: values.hours, comments: values.comments, version: sql`${removedTires.version} + 1` })
    .where(and(eq(removedTires.id, id), eq(removedTires.version, expectedVersion)))
    .returning({ version: removedTires.version });
  if (!row) return null;
  await replaceRemovalLists(db, id, values);
  return row.version;
}

/** Whether a later removal took the given tire off again. */
export async function removedAgain(db: Db, tireId: number): Promise<boolean> {
  const rows = await db.select({ id: removedTires.id }).from(removedTires).where(eq(removedTires.tireId, tireId)).limit(1);
  return rows.length > 0;
}

export interface NewRemoval {
  surveyId: number;
  unitInspectionId: number;
  unitId: number;
  position: Position;
  /** The tire taken off, whose product details the record keeps; null when none was recorded. */
  old: TireRow | null;
  replacedByTireId: number;
  values: RemovalValues;
  /** The removal's time (the device's) and its receipt. */
  times: EventTimes;
}

export async function insertRemoval(db: Db, removal: NewRemoval): Promise<number> {
  const { old, values, position } = removal;
  const [row] = await db
    .insert(removedTires)
    .values({
      surveyId: removal.surveyId,
      unitInspectionId: removal.unitInspectionId,
      unitId: removal.unitId,
      tireId: old?.id ?? null,
      replacedByTireId: removal.replacedByTireId,
      axleNumber: position.axle_number,
      side: position.side,
      place: position.place,
      odometer: values.odometer,
      hours: values.hours,
      treadDepthMm: values.tread_depth_mm,
      comments: values.comments,
      brandId: old?.brand_id ?? null,
      productLineId: old?.product_line_id ?? null,
      tireSizeId: old?.tire_size_id ?? null,
      retreadBrandId: old?.retread_brand_id ?? null,
      retreadProductLineId: old?.retread_product_line_id ?? null,
      removedAt: removal.times.at,
      receivedAt: removal.times.receivedAt,
    })
    .returning({ id: removedTires.id });
  await replaceRemovalLists(db, row!.id, values);
  return row!.id;
}

/** Removes a removal record; its reasons and wear conditions go with it. */
export async function deleteRemoval(db: Db, id: number): Promise<void> {
  await db.delete(removedTires).where(eq(removedTires.id, id));
}
