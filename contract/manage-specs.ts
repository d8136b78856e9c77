/**
 * Specification management (spec 3 §3 "Specification management", §7 prefix manage_specs; route
 * /manage-specs, code TVADMIN): the common specs every location falls back on and each fleet
 * location's own specs — target and maximum pressure, warning and minimum tread depth per
 * position class and (optionally) tire size. Values travel in the user's units: pressure in psi
 * or bar, tread depth in 32nds of an inch or millimetres (pressure_format, tread_depth_format).
 * Every answer is the envelope { ResponseCode, ResponseMessage, data }.
 */
import { z } from 'zod';
import { text } from './common';
import { bodyId } from './common-lookups';
import { MAX_PLAUSIBLE_TIRE_AGE_YEARS } from './tire-age';

export const SPEC_POSITION_CLASSES = ['steer', 'drive', 'trail'] as const;
export type SpecPositionClass = (typeof SPEC_POSITION_CLASSES)[number];

export const PRESSURE_FORMATS = ['psi', 'bar', 'kPa'] as const;
export const TREAD_DEPTH_FORMATS = ['32nds', 'mm'] as const;

/** Upper bounds in the user's units (spec 1 §9: 200 psi, 100/32 in), so a typo is a 400 naming the field. */
export const SPEC_LIMITS = {
  psi: 200,
  bar: 13.79,
  kPa: 1379,
  '32nds': 100,
  mm: 79.38,
} as const;

/** The answer envelope of every manage_specs call (spec 3 §3). */
export const specEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ ResponseCode: z.number().int(), ResponseMessage: z.string(), data });

/**
 * A failure of a manage_specs call: the error body plus the envelope's code and message (added
 * to every failure of the area as it is sent, so optional for the serializer).
 */
export const specFailure = z.object({
  status: z.number().int(),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  ResponseCode: z.number().int().optional(),
  ResponseMessage: z.string().optional(),
});

const measure = z.number().min(0).max(200);
/** Pressures reach 1379 in kPa; validateSpecs holds each unit to its own limit (SPEC_LIMITS). */
const pressure = z.number().min(0).max(SPEC_LIMITS.kPa);

/** One spec rule as entered and shown, in the user's units; tire_size_id null covers every size. */
export const specInput = z.object({
  position_class: z.enum(SPEC_POSITION_CLASSES),
  tire_size_id: bodyId.nullable(),
  target_pressure: pressure.positive(),
  max_pressure: pressure.positive(),
  warn_tread_depth: measure,
  min_tread_depth: measure,
});
export type SpecInput = z.infer<typeof specInput>;

export const specRow = specInput.extend({
  id: z.number().int(),
  tire_size: z.string().nullable(),
  updated_at: z.string(),
});
export type SpecRowView = z.infer<typeof specRow>;

export const specAccess = z.object({
  has_fleet_tab_access: z.boolean(),
  has_fleet_Level_access: z.boolean(),
  has_all_location_level_access: z.boolean(),
  head_office: z.boolean(),
  has_tv_admin_security: z.boolean(),
  can_manage_specs: z.boolean(),
});
export type SpecAccess = z.infer<typeof specAccess>;

export const configuratorStructure = z.object({
  access: specAccess,
  pressure_format: z.enum(PRESSURE_FORMATS),
  tread_depth_format: z.enum(TREAD_DEPTH_FORMATS),
  position_classes: z.array(z.enum(SPEC_POSITION_CLASSES)),
  tire_sizes: z.array(z.object({ id: z.number().int(), size: z.string() })),
});
export type ConfiguratorStructure = z.infer<typeof configuratorStructure>;

/** POST get_fleet_id: the fleets (accounts) whose number or name matches, the exact number first. */
export const fleetIdRequest = z.object({ key_word: text(100).trim().min(1, 'Enter an account number or name') });
export const fleetSummary = z.object({ fleet_id: z.number().int(), account_number: z.string(), fleet_name: z.string() });
export type FleetSummary = z.infer<typeof fleetSummary>;
export const fleetIdData = z.object({ fleets: z.array(fleetSummary) });

