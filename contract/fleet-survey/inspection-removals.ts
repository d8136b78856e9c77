/**
 * Removed tires of a fleet survey (spec 2 §3 "Removed tire", §7): replacing a tire records the
 * removal and mounts the new one; undo puts the old tire back. Paths under /api/v2/fleet_survey.
 */
import { z } from 'zod';
import { pageInfo, text } from '../common';
import { bodyId } from '../common-lookups';
import { idSet, int, positionRequest, tireDetailsFields, tirePlace, tireSide, treadDepthMm, version, wholeNumber } from './inspection';

// ---- removed tires ------------------------------------------------------------------------

const named = z.object({ id: int, name: z.string() });
export const removedTire = z.object({
  id: int,
  survey_id: int,
  unit_id: int,
  unit_number: z.string(),
  unit_inspection_id: int.nullable(),
  axle_number: int,
  side: tireSide,
  place: tirePlace,
  tire_id: int.nullable(),
  replaced_by_tire_id: int.nullable(),
  odometer: int.nullable(),
  hours: int.nullable(),
  tread_depth_mm: z.number().nullable(),
  comments: z.string().nullable(),
  removal_reasons: z.array(named),
  wear_conditions: z.array(named),
  product_information: z.object({
    brand_id: int.nullable(),
    brand: z.string().nullable(),
    product_line_id: int.nullable(),
    product_line: z.string().nullable(),
    tire_size_id: int.nullable(),
    tire_size: z.string().nullable(),
  }),
  retread_product_information: z.object({
    brand_id: int.nullable(),
    brand: z.string().nullable(),
    product_line_id: int.nullable(),
    product_line: z.string().nullable(),
  }),
  removed_at: z.string(),
  version: int,
});
export type RemovedTire = z.infer<typeof removedTire>;
export const REMOVED_TIRES_PAGE_SIZE = 20;
export const removedTiresRequest = z.object({
  survey_id: bodyId,
  page_number: z.number().int().min(1).max(1_000_000).default(1),
  page_size: z.number().int().min(1).max(1000).default(REMOVED_TIRES_PAGE_SIZE),
});
export const removedTiresResponse = pageInfo.extend({ removed_tires: z.array(removedTire) });
export const removedTiresExportRequest = z.object({ survey_id: bodyId });

const removalFields = {
  removal_reason_ids: idSet(20).pipe(z.array(int).min(1, 'Choose at least one removal reason')),
  wear_condition_ids: idSet(20).default([]),
  tread_depth_mm: treadDepthMm.default(null),
  odometer: wholeNumber(10_000_000).default(null),
  hours: wholeNumber(1_000_000).default(null),
  comments: text(2000).nullable().default(null),
};
export const newTire = tireDetailsFields.partial().extend({
  is_retread: z.boolean().default(false),
  previous_caps: z.number().int().min(0).max(20).default(0),
});
export const replaceTiresRequest = positionRequest.extend({ ...removalFields, new_tire: newTire });
export type ReplaceTiresRequest = z.output<typeof replaceTiresRequest>;
export const replaceTiresResponse = z.object({ removed_tire_id: int, new_tire_id: int, unit_inspection_id: int });
export const undoTireReplaceRequest = z.object({ removed_tire_id: bodyId });
export const undoTireReplaceResponse = z.object({ removed_tire_id: int, restored_tire_id: int.nullable(), removed_new_tire_id: int.nullable() });
export const updateRemovedTireRequest = z.object({ id: bodyId, version, ...removalFields });
export type UpdateRemovedTireRequest = z.output<typeof updateRemovedTireRequest>;
export const updateRemovedTireResponse = z.object({ id: int, version: int });
