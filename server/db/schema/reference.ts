import { boolean, index, integer, pgTable, primaryKey, smallint, text, unique } from 'drizzle-orm/pg-core';
import { positionClass, userGroup } from './enums';

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** Region codes: NA (North America), SA, EMEA, ASIA. */
export const countries = pgTable('countries', {
  code: text().primaryKey(),
  name: text().notNull(),
  region: text().notNull(),
});

export const states = pgTable(
  'states',
  {
    countryCode: text().notNull().references(() => countries.code),
    code: text().notNull(),
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryCode, t.code] })],
);

/** A vocation with an empty value is kept as data; selects drop it (spec 3 §5). */
export const vocations = pgTable('vocations', { id: id(), name: text().notNull(), value: text() });

export const unitTypes = pgTable('unit_types', {
  id: id(),
  code: text().notNull().unique(),
  name: text().notNull(),
});

export const positions = pgTable('positions', {
  id: id(),
  code: text().notNull().unique(),
  name: text().notNull(),
  positionClass: positionClass().notNull(),
});

export const wearConditions = pgTable('wear_conditions', {
  id: id(),
  code: text().notNull().unique(),
  name: text().notNull(),
  /** Irregular wear that calls for action rather than observation. */
  isCritical: boolean().notNull().default(false),
});

export const valveTypes = pgTable('valve_types', { id: id(), name: text().notNull().unique() });
export const removalReasons = pgTable('removal_reasons', { id: id(), code: text().notNull().unique(), name: text().notNull() });
export const rejectReasons = pgTable('reject_reasons', { id: id(), name: text().notNull().unique() });

/** The options of the create-unit form's selects, one table keyed by kind. */
export const unitSelectOptions = pgTable(
  'unit_select_options',
  {
    id: id(),
    kind: text().notNull(),
    text: text().notNull(),
    sort: smallint().notNull().default(0),
  },
  (t) => [unique().on(t.kind, t.text)],
);

export const userGroups = pgTable('user_groups', { code: userGroup().primaryKey(), name: text().notNull() });

export const securityCodes = pgTable('security_codes', { code: text().primaryKey(), description: text().notNull() });

/** Reports a user may open, by area; get_reports/{area} lists them. */
export const reportDefinitions = pgTable(
  'report_definitions',
  {
    id: id(),
    area: text().notNull(),
    code: text().notNull(),
    name: text().notNull(),
    route: text().notNull(),
    securityCode: text().references(() => securityCodes.code),
    sort: smallint().notNull().default(0),
  },
  (t) => [unique().on(t.area, t.code)],
);

export const locales = pgTable('locales', {
  id: id(),
  code: text().notNull().unique(),
  label: text().notNull(),
  region: text().notNull(),
  isEnabled: boolean().notNull().default(true),
});

/** Database overrides of the shipped catalogs; the language pack merges them over the catalog. */
export const translations = pgTable(
  'translations',
  {
    id: id(),
    localeId: integer().notNull().references(() => locales.id),
    translationText: text().notNull(),
    translatedText: text().notNull(),
    comments: text(),
  },
  (t) => [unique().on(t.localeId, t.translationText), index().on(t.localeId)],
);
