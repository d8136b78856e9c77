/*
 * The create-unit selects and the unit fields they fill, without zod: the tablet's unit form
 * reads them before any schema loads (tests/unit/route-weight.test.ts holds its weight).
 */

/** The create-unit selects kept in unit_select_options, by kind (spec 2 §3 "Create-unit selects"). */
export const UNIT_SELECT_KINDS = [
  'axle_manufacturers',
  'axle_types',
  'braking_systems',
  'engine_manufacturers',
  'engine_types',
  'fifth_wheel_settings',
  'loading_systems',
  'manufacturers',
  'suspension_types',
  'transmission_manufacturers',
  'transmission_types',
] as const;
export type UnitSelectKind = (typeof UNIT_SELECT_KINDS)[number];

/** The unit's text field that takes each select's value. */
export const SELECT_FIELDS = {
  axle_manufacturer: 'axle_manufacturers',
  axle_type: 'axle_types',
  braking_system: 'braking_systems',
  engine_manufacturer: 'engine_manufacturers',
  engine_type: 'engine_types',
  fifth_wheel_setting: 'fifth_wheel_settings',
  loading_system: 'loading_systems',
  suspension_type: 'suspension_types',
  transmission_manufacturer: 'transmission_manufacturers',
  transmission_type: 'transmission_types',
} as const satisfies Record<string, UnitSelectKind>;
export type SelectField = keyof typeof SELECT_FIELDS;
