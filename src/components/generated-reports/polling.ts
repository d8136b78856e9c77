/**
 * When the screens ask the server again: a report is built in the background, so the list and
 * an opened report poll only while something is still queued or running, and stop by
 * themselves once every report is done or failed.
 */

/** How often an unfinished report is asked about; generation takes seconds to minutes. */
export const POLL_INTERVAL_MS = 2_000;

export type ReportStatus = 'queued' | 'running' | 'done' | 'failed';

export const isUnfinished = (status: ReportStatus): boolean => status === 'queued' || status === 'running';

/** The earlier-reports list polls while any report in it is unfinished. */
export function reportsPollInterval(reports: readonly { status: ReportStatus }[] | undefined): number | false {
  return reports?.some((report) => isUnfinished(report.status)) ? POLL_INTERVAL_MS : false;
}

/** An opened report polls while the server answers "not ready" for a queued or running one. */
export function reportPollInterval(answer: { state: string; status?: ReportStatus } | undefined): number | false {
  return answer?.state === 'not-ready' && answer.status !== undefined && isUnfinished(answer.status) ? POLL_INTERVAL_MS : false;
}

/** Progress 0–1 from the server as a whole percentage for a progress bar, 0–100. */
export function progressPercent(progress: number): number {
  if (!Number.isFinite(progress)) return 0;
  return Math.round(Math.min(1, Math.max(0, progress)) * 100);
}
