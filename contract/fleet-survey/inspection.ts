/**
 * Tire inspection in a fleet survey (spec 2 §7 "Fleet survey"): the axle diagram, readings,
 * tire details, images, removed tires, trailer readiness and finishing. Paths are relative to
 * /api/v2/fleet_survey. Pressure is in psi and tread depth in millimetres, whatever the user
 * reads on screen; every write honours the Idempotency-Key header.
 */
import { z } from 'zod';
import { id, text } from '../common';
import { bodyId } from '../common-lookups';
import { MAX_DOT_CODE_LENGTH, parseDotCode, type DotCodeProblem } from '../tire-age';
import { MAX_PRESSURE_PSI, MAX_TREAD_DEPTH_MM } from './limits';

export const tireSide = z.enum(['left', 'right']);
/** Singles sit alone on their side of the axle; duals are inner and outer. */
export const tirePlace = z.enum(['single', 'inner', 'outer']);
export const positionClass = z.enum(['steer', 'drive', 'trail', 'unknown']);
export const exceptionLevel = z.enum(['ok', 'warning', 'critical', 'unknown']);

/** The largest readings spec 1 §9 allows (./limits.ts, plain values the tablet reads too). */
export { MAX_PRESSURE_PSI, MAX_TREAD_DEPTH_MM };
export const pressurePsi = z.number().min(0).max(MAX_PRESSURE_PSI).nullable();
export const treadDepthMm = z.number().min(0).max(MAX_TREAD_DEPTH_MM).nullable();
export const version = z.number().int().min(1).max(2_147_483_647);
/** A list of ids where order and repeats carry no meaning. */
export const idSet = (max: number) => z.array(bodyId).max(max).transform((ids) => [...new Set(ids)]);
/** A whole number from 0 to max, or null when not known. */
export const wholeNumber = (max: number) => z.number().int().min(0).max(max).nullable();
export const int = z.number().int();

export const operationStatus = z.object({ status: int, description: z.string(), isError: z.boolean() });
export type OperationStatus = z.infer<typeof operationStatus>;

// ---- the axle diagram ---------------------------------------------------------------------

export const tireInfo = z.object({
  id: int,
  serial_number: z.string().nullable(),
  brand_id: int.nullable(),
  brand: z.string().nullable(),
  product_line_id: int.nullable(),
  product_line: z.string().nullable(),
  tire_size_id: int.nullable(),
  tire_size: z.string().nullable(),
  is_retread: z.boolean(),
  retread_brand_id: int.nullable(),
  retread_brand: z.string().nullable(),
  retread_product_line_id: int.nullable(),
  retread_product_line: z.string().nullable(),
  previous_caps: int,
  valve_type_id: int.nullable(),
  valve_type: z.string().nullable(),
  dot_week: int.nullable(),
  dot_year: int.nullable(),
  /** The full DOT code (TIN) when one was entered, e.g. U2LL LMLR 5107. */
  dot_code: z.string().nullable().optional(),
  version: int,
});
export type TireInfo = z.infer<typeof tireInfo>;

/** A reading of the position's tire in this survey. */
export const readingInfo = z.object({
  id: int,
  tire_id: int.nullable(),
  pressure_psi: z.number().nullable(),
  tread_depth_mm: z.number().nullable(),
  wear_condition_ids: z.array(int),
  read_at: z.string(),
  version: int,
});
export type ReadingInfo = z.infer<typeof readingInfo>;

export const tireSpec = z.object({
  target_pressure_psi: z.number(),
  max_pressure_psi: z.number(),
  min_tread_depth_mm: z.number(),
  warn_tread_depth_mm: z.number(),
});
/** age: absent from servers before the DOT code was parsed (and from diagrams cached then). */
export const readingExceptions = z.object({ pressure: exceptionLevel, tread: exceptionLevel, age: exceptionLevel.optional() });
export const mismatch = z.object({ tread: z.boolean(), pressure: z.boolean() });

