/**
 * get_report's failures as states of the report view (spec 1 §8 and the contract): 404 is a
 * report that is not the user's or does not exist; 409 is one still queued or running (or
 * failed, with the reason); 410 is data of an older shape. Anything else stays an error.
 */
import type { ReportStatus } from './polling';

export type FailedAnswer =
  | { state: 'not-ready'; status: ReportStatus; progress: number; message: string }
  | { state: 'not-found' }
  | { state: 'outdated'; message: string };

const STATUSES: readonly ReportStatus[] = ['queued', 'running', 'done', 'failed'];

export function answerForFailure(httpStatus: number, body: unknown): FailedAnswer | null {
  const fields = (body && typeof body === 'object' ? body : {}) as { report_status?: unknown; progress?: unknown; message?: unknown };
  const message = typeof fields.message === 'string' ? fields.message : '';
  if (httpStatus === 404) return { state: 'not-found' };
  if (httpStatus === 410) return { state: 'outdated', message };
  if (httpStatus === 409 && STATUSES.includes(fields.report_status as ReportStatus)) {
    const progress = typeof fields.progress === 'number' ? fields.progress : 0;
    return { state: 'not-ready', status: fields.report_status as ReportStatus, progress, message };
  }
  return null;
}
