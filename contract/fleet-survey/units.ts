/**
 * Units of the fleet survey module (spec 2 §3 "Unit", §7 unit calls under /api/v2/fleet_survey).
 * The spec gives no request payloads; these are ours, snake_case like every other call.
 * Tread depths and pressures never appear here: units carry no readings.
 */
import { z } from 'zod';
import { id, requiredText, text } from '../common';
import { bodyId, UNITS_PAGE_SIZE } from '../common-lookups';

/** The operation status many survey calls answer with (spec 2 §3, §8). */
export const operationStatus = z.object({ status: z.number().int(), description: z.string(), isError: z.boolean() });
export type OperationStatus = z.infer<typeof operationStatus>;
/** A delete's answer: what was deleted, as an operation status. */
export const deleteResult = operationStatus.extend({ id: z.number().int() });

export { SELECT_FIELDS, UNIT_SELECT_KINDS, type SelectField, type UnitSelectKind } from './unit-select-fields';
import { SELECT_FIELDS, UNIT_SELECT_KINDS, type SelectField, type UnitSelectKind } from './unit-select-fields';

/** The four unit kinds the create-unit copy options offer. */
export const UNIT_KINDS = ['tractor', 'trailer', 'dolly', 'misc'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

/** Unit types by the kind the copy options offer; codes and names of both the seed and older data are understood. */
const KIND_WORDS: Record<UnitKind, readonly string[]> = {
  // Straight trucks count with the powered units (reports' trucks); copy options still match by type.
  tractor: ['tractor', 'trk', 'truck', 'straight_truck', 'straight truck'],
  trailer: ['trailer', 'trl'],
  dolly: ['dolly'],
  misc: ['misc', 'miscellaneous'],
};
export function unitKindOf(type: { code: string; name: string }): UnitKind | null {
  const words = [type.code.toLowerCase(), type.name.toLowerCase()];
  return UNIT_KINDS.find((kind) => KIND_WORDS[kind].some((word) => words.includes(word))) ?? null;
}

export const YEAR_MIN = 1900;
export const YEAR_MAX = 2100;

const optionalText = (max: number) => text(max).nullish();

/** One schema per select field (axle_manufacturer ... transmission_type). */
function selectFieldsOf<T extends z.ZodType>(schema: () => T): Record<SelectField, T> {
  return Object.fromEntries(Object.keys(SELECT_FIELDS).map((field) => [field, schema()])) as Record<SelectField, T>;
}

/**
 * A unit as the create and edit forms send it. `type` is a unit type id, `vocation` a vocation
 * id; the select fields hold the chosen option's text. Blank texts are stored as null.
 */
export const unitFields = z.object({
  unit_number: requiredText(50),
  vin: optionalText(30),
  dot: optionalText(20),
  license_plate: optionalText(20),
  license_plate_state: optionalText(10),
  manufacturer: optionalText(100),
  year: z.number().int().min(YEAR_MIN).max(YEAR_MAX).nullish(),
  type: bodyId,
  model: optionalText(100),
  vocation: bodyId.nullish(),
  axle_configuration_id: bodyId.nullish(),
  ...selectFieldsOf(() => optionalText(100)),
});
export type UnitFields = z.output<typeof unitFields>;

/** save_unit: without id a new unit; with id an edit of the version the user opened. */
export const saveUnitRequest = unitFields
  .extend({ id: bodyId.optional(), version: z.number().int().min(1).optional(), location_id: bodyId })
  .refine((b) => b.id === undefined || b.version !== undefined, { path: ['version'], message: 'The version you edited is required to change a unit' });
export type SaveUnitRequest = z.output<typeof saveUnitRequest>;
export const saveUnitResponse = z.object({ id: z.number().int(), version: z.number().int() });

export const MAX_UNITS_PER_SAVE = 500;
/** save_units: all or nothing; an error names the failing unit as units.<index>.<field>. */
export const saveUnitsRequest = z.object({ units: z.array(saveUnitRequest).min(1).max(MAX_UNITS_PER_SAVE) });
export const saveUnitsResponse = z.object({ ids: z.array(z.number().int()), units: z.array(saveUnitResponse) });

const unitBase = {
  id: z.number().int(),
  location_id: z.number().int(),
  account_id: z.number().int(),
  unit_number: z.string(),
  vin: z.string().nullable(),
  license_plate: z.string().nullable(),
  license_plate_state: z.string().nullable(),
  manufacturer: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  type: z.number().int(),
  type_name: z.string(),
  axle_configuration_id: z.number().int().nullable(),
  axle_configuration: z.string().nullable(),
  is_tires_exist: z.boolean(),
  /** ISO time of the unit's latest survey the user may see; null when none. */
  last_survey_date: z.string().nullable(),
  version: z.number().int(),
};

/** One row of get_units and its exports. */
export const unitRow = z.object(unitBase);
export type UnitRow = z.infer<typeof unitRow>;

/** A whole unit: get_unit, get_unit_by_number, and the `current` of a 409 on save_unit. */
export const unitDetail = z.object({
  ...unitBase,
  dot: z.string().nullable(),
  vocation: z.number().int().nullable(),
  vocation_name: z.string().nullable(),
  ...selectFieldsOf(() => z.string().nullable()),
});
export type UnitDetail = z.infer<typeof unitDetail>;
export const unitResponse = z.object({ unit: unitDetail });

/** order_by of the units table; 0 (unset) sorts like 1. */
export const UNIT_ORDER = {
  unit_number: 1,
  type: 2,
  vin: 3,
  license_plate: 4,
  manufacturer: 5,
  model: 6,
  year: 7,
  last_survey_date: 8,
} as const;

/** get_units and the unit exports: one location (or all in scope), keyword on number, VIN and plate. */
export const unitsRequest = z.object({
  location_id: bodyId.nullish(),
  type: bodyId.nullish(),
  key_word: text(100).default(''),
  page_number: z.number().int().min(1).max(1_000_000).default(1),
  page_size: z.number().int().min(1).max(1000).default(UNITS_PAGE_SIZE),
  order_by: z.number().int().min(0).max(8).default(UNIT_ORDER.unit_number),
  is_sort_desc: z.boolean().default(false),
});
export type UnitsRequest = z.output<typeof unitsRequest>;
export const unitsResponse = z.object({
  units: z.array(unitRow),
  page_number: z.number().int(),
  page_size: z.number().int(),
  total_items: z.number().int(),
});

// ---- selects and configurations -----------------------------------------------------------

export const selectOption = z.object({ text: z.string(), value: z.union([z.string(), z.number()]) });
const options = z.array(selectOption);
/** get_unit_selects: every kind of UNIT_SELECT_KINDS (value = text), plus types and vocations (value = id). */
export const unitSelectsResponse = z.object({
  ...Object.fromEntries(UNIT_SELECT_KINDS.map((kind) => [kind, options])) as Record<UnitSelectKind, typeof options>,
  types: options,
  vocations: options,
});
export type UnitSelectsResponse = z.infer<typeof unitSelectsResponse>;

export const unitTypeParams = z.object({ id });

export const wheelPosition = z.object({
  axle_number: z.number().int(),
  side: z.enum(['left', 'right']),
  place: z.enum(['single', 'inner', 'outer']),
  /** e.g. 1L (a single), 2LO / 2LI (left outer and inner of a dual). */
  position: z.string(),
});
export type WheelPosition = z.infer<typeof wheelPosition>;
export const configurationAxle = z.object({
  axle_number: z.number().int(),
  tire_count: z.number().int(),
  /** tire_count / 2 (spec 2 §3). */
  tires_per_side: z.number().int(),
  position_class: z.string(),
  is_lift: z.boolean(),
  /** Left to right as seen from behind the unit: left outer first. */
  left: z.array(wheelPosition),
  right: z.array(wheelPosition),
});
export const unitConfiguration = z.object({ text: z.string(), value: z.number().int(), code: z.string(), axles: z.array(configurationAxle) });
export const unitConfigurationsResponse = z.object({ configurations: z.array(unitConfiguration) });

// ---- lookups by unit -----------------------------------------------------------------------

export const unitIdRequest = z.object({ unit_id: bodyId });
export const lastSurveysResponse = z.object({
  surveys: z.array(
    z.object({
      id: z.number().int(),
      survey_date: z.string(),
      status: z.string(),
      survey_by: z.string(),
      dealer_name: z.string().nullable(),
      mileage: z.number().int().nullable(),
      hours: z.number().int().nullable(),
      tires_read: z.number().int(),
      exceptions: z.number().int(),
    }),
  ),
});

export const unitNumbersRequest = z.object({ location_id: bodyId, key_word: text(50).default('') });
export const UNIT_NUMBERS_LIMIT = 20;
export const unitNumbersResponse = z.array(z.string());

export const unitByNumberRequest = z.object({ location_id: bodyId, unit_number: requiredText(50) });

/** get_owners: dealers in scope, optionally only those serving one account or one location's account. */
export const ownersRequest = z.preprocess(
  (value) => value ?? {},
  z.object({ account_id: bodyId.nullish(), location_id: bodyId.nullish() }),
);
export const owner = z.object({ id: z.number().int(), nonsig: z.string(), name: z.string(), city: z.string(), state: z.string() });
export const ownerList = z.array(owner);

// ---- create from another unit --------------------------------------------------------------

export const createUnitOptionsRequest = z.object({ location_id: bodyId, survey_id: bodyId.nullish(), unit_number: requiredText(50) });
export const copyOption = z.object({
  id: z.number().int(),
  unit_number: z.string(),
  type: z.number().int(),
  type_name: z.string(),
  axle_configuration_id: z.number().int().nullable(),
  axle_configuration: z.string().nullable(),
  manufacturer: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
});
export const createUnitOptionsResponse = z.object({
  is_unit_exists_on_survey: z.boolean(),
  is_unit_exists: z.boolean(),
  /** The live unit with this number at the location, when there is one. */
  unit_id: z.number().int().nullable(),
  /** The newest unit of each kind at the location, to copy from. */
  tractor: copyOption.nullable(),
  trailer: copyOption.nullable(),
  dolly: copyOption.nullable(),
  misc: copyOption.nullable(),
});

/** create_unit_copy: a new unit at the source's location, with its specification but not its identity. */
export const createUnitCopyRequest = z.object({ unit_id: bodyId, unit_number: requiredText(50) });
/** clone_unit: the same vehicle registered at another location of the same account. */
export const cloneUnitRequest = z.object({ unit_id: bodyId, location_id: bodyId, unit_number: requiredText(50).nullish() });

// ---- import --------------------------------------------------------------------------------

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;
/**
 * Columns of an import file's header row (case and spaces ignored). type accepts a unit type's
 * id, code or name; vocation an id, name or value; axle_configuration an id, code or name.
 */
export const IMPORT_COLUMNS = [
  'unit_number',
  'vin',
  'dot',
  'license_plate',
  'license_plate_state',
  'manufacturer',
  'year',
  'type',
  'model',
  'vocation',
  'axle_configuration',
  ...(Object.keys(SELECT_FIELDS) as SelectField[]),
] as const;
export const importError = z.object({
  /** The row in the file, counting the header row as 1. */
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export const importUnitsResponse = z.object({
  /** Ids of the units created, in file order. */
  units: z.array(z.number().int()),
  /** Rows with any error are not imported; every error of every such row is listed. */
  errors: z.array(importError),
  rows: z.number().int(),
});
export type ImportUnitsResponse = z.infer<typeof importUnitsResponse>;

export const deleteUnitAllResult = deleteResult.extend({ removed_inspections: z.number().int() });
