import type { Db } from '../../db/client';
import * as generated from '../../jobs/generated-reports';
import type { StoredParameters } from './report-parameters';

export const FLEET_CONDITION_KIND = 'fleet_condition';

/** Only queues the row; the job runner builds the report later, off the request's path. */
export const insertQueuedReport = (db: Db, userId: number, parameters: StoredParameters) =>
  generated.insertQueuedReport(db, FLEET_CONDITION_KIND, userId, parameters.report_name, parameters);

export const listReports = (db: Db, userId: number) => generated.listReports(db, FLEET_CONDITION_KIND, userId);

/** One of the user's own fleet condition reports (see findOwnReport of the shared list). */
export const findOwnReport = (db: Db, userId: number, id: number) => generated.findOwnReport(db, FLEET_CONDITION_KIND, userId, id);

