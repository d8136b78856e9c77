import { addDays, addMinutes } from './context';
import type { YardEnvironment } from './fleet-state';

export interface PlannedSurvey {
  date: Date;
  dealerId: number | null;
  surveyByUserId: number;
  /** Share of the yard's units inspected. */
  inspectShare: number;
  isLast: boolean;
}

/**
 * The demo dealers' latest visits: these yards' last survey is theirs, so both anchors and
 * both dealers always have surveys in the last 30 days.
 */
const ANCHOR_LAST_VISITS: Record<string, 'interstate' | 'prairie'> = {
  'northline/0': 'interstate',
  'northline/1': 'prairie',
  'maplehaul/0': 'interstate',
};

/**
 * Surveys every few weeks over the two years; an open yard always has one in the last three
 * weeks (anchors in the last two), a closed yard stops some months back.
 */
export function planSurveys(env: YardEnvironment): PlannedSurvey[] {
  const { rng, ctx, account, location } = env;
  const cadence = account.profile.surveyCadenceDays;
  const end = location.isActive ? addDays(ctx.now, -1) : addDays(ctx.now, -rng.int(120, 200));
  const dates: Date[] = [];
  for (let date = addDays(ctx.historyStart, rng.int(1, cadence)); date < end; date = addDays(date, cadence + rng.int(-4, 4))) dates.push(date);
  const recentLimit = account.demoKey ? 14 : 20;
  if (location.isActive && (dates.length === 0 || (ctx.now.getTime() - dates[dates.length - 1]!.getTime()) / 86_400_000 > recentLimit)) {
    dates.push(addDays(ctx.now, -rng.int(2, account.demoKey ? 10 : 12)));
  }
  const baseShare = location.unitCount >= 30 ? 0.3 : 0.45;
  return dates.map((day, i) => {
    const isLast = i === dates.length - 1;
    // Surveys start in the working day: 13:00 to 19:00 UTC is morning to early afternoon in North America.
    const date = addMinutes(day, rng.int(13 * 60, 19 * 60));
    const forced = account.demoKey && isLast && location.isActive ? ANCHOR_LAST_VISITS[`${account.demoKey}/${location.index}`] : undefined;
    const { dealerId, surveyByUserId } = forced ? dealerVisit(env, env.orgs.dealerByKey[forced].id) : chooseSurveyor(env);
    return { date, dealerId, surveyByUserId, inspectShare: isLast ? 0.5 : baseShare, isLast };
  });
}

function dealerVisit(env: YardEnvironment, dealerId: number): { dealerId: number; surveyByUserId: number } {
  const technicians = env.people.techniciansByDealer.get(dealerId) ?? [];
  return { dealerId, surveyByUserId: env.rng.pick(technicians) };
}

/** Mostly the yard's main dealer, sometimes another, the fleet itself, or a field engineer. */
function chooseSurveyor(env: YardEnvironment): { dealerId: number | null; surveyByUserId: number } {
  const { rng, location, people, account } = env;
  const draw = rng.next();
  const ownSurveyors = people.surveyorsByAccount.get(account.id) ?? [];
  if (draw < 0.8 || (ownSurveyors.length === 0 && draw < 0.92)) {
    const dealers = location.serviceDealerIds;
    const dealerId = rng.chance(0.6) ? dealers[0]! : rng.pick(dealers);
    return dealerVisit(env, dealerId);
  }
  if (draw < 0.92) return { dealerId: null, surveyByUserId: rng.pick(ownSurveyors) };
  return { dealerId: null, surveyByUserId: rng.pick(people.staffSurveyorIds) };
}
