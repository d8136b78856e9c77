import type { Db } from '../../db/client';
import type { JobHandler } from '../../jobs';
import { jobInput } from '../../jobs/job-input';
import { FleetConditionBuilder } from './report-builder';
import { storedParameters } from './report-parameters';

/**
 * The background job of a queued fleet condition report: it runs with the scope of the user
 * who asked for it, loaded now, so access removed in the meantime is respected.
 */
export function fleetConditionJob(db: Db): JobHandler {
  return async (job) => {
    const { parameters, scope } = await jobInput(db, job, storedParameters);
    return new FleetConditionBuilder(db, scope, parameters, { signal: job.signal, progress: job.progress }).build();
  };
}
