import type { Db } from '../../db/client';
import type { z } from 'zod';
import { JobFailure, type JobContext, type JobHandler } from '../../jobs';
import { loadScope, type Scope } from '../../tenancy';
import { FleetConditionBuilder } from './report-builder';
import { storedParameters } from './report-parameters';
import { findReportUser } from './report-repository';

export const USER_GONE = /*i18n*/ 'The user who asked for this report can no longer sign in.';
export const BAD_PARAMETERS = /*i18n*/ 'The report request could not be read; generate the report again.';

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

/** A queued report's parameters read by their schema, and the scope its user has now; else a failure the user reads. */
export async function jobInput<T>(db: Db, job: JobContext, schema: z.ZodType<T>): Promise<{ parameters: T; scope: Scope }> {
  const parsed = schema.safeParse(job.parameters);
  if (!parsed.success) throw new JobFailure(BAD_PARAMETERS);
  const user = await findReportUser(db, job.userId);
  if (!user || !user.isActive) throw new JobFailure(USER_GONE);
  return { parameters: parsed.data, scope: await loadScope(db, user) };
}