export const axlePosition = z.object({
  place: tirePlace,
  tire: tireInfo.nullable(),
  reading: readingInfo.nullable(),
  spec: tireSpec.nullable(),
  exceptions: readingExceptions,
});
export type AxlePosition = z.infer<typeof axlePosition>;
/** Positions inner then outer; dual_mismatch is null on singles. */
export const axleSide = z.object({ positions: z.array(axlePosition), dual_mismatch: mismatch.nullable() });
export const axle = z.object({
  axle_number: int,
  position_class: positionClass,
  is_lift: z.boolean(),
  tire_count: int,
  left: axleSide,
  right: axleSide,
  axle_mismatch: mismatch,
});
export const unitInspectionInfo = z.object({
  id: int,
  mileage: int.nullable(),
  hours: int.nullable(),
  comments: z.string().nullable(),
  version: int,
});
export const axleDiagram = z.object({
  survey_id: int,
  survey_status: z.enum(['open', 'finished']),
  unit_id: int,
  unit_number: z.string(),
  fleet_location_id: int,
  axle_configuration: z.object({ id: int, code: z.string(), name: z.string() }).nullable(),
  unit_inspection: unitInspectionInfo.nullable(),
  axles: z.array(axle),
});
export type AxleDiagram = z.infer<typeof axleDiagram>;
export const axlesParams = z.object({ surveyId: id, unitId: id });

// ---- lookups ------------------------------------------------------------------------------

export const wearCondition = z.object({ id: int, code: z.string(), name: z.string(), is_critical: z.boolean() });
export const wearConditionList = z.object({ wear_conditions: z.array(wearCondition) });
export const editTireSelects = z.object({
  brands: z.array(z.object({ id: int, name: z.string(), is_own_brand: z.boolean() })),
  /** Every product line with its brand; the client filters by the chosen brand. */
  /**
   * is_offered: the line has an active product, or no products at all. A line whose products are
   * all inactive is no longer offered for a new choice but still names a tire that has it.
   */
  product_lines: z.array(z.object({ id: int, brand_id: int, name: z.string(), application: positionClass, is_retread: z.boolean(), is_offered: z.boolean() })),
  tire_sizes: z.array(z.object({ id: int, size: z.string(), is_metric: z.boolean() })),
  retreaded_by_brands: z.array(z.object({ id: int, name: z.string() })),
  wear_conditions: z.array(wearCondition),
  valve_types: z.array(z.object({ id: int, name: z.string() })),
});
export const removalReasonList = z.object({ removal_reasons: z.array(z.object({ id: int, code: z.string(), name: z.string() })) });

/** One of the two: the specs of a location, or of the location a survey was made at. */
export const treadDepthSpecRequest = z
  .object({ location_id: bodyId.optional(), survey_id: bodyId.optional() })
  .refine((body) => (body.location_id === undefined) !== (body.survey_id === undefined), {
    message: 'Send either location_id or survey_id',
    path: ['location_id'],
  });
export const specRow = tireSpec.extend({
  fleet_location_id: int.nullable(),
  position_class: positionClass,
  tire_size_id: int.nullable(),
});
export const tireAgeRule = z.object({ warning_years: int, critical_steer_years: int });
/**
 * The location's own specs and the common ones; resolveSpec (contract/tire-exceptions) picks.
 * age_rule: the location's tire age rule (absent from servers before it, and from older caches).
 */
export const treadDepthSpecResponse = z.object({ fleet_location_id: int, specs: z.array(specRow), age_rule: tireAgeRule.optional() });

// ---- readings and tire details ------------------------------------------------------------

const DOT_CODE_PROBLEMS: Record<DotCodeProblem, string> = {
  empty: 'Enter the DOT code, or leave the field out',
  characters: 'The DOT code has symbols a DOT code never has',
  length: 'The DOT code has the wrong length: plant, size, optional code and a 4-digit date (3 digits before 2000)',
  week: 'The week of manufacture must be from 01 to 53',
  future: 'The date of manufacture is in the future',
};

/** A DOT code that parseDotCode reads, as of the time of the request. */
export const dotCode = z
  .string()
  .max(MAX_DOT_CODE_LENGTH)
  .superRefine((value, ctx) => {
    const parsed = parseDotCode(value, new Date());
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: DOT_CODE_PROBLEMS[parsed.problem] + (parsed.detail ? `: ${parsed.detail}` : '') });
  });

export const positionRequest = z.object({
  survey_id: bodyId,
  unit_id: bodyId,
  axle_number: z.number().int().min(1).max(20),
  side: tireSide,
  place: tirePlace,
});
export type PositionRequest = z.infer<typeof positionRequest>;

