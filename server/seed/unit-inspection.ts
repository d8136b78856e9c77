import * as t from '../db/schema';
import type { WheelPosition } from './axle-configurations';
import { addMinutes, daysBetween } from './context';
import { wheelKey, type TireState, type UnitState, type YardEnvironment } from './fleet-state';
import { addImage } from './image-metadata';
import { readPressure, readTread, unitPressureOffset } from './reading-model';
import { writeTorqueReadings, writeTrailerReadiness } from './survey-extras';
import { advanceWear, partnerWheel } from './tire-factory';
import { removalReasons, replaceTire, type RemovalEvent } from './tire-removal';
import type { RemovalReasonCode } from './reference-catalogs';

export interface SurveyVisit {
  id: number;
  dealerId: number | null;
  withTrailerReadiness: boolean;
  withTorque: boolean;
}

const UNIT_COMMENTS = [
  'Air leak at gladhand', 'Mud flap missing on right side', 'Steer wear suggests alignment check',
  'Valve caps missing on several positions', 'Hub oil seal weeping', 'Unit out of service, parked on the back row',
];

/** A tire the readings condemned, with why. */
interface Removal {
  wheel: WheelPosition;
  tire: TireState;
  reasons: RemovalReasonCode[];
}

/** Tread depth difference above which a pair is mismatched: 4/32 in (DESIGN.md). */
const DUAL_MISMATCH_MM = 3.175;

/** Transient damage a technician notes on any tire now and then. */
const TRANSIENT_CONDITIONS = ['CUTS_CHIPS', 'STONE_DRILLING', 'RIB_PUNCH'] as const;

/**
 * One unit in one survey: the inspection, a reading of every wheel (wear applied first), wear
 * conditions, photos, removals with their replacements, and the trailer and torque checks.
 */
export function inspectUnit(env: YardEnvironment, unit: UnitState, visit: SurveyVisit, at: Date): void {
  const { ctx, rng } = env;
  const inspectionId = ctx.ids.next(t.unitInspections);
  const days = daysBetween(ctx.historyStart, at);
  const odometer = unit.odometerAtStart === null ? null : Math.round(unit.odometerAtStart + unit.milesPerDay * days);
  // Engine hours follow the odometer at an average road speed of about 32 mph, idling included.
  const hours = unit.hasEngineHours && odometer !== null ? Math.round(odometer / 32) : null;
  ctx.writer.add(t.unitInspections, {
    id: inspectionId, surveyId: visit.id, unitId: unit.id, inspectedAt: at, mileage: odometer, hours,
    comments: rng.chance(0.05) ? rng.pick(UNIT_COMMENTS) : null, version: 1,
  });

  const offset = unitPressureOffset(rng);
  let anyTireCritical = false;
  const removals: Removal[] = [];
  for (const wheel of unit.wheels) {
    const tire = unit.tires.get(wheelKey(wheel))!;
    anyTireCritical = readTire(env, unit, wheel, tire, { inspectionId, surveyId: visit.id, at, offset }) || anyTireCritical;
    const reasons = removalReasons(env, tire, env.specFor(env.location.id, wheel.positionClass, tire.product.tireSizeId));
    if (reasons) removals.push({ wheel, tire, reasons });
  }
  replaceRemoved(env, unit, removals, { surveyId: visit.id, unitInspectionId: inspectionId, dealerId: visit.dealerId, at, odometer, hours });
  if (rng.chance(0.08)) addImage(env, { surveyId: visit.id, unitInspectionId: inspectionId, tireId: null }, addMinutes(at, 2));
  if (visit.withTrailerReadiness && unit.type === 'trailer') writeTrailerReadiness(env, unit, visit.id, addMinutes(at, 3), anyTireCritical);
  if (visit.withTorque && unit.type !== 'misc') writeTorqueReadings(env, unit, visit.id, addMinutes(at, 5));
}

