import { boolean, index, integer, numeric, pgTable, real, text, unique } from 'drizzle-orm/pg-core';
import { positionClass } from './enums';

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const brands = pgTable('brands', {
  id: id(),
  name: text().notNull().unique(),
  /** The manufacturer's own brands, as opposed to competitors seen in the field. */
  isOwnBrand: boolean().notNull().default(false),
  isRetreadBrand: boolean().notNull().default(false),
});

export const productLines = pgTable(
  'product_lines',
  {
    id: id(),
    brandId: integer().notNull().references(() => brands.id),
    name: text().notNull(),
    application: positionClass().notNull(),
    isRetread: boolean().notNull().default(false),
  },
  (t) => [unique().on(t.brandId, t.name)],
);

export const tireSizes = pgTable('tire_sizes', {
  id: id(),
  size: text().notNull().unique(),
  isMetric: boolean().notNull().default(false),
});

export const loadRanges = pgTable('load_ranges', { id: id(), code: text().notNull().unique(), plyRating: integer().notNull() });

/** A sellable tire: a product line in a size and load range. */
export const products = pgTable(
  'products',
  {
    id: id(),
    productLineId: integer().notNull().references(() => productLines.id),
    tireSizeId: integer().notNull().references(() => tireSizes.id),
    loadRangeId: integer().notNull().references(() => loadRanges.id),
    materialCode: text().notNull().unique(),
    treadDepthNewMm: real().notNull(),
    maxPressurePsi: real().notNull(),
    price: numeric({ precision: 10, scale: 2 }).notNull(),
    isActive: boolean().notNull().default(true),
  },
  (t) => [index().on(t.productLineId), index().on(t.tireSizeId)],
);
