import type { Db } from '../../db/client';
import { JobFailure, type JobHandler } from '../../jobs';
import { loadScope } from '../../tenancy';
import { FleetConditionBuilder } from './report-builder';
import { storedParameters } from './report-parameters';
import { findReportUser } from './report-repository';

export const USER_GONE = 'The user who asked for this report can no longer sign in.';
export const BAD_PARAMETERS = 'The report request could not be read; generate the report again.';

/**
 * The background job of a queued fleet condition report: it runs with the scope of the user
 * who asked for it, loaded now, so access removed in the meantime is respected.
 */
export function fleetConditionJob(db: Db): JobHandler {
  return async (job) => {
    const parsed = storedParameters.safeParse(job.parameters);
    if (!parsed.success) throw new JobFailure(BAD_PARAMETERS);
    const user = await findReportUser(db, job.userId);
    if (!user || !user.isActive) throw new JobFailure(USER_GONE);
    const scope = await loadScope(db, user);
    return new FleetConditionBuilder(db, scope, parsed.data, { signal: job.signal, progress: job.progress }).build();
  };
}