/**
 * Replaces what the readings condemned. A new tire next to a worn partner would mismatch, so
 * the partner mostly goes too (reason: dual mismatch) and both get the same product.
 */
function replaceRemoved(env: YardEnvironment, unit: UnitState, removals: Removal[], event: RemovalEvent): void {
  const replaced = new Map<string, TireState>();
  const condemned = new Set(removals.map((removal) => wheelKey(removal.wheel)));
  for (const { wheel, tire, reasons } of removals) {
    const partner = partnerWheel(unit, wheel);
    const replacement = replaceTire(env, unit, wheel, tire, reasons, event, replaced.get(wheelKey(partner)));
    replaced.set(wheelKey(wheel), replacement);
    const partnerTire = unit.tires.get(wheelKey(partner))!;
    const mismatch = replacement.newTreadMm - partnerTire.treadMm > DUAL_MISMATCH_MM;
    if (!condemned.has(wheelKey(partner)) && !replaced.has(wheelKey(partner)) && mismatch && env.rng.chance(0.8)) {
      replaced.set(wheelKey(partner), replaceTire(env, unit, partner, partnerTire, ['MISMATCH'], event, replacement));
    }
  }
}

interface ReadingContext {
  inspectionId: number;
  surveyId: number;
  at: Date;
  offset: number;
}

/** Writes the reading of one wheel; true when pressure or tread is critical. */
function readTire(env: YardEnvironment, unit: UnitState, wheel: WheelPosition, tire: TireState, reading: ReadingContext): boolean {
  const { ctx, rng, ref } = env;
  advanceWear(tire, reading.at);
  const spec = env.specFor(env.location.id, wheel.positionClass, tire.product.tireSizeId);
  const pressure = readPressure(rng, spec.targetPressurePsi, reading.offset, tire);
  // Inner duals without valve extensions are sometimes not gauged.
  const pressurePsi = wheel.place === 'inner' && rng.chance(0.02) ? null : pressure;
  const treadDepthMm = readTread(rng, tire.treadMm, env.account.profile.readsMetric);
  const readingId = ctx.ids.next(t.tireReadings);
  ctx.writer.add(t.tireReadings, {
    id: readingId, unitInspectionId: reading.inspectionId, surveyId: reading.surveyId, unitId: unit.id, tireId: tire.id,
    axleNumber: wheel.axleNumber, side: wheel.side, place: wheel.place, positionClass: wheel.positionClass, pressurePsi, treadDepthMm,
    brandId: tire.product.brandId, productLineId: tire.product.productLineId, tireSizeId: tire.product.tireSizeId,
    valveTypeId: tire.valveTypeId, isRetread: tire.cap !== null, readAt: reading.at, version: 1,
  });

  const conditionIds = new Set<number>();
  const wornShare = 1 - tire.treadMm / tire.newTreadMm;
  if (tire.wearCondition && wornShare >= 0.2) conditionIds.add(tire.wearCondition.id);
  if (rng.chance(0.004)) conditionIds.add(ref.wearConditionIds[rng.pick(TRANSIENT_CONDITIONS)]);
  for (const wearConditionId of conditionIds) ctx.writer.add(t.tireReadingWearConditions, { tireReadingId: readingId, wearConditionId });
  if (conditionIds.size > 0 && rng.chance(0.3)) {
    addImage(env, { surveyId: reading.surveyId, unitInspectionId: reading.inspectionId, tireId: tire.id }, addMinutes(reading.at, 1));
  }

  // A leak found is usually fixed on the spot; now and then a sound tire starts leaking.
  const underShare = 1 - pressure / spec.targetPressurePsi;
  if (tire.leakShare > 0 && underShare >= 0.1 && rng.chance(0.5)) tire.leakShare = 0;
  else if (tire.leakShare === 0 && rng.chance(0.008)) tire.leakShare = rng.float(0.12, 0.35);

  return underShare >= 0.2 || pressure > tire.product.maxPressurePsi || treadDepthMm <= spec.minTreadDepthMm;
}
