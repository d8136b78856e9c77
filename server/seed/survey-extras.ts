import * as t from '../db/schema';
import type { UnitState, YardEnvironment } from './fleet-state';

const FAILURE_NOTES: Record<string, string> = {
  Lights: 'Right marker lamp out',
  Brakes: 'Slack adjuster out of stroke',
  'Mud flaps': 'Left mud flap torn',
  Tires: 'Tire below minimum or under-inflated',
  'Landing gear': 'Crank handle binding',
  'Air lines': 'Gladhand seal cracked',
  Doors: 'Rear door latch sticking',
  Floor: 'Soft spot near nose',
  Registration: 'Cab card expired',
  'Reflective tape': 'Conspicuity tape missing on rear',
};

/**
 * The trailer's pass/fail checklist. The Tires item follows the readings (it fails when a tire
 * reads critical); the others fail now and then.
 */
export function writeTrailerReadiness(env: YardEnvironment, unit: UnitState, surveyId: number, checkedAt: Date, tireCritical: boolean): void {
  const { ctx, rng, ref } = env;
  const checkId = ctx.ids.next(t.trailerReadinessChecks);
  const answers = ref.trailerReadinessFields.map((field) => {
    const selectedValue =
      field.name === 'Tires' ? (tireCritical ? 'Fail' : 'Pass') : rng.weighted([['Pass', 96.5], ['Fail', 1.5], ['N/A', field.name === 'Registration' ? 0 : 2]] as const);
    return { fieldId: field.id, selectedValue, notes: selectedValue === 'Fail' ? (FAILURE_NOTES[field.name] ?? null) : null };
  });
  ctx.writer.add(t.trailerReadinessChecks, { id: checkId, surveyId, unitId: unit.id, passed: answers.every((a) => a.selectedValue !== 'Fail'), checkedAt });
  for (const answer of answers) ctx.writer.add(t.trailerReadinessAnswers, { checkId, ...answer });
}

/**
 * Lug-nut torque per wheel end, in foot-pounds: hub-piloted wheels are specified at 450 to 500.
 * Most read close to spec; a few are loose or over-tightened.
 */
export function writeTorqueReadings(env: YardEnvironment, unit: UnitState, surveyId: number, readAt: Date): void {
  const { ctx, rng, account, location } = env;
  const specifiedFtLb = rng.pick([450, 475, 500]);
  for (const axle of unit.configuration.axles) {
    for (const side of ['left', 'right'] as const) {
      const draw = rng.next();
      const factor = draw < 0.06 ? rng.float(0.55, 0.85) : draw < 0.08 ? rng.float(1.15, 1.3) : rng.normal(0.99, 0.04);
      ctx.writer.add(t.torqueReadings, {
        id: ctx.ids.next(t.torqueReadings), accountId: account.id, fleetLocationId: location.id, surveyId, unitId: unit.id,
        axleNumber: axle.axleNumber, side, specifiedFtLb, measuredFtLb: Math.round(specifiedFtLb * factor), readAt,
      });
    }
  }
}