/** POST get_common_specs: the common specs, and with fleet_id that fleet's locations with their own specs. */
export const commonSpecsRequest = z.object({ fleet_id: bodyId.nullish() });
/** A location's tire age rule in whole years (contract/tire-age.ts); every location has one, by default 6 and 10. */
export const tireAgeRuleView = z.object({ warning_years: z.number().int(), critical_steer_years: z.number().int() });
export const specLocation = z.object({
  fleet_location_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  has_own_specs: z.boolean(),
  specs: z.array(specRow),
  tire_age_rule: tireAgeRuleView,
});
export type SpecLocation = z.infer<typeof specLocation>;
export const commonSpecsData = z.object({
  items: z.array(specRow),
  pressure_format: z.enum(PRESSURE_FORMATS),
  tread_depth_format: z.enum(TREAD_DEPTH_FORMATS),
  fleet: fleetSummary.extend({ locations: z.array(specLocation) }).nullable(),
});
export type CommonSpecsData = z.infer<typeof commonSpecsData>;

/** POST get_fleet_location_conflicts: one fleet's locations, or every location when no fleet is named. */
export const conflictsRequest = z.object({ fleet_id: bodyId.nullish() });
export const CONFLICT_KINDS = ['overlapping_rules', 'tread_below_common_minimum', 'pressure_over_common_maximum', 'warning_not_above_minimum', 'target_over_maximum'] as const;
export type ConflictKind = (typeof CONFLICT_KINDS)[number];
export const locationConflict = z.object({
  kind: z.enum(CONFLICT_KINDS),
  position_class: z.enum(SPEC_POSITION_CLASSES),
  tire_size: z.string().nullable(),
  message: z.string(),
});
export const conflictLocation = z.object({
  fleet_location_id: z.number().int(),
  fleet_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  conflicts: z.array(locationConflict),
});
export type ConflictLocation = z.infer<typeof conflictLocation>;
export const conflictsData = z.object({ fleet_locations: z.array(conflictLocation), message: z.string(), no_conflicts: z.boolean() });
export type ConflictsData = z.infer<typeof conflictsData>;

/** POST add_new_location: gives a location its own specs, starting as a copy of the common ones. */
export const addLocationRequest = z.object({ fleet_location_id: bodyId });
export const locationData = z.object({ location: specLocation });

const specList = z.array(specInput).max(200);

/** PUT save_location: the location's whole rule set; an empty list returns it to the common specs. */
export const saveLocationRequest = z.object({ fleet_location_id: bodyId, specs: specList });
/** PUT save_specs: the whole common rule set. */
export const saveSpecsRequest = z.object({ specs: specList.min(1, 'Keep at least one common spec') });
export const savedData = z.object({ saved: z.number().int(), message: z.string() });

/** The files: the common specs and, with fleet_id, that fleet's location specs. */
export const specFileRequest = z.object({ fleet_id: bodyId.nullish() });

const ageYears = z
  .number({ error: 'Enter a whole number of years' })
  .int('Enter a whole number of years')
  .min(1, 'At least 1 year')
  .max(MAX_PLAUSIBLE_TIRE_AGE_YEARS, `At most ${MAX_PLAUSIBLE_TIRE_AGE_YEARS} years`);

/**
 * PUT save_tire_age_rule: a location's tire age rule, kept apart from its pressure and tread
 * rules (a location on the common specs still has its own age rule). A steer tire is critical
 * at an age no lower than the one at which every tire is a warning.
 */
export const saveTireAgeRuleRequest = z
  .object({ fleet_location_id: bodyId, warning_years: ageYears, critical_steer_years: ageYears })
  .refine((rule) => rule.critical_steer_years >= rule.warning_years, {
    path: ['critical_steer_years'],
    message: 'The critical age of a steer tire cannot be below the warning age',
  });
export type SaveTireAgeRuleRequest = z.infer<typeof saveTireAgeRuleRequest>;
