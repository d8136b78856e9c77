import { UNIT_HISTORY_MAX_GENERATED_EVENTS, UNIT_HISTORY_MAX_GENERATED_UNITS } from '../../../contract/unit-history';
import type { Db } from '../../db/client';
import { JobFailure, type JobHandler } from '../../jobs';
import { jobInput } from '../../jobs/job-input';
import { storedParameters, type StoredResult } from './generated-reports';
import { eventCounts } from './history-repository';
import { chosenUnits } from './selection-repository';

export const TOO_MANY_UNITS = /*i18n*/ 'The report would cover more than {max} units; choose fewer units or accounts.';
export const TOO_MANY_EVENTS = /*i18n*/ 'The report would hold more than {max} events; choose fewer units or accounts.';

/**
 * The background job of a generated unit history report: with the scope the user has now, it
 * resolves the units (every unit of the accounts when none was named), fixes the instant the
 * history is read as of and counts the events. The file is written from these when opened, so
 * the stored result stays small however long the history.
 */
export function unitHistoryJob(db: Db): JobHandler {
  return async (job) => {
    const { parameters, scope } = await jobInput(db, job, storedParameters);
    const units = await chosenUnits(db, scope, parameters.account_ids, parameters.unit_ids, false);
    if (units.length > UNIT_HISTORY_MAX_GENERATED_UNITS) throw new JobFailure(TOO_MANY_UNITS, { max: UNIT_HISTORY_MAX_GENERATED_UNITS });
    await job.progress(0.4);
    const asOf = new Date();
    const counts = await eventCounts(db, scope, { unitIds: units.map((unit) => unit.id), asOf });
    if (counts.total > UNIT_HISTORY_MAX_GENERATED_EVENTS) throw new JobFailure(TOO_MANY_EVENTS, { max: UNIT_HISTORY_MAX_GENERATED_EVENTS });
    const result: StoredResult = {
      as_of: asOf.toISOString(),
      unit_ids: units.map((unit) => unit.id),
      events: counts.total,
      per_type: { survey: 0, reading: 0, removal: 0, service: 0, ...Object.fromEntries(counts.perType) },
    };
    return result;
  };
}
