import type { Db } from '../../db/client';
import { JobFailure, type JobHandler } from '../../jobs';
import { HttpError } from '../../plugins/error-handler';
import { jobInput } from '../../jobs/job-input';
import { buildProductReport, storedParameters } from './report-service';

export const ACCOUNTS_GONE = /*i18n*/ 'You no longer have access to every account of this report; choose the accounts again.';

/**
 * The background job of a generated product analysis: the comparison built with the scope the
 * user has now (access removed in the meantime is respected) and stored whole, so reopening
 * it reads the figures as they were.
 */
export function productAnalysisJob(db: Db): JobHandler {
  return async (job) => {
    const { parameters, scope } = await jobInput(db, job, storedParameters);
    try {
      return await buildProductReport(db, scope, parameters, { unit: parameters.unit_of_measurement, preparedBy: parameters.prepared_by, currencySymbol: parameters.currency_symbol }, job.progress);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 403) throw new JobFailure(ACCOUNTS_GONE);
      throw error;
    }
  };
}
