import * as t from '../db/schema';
import type { WheelPosition } from './axle-configurations';
import { addMinutes, round } from './context';
import type { TireState, UnitState, YardEnvironment } from './fleet-state';
import { addImage } from './image-metadata';
import type { RemovalReasonCode } from './reference-catalogs';
import type { Spec } from './seed-location-specs';
import { createTire, mountTire } from './tire-factory';

const DAMAGE_BY_CONDITION: Partial<Record<string, RemovalReasonCode>> = {
  SIDEWALL_DAMAGE: 'SIDEWALL', BEAD_DAMAGE: 'BEAD', RUN_FLAT: 'RUN_FLAT', FLAT_SPOT: 'IRREGULAR_WEAR', BOTH_SHOULDER: 'IRREGULAR_WEAR',
};
const SCRAP_REASONS = new Set<RemovalReasonCode>(['SIDEWALL', 'RUN_FLAT', 'BEAD', 'SEPARATION', 'ROAD_HAZARD', 'AGE']);

/** Why a tire comes off now, or null: worn tires mostly, damage and irregular wear sometimes. */
export function removalReasons(env: YardEnvironment, tire: TireState, spec: Spec): RemovalReasonCode[] | null {
  const { rng } = env;
  const condition = tire.wearCondition;
  if (tire.treadMm <= spec.minTreadDepthMm) {
    if (!rng.chance(0.85)) return null;
    const first: RemovalReasonCode = tire.product.application !== 'steer' && rng.chance(0.4) ? 'RETREAD' : 'WORN_OUT';
    return condition ? [first, 'IRREGULAR_WEAR'] : [first];
  }
  // Steer tires are usually pulled early, near the warning depth; others run closer to the limit.
  if (tire.treadMm <= spec.warnTreadDepthMm) return rng.chance(tire.product.application === 'steer' ? 0.5 : 0.12) ? ['WORN_OUT'] : null;
  if (condition?.isCritical && rng.chance(0.25)) return [DAMAGE_BY_CONDITION[condition.code] ?? 'IRREGULAR_WEAR'];
  if (condition && rng.chance(0.03)) return ['IRREGULAR_WEAR'];
  if (rng.chance(0.003)) return [rng.pick(['PUNCTURE', 'ROAD_HAZARD', 'SEPARATION', 'AGE', 'MISMATCH', 'OTHER'] as const)];
  return null;
}

export interface RemovalEvent {
  surveyId: number;
  unitInspectionId: number;
  dealerId: number | null;
  at: Date;
  odometer: number | null;
  hours: number | null;
}

const COMMENTS: Partial<Record<RemovalReasonCode, string>> = {
  WORN_OUT: 'At pull point', RETREAD: 'Casing sent for retread', PUNCTURE: 'Nail in tread, outside repairable area',
  ROAD_HAZARD: 'Road debris impact', SIDEWALL: 'Sidewall cut', MISMATCH: 'Matched to new dual partner',
};

/**
 * Takes the tire off, mounts a replacement and records the removal. Damaged, thrice-capped and
 * worn-through casings are scrapped; the rest go to a retreader (orders are drawn per yard).
 */
export function replaceTire(
  env: YardEnvironment, unit: UnitState, wheel: WheelPosition, tire: TireState, reasons: RemovalReasonCode[], event: RemovalEvent, partner?: TireState,
): TireState {
  const { ctx, rng, ref, location, account } = env;
  const removedAt = addMinutes(event.at, rng.int(10, 40));
  const replacement = createTire(env, unit, wheel, removedAt, false, partner);
  mountTire(unit, wheel, replacement);
  const removedId = ctx.ids.next(t.removedTires);
  const treadDepthMm = round(tire.treadMm, 2);
  ctx.writer.add(t.removedTires, {
    id: removedId, surveyId: event.surveyId, unitInspectionId: event.unitInspectionId, unitId: unit.id, tireId: tire.id,
    replacedByTireId: replacement.id, axleNumber: wheel.axleNumber, side: wheel.side, place: wheel.place,
    odometer: event.odometer, hours: event.hours, treadDepthMm, comments: rng.chance(0.5) ? (COMMENTS[reasons[0]!] ?? null) : null,
    brandId: tire.product.brandId, productLineId: tire.product.productLineId, tireSizeId: tire.product.tireSizeId,
    retreadBrandId: tire.cap?.brandId ?? null, retreadProductLineId: tire.cap?.productLineId ?? null, removedAt, version: 1,
  });
  for (const code of reasons) ctx.writer.add(t.removedTireReasons, { removedTireId: removedId, removalReasonId: ref.removalReasonIds[code] });
  if (tire.wearCondition) ctx.writer.add(t.removedTireWearConditions, { removedTireId: removedId, wearConditionId: tire.wearCondition.id });

  Object.assign(tire, { unitId: null, axleNumber: null, side: null, place: null, updatedAt: removedAt });
  // A tire pulled for retreading alone goes to a retreader (who may reject its casing): it is not
  // scrap, as the live removal rule has it (fleet-survey/removals/scrap-of-removal.ts).
  const scrapReason = reasons.find((code) => code !== 'RETREAD');
  const scrap = reasons.some((code) => SCRAP_REASONS.has(code)) || tire.previousCaps >= 3 || tire.treadMm < 0.8 || rng.chance(0.25);
  if (!scrap || scrapReason === undefined) {
    tire.status = 'removed';
    env.casings.push({ tire, removedAt, positionClass: wheel.positionClass });
    return replacement;
  }
  tire.status = 'scrapped';
  const imageStorageId = rng.chance(0.6) ? addImage(env, { surveyId: event.surveyId, unitInspectionId: event.unitInspectionId, tireId: tire.id }, removedAt) : null;
  ctx.writer.add(t.scrapRecords, {
    id: ctx.ids.next(t.scrapRecords), accountId: account.id, fleetLocationId: location.id, surveyId: event.surveyId, dealerId: event.dealerId,
    tireId: tire.id, brandId: tire.product.brandId, productLineId: tire.product.productLineId, tireSizeId: tire.product.tireSizeId,
    positionClass: wheel.positionClass, removalReasonId: ref.removalReasonIds[scrapReason], wearConditionId: tire.wearCondition?.id ?? null,
    treadDepthMm, isRetread: tire.cap !== null, imageStorageId, scrappedAt: removedAt,
  });
  return replacement;
}
