import * as t from '../db/schema';
import { addMinutes } from './context';
import type { UnitState, YardEnvironment } from './fleet-state';
import { planSurveys } from './survey-schedule';
import { inspectUnit } from './unit-inspection';

const SURVEY_COMMENTS = [
  'Yard survey completed with the shop lead.',
  'Several trailers parked off site; inspected on return.',
  'Recommend alignment check on steer axles showing feather wear.',
  'Inflation program working well at this terminal.',
  'Customer asked for a follow-up on the units with slow leaks.',
];

/** Two years of surveys of one yard, the units inspected in each, oldest first. */
export function simulateSurveys(env: YardEnvironment, units: UnitState[]): void {
  const { ctx, rng, account, location } = env;
  for (const planned of planSurveys(env)) {
    const id = ctx.ids.next(t.surveys);
    const stillOpen = planned.isLast && ctx.now.getTime() - planned.date.getTime() < 3 * 86_400_000 && rng.chance(0.5);
    const chosen = units.filter(() => rng.chance(planned.inspectShare));
    if (chosen.length === 0) chosen.push(rng.pick(units));
    const visitMinutes = chosen.length * 8 + rng.int(30, 90);
    ctx.writer.add(t.surveys, {
      id, accountId: account.id, fleetLocationId: location.id, dealerId: planned.dealerId, surveyByUserId: planned.surveyByUserId,
      surveyDate: planned.date, status: stillOpen ? 'open' : 'finished', finishedAt: stillOpen ? null : addMinutes(planned.date, visitMinutes),
      comments: rng.chance(0.15) ? rng.pick(SURVEY_COMMENTS) : null, version: 1, createdAt: planned.date,
      // A survey entered twice by mistake now and then was deleted; never the yard's latest.
      deletedAt: !planned.isLast && rng.chance(0.005) ? addMinutes(planned.date, 60) : null,
    });
    const visit = {
      id,
      dealerId: planned.dealerId,
      withTrailerReadiness: account.profile.usesTrailerReadiness && (planned.isLast || rng.chance(0.6)),
      withTorque: account.profile.usesTorque && (planned.isLast || rng.chance(0.35)),
    };
    let at = addMinutes(planned.date, rng.int(5, 20));
    for (const unit of chosen) {
      inspectUnit(env, unit, visit, at);
      at = addMinutes(at, rng.int(4, 12));
    }
  }
}