export const lastReading = z.object({
  tire_reading_id: int,
  survey_id: int,
  survey_date: z.string(),
  pressure_psi: z.number().nullable(),
  tread_depth_mm: z.number().nullable(),
  wear_condition_ids: z.array(int),
  read_at: z.string(),
});
export const wheelPositionInfo = axlePosition.extend({
  axle_number: int,
  side: tireSide,
  position_class: positionClass,
  is_lift: z.boolean(),
  /** The tire's readings in surveys the user may see, newest first (five at most). */
  last_readings: z.array(lastReading),
});

export const saveTireRequest = positionRequest.extend({
  pressure_psi: pressurePsi,
  tread_depth_mm: treadDepthMm,
  wear_condition_ids: idSet(20).default([]),
  /** The reading's version when editing one; leave out to create. */
  version: version.optional(),
});
export type SaveTireRequest = z.output<typeof saveTireRequest>;
export const saveTireResponse = z.object({ tire_id: int, tire_reading_id: int, unit_inspection_id: int, version: int });

/** Tire fields a technician edits; on update_tire_details a field left out stays as it is. */
export const tireDetailsFields = z.object({
  brand_id: bodyId.nullable(),
  product_line_id: bodyId.nullable(),
  tire_size_id: bodyId.nullable(),
  is_retread: z.boolean(),
  retread_brand_id: bodyId.nullable(),
  retread_product_line_id: bodyId.nullable(),
  previous_caps: z.number().int().min(0).max(20),
  valve_type_id: bodyId.nullable(),
  dot_week: z.number().int().min(1).max(53).nullable(),
  dot_year: z.number().int().min(1970).max(2100).nullable(),
  /**
   * The full DOT code (TIN), parsed into week and year (which then replace dot_week and
   * dot_year); null clears it. Optional: clients before it send week and year alone.
   */
  dot_code: dotCode.nullable().optional(),
  serial_number: text(50).nullable(),
});
export type TireDetailsFields = z.infer<typeof tireDetailsFields>;
export const updateTireDetailsRequest = tireDetailsFields.partial().extend({ survey_id: bodyId, tire_id: bodyId, version });
export type UpdateTireDetailsRequest = z.infer<typeof updateTireDetailsRequest>;
export const updateTireDetailsResponse = z.object({ tire_id: int, version: int });

/**
 * Names the inspection by unit_inspection_id, or by survey_id and unit_id (creating it when
 * missing, as the tablet may not know the id yet). A field left out stays as it is.
 */
export const updateUnitInspectionRequest = z
  .object({
    unit_inspection_id: bodyId.optional(),
    survey_id: bodyId.optional(),
    unit_id: bodyId.optional(),
    mileage: wholeNumber(10_000_000).optional(),
    hours: wholeNumber(1_000_000).optional(),
    comments: text(2000).nullable().optional(),
    version: version.optional(),
  })
  .refine((body) => body.unit_inspection_id !== undefined || (body.survey_id !== undefined && body.unit_id !== undefined), {
    message: 'Send unit_inspection_id, or survey_id and unit_id',
    path: ['unit_inspection_id'],
  });
export type UpdateUnitInspectionRequest = z.infer<typeof updateUnitInspectionRequest>;
export const updateUnitInspectionResponse = z.object({ unit_inspection_id: int, version: int });

// ---- images -------------------------------------------------------------------------------

export const storageId = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'Not a storage id');
export const unitImageParams = z.object({ unitInspectionId: id });
export const imageParams = z.object({ storageId });
export const imageUploadResponse = z.object({ id: int, storage_id: z.string(), client_id: z.string().nullable() });
export const imageInfo = z.object({
  id: int,
  storage_id: z.string(),
  tire_id: int.nullable(),
  content_type: z.string(),
  byte_size: int,
  url: z.string(),
  created_at: z.string(),
});
export const imageList = z.array(imageInfo);
export const deleteImageQuery = z.object({ storageId, unitInspectionId: id, tireId: id.optional() });
/** The multipart text fields of add_tire_image (the file travels in the field "file"). */
export const tireImageFields = z.object({ unit_inspection_id: id, tire_id: id });
/** The tablet's id of a photo, used as the Idempotency-Key when the header is missing. */
export const clientId = z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/, 'Expected 8-128 letters, digits, or _ . : -');
