import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query';
import { generatedReportKind } from '../db/schema';

/*
 * The queue is the generated_reports table itself. While a row runs, lease_token, leased_by
 * and heartbeat_at hold the runner's lease; attempts counts the runs started. Every write
 * after the claim names the lease token, so a runner whose row was recovered and claimed
 * again elsewhere can no longer touch it.
 */

export type ReportKind = (typeof generatedReportKind.enumValues)[number];

export interface ClaimedJob {
  id: number;
  userId: number;
  kind: ReportKind;
  name: string;
  parameters: unknown;
  attempt: number;
  token: string;
}

const kindList = (kinds: readonly ReportKind[]) => `{${kinds.filter((kind) => generatedReportKind.enumValues.includes(kind)).join(',')}}`;

/** Claims the oldest queued row of the given kinds; SKIP LOCKED lets several processes share the queue. */
export async function claimNext(db: Db, kinds: readonly ReportKind[], worker: string): Promise<ClaimedJob | null> {
  if (kinds.length === 0) return null;
  const token = randomUUID();
  const rows = await queryRows<{ id: number; user_id: number; kind: ReportKind; name: string; parameters: unknown; attempt: number }>(
    db,
    sql`UPDATE generated_reports
        SET status = 'running', progress = 0, error = null, result = null,
            lease_token = ${token}::text, leased_by = ${worker}::text, heartbeat_at = now(), attempts = attempts + 1
        WHERE id = (
          SELECT id FROM generated_reports
          WHERE status = 'queued' AND kind = any(${kindList(kinds)}::generated_report_kind[])
          ORDER BY id
          FOR UPDATE SKIP LOCKED
          LIMIT 1)
        RETURNING id, user_id, kind, name, parameters, attempts AS attempt`,
  );
  const row = rows[0];
  if (!row) return null;
  return { id: row.id, userId: row.user_id, kind: row.kind, name: row.name, parameters: row.parameters, attempt: row.attempt, token };
}

const leased = (job: ClaimedJob) => sql`id = ${job.id} AND status = 'running' AND lease_token = ${job.token}::text`;
const NO_LEASE = sql`lease_token = null, leased_by = null, heartbeat_at = null`;

async function changed(db: Db, query: SQL): Promise<boolean> {
  return (await queryRows<{ id: number }>(db, query)).length > 0;
}

/** Keeps the lease fresh; false when the row is no longer this runner's. */
export function heartbeat(db: Db, job: ClaimedJob): Promise<boolean> {
  return changed(
    db,
    sql`UPDATE generated_reports SET heartbeat_at = now() WHERE ${leased(job)} RETURNING id`,
  );
}

export function saveProgress(db: Db, job: ClaimedJob, progress: number): Promise<boolean> {
  return changed(
    db,
    sql`UPDATE generated_reports
        SET progress = ${progress}::real, heartbeat_at = now()
        WHERE ${leased(job)} RETURNING id`,
  );
}

export function completeJob(db: Db, job: ClaimedJob, result: unknown): Promise<boolean> {
  return changed(
    db,
    sql`UPDATE generated_reports
        SET status = 'done', progress = 1, result = ${JSON.stringify(result ?? null)}::jsonb, error = null, finished_at = now(), ${NO_LEASE}
        WHERE ${leased(job)} RETURNING id`,
  );
}

export function failJob(db: Db, job: ClaimedJob, message: string): Promise<boolean> {
  return changed(
    db,
    sql`UPDATE generated_reports SET status = 'failed', result = null, error = ${message}::text, finished_at = now(), ${NO_LEASE}
        WHERE ${leased(job)} RETURNING id`,
  );
}

/** Hands an interrupted row back to the queue (shutdown); the attempt does not count. */
export function releaseJob(db: Db, job: ClaimedJob): Promise<boolean> {
  return changed(
    db,
    sql`UPDATE generated_reports
        SET status = 'queued', progress = 0, attempts = ${job.attempt - 1}::int, ${NO_LEASE}
        WHERE ${leased(job)} RETURNING id`,
  );
}

export interface RecoveryOutcome {
  requeued: number[];
  failed: number[];
}

/**
 * Rows left 'running' by a process that stopped (crash, kill, deploy) show no heartbeat for
 * longer than the threshold: they go back to the queue, or fail once they have been tried
 * maxAttempts times, so a report that kills its runner cannot take every process down in turn.
 */
export async function recoverStale(db: Db, staleAfterMinutes: number, maxAttempts: number, message: string): Promise<RecoveryOutcome> {
  const rows = await queryRows<{ id: number; status: 'queued' | 'failed' }>(
    db,
    sql`UPDATE generated_reports
        SET status = CASE WHEN attempts >= ${maxAttempts}::int THEN 'failed'::report_job_status ELSE 'queued'::report_job_status END,
            progress = CASE WHEN attempts >= ${maxAttempts}::int THEN progress ELSE 0 END,
            error = CASE WHEN attempts >= ${maxAttempts}::int THEN ${message}::text END,
            finished_at = CASE WHEN attempts >= ${maxAttempts}::int THEN now() END,
            ${NO_LEASE}
        WHERE status = 'running'
          AND coalesce(heartbeat_at, created_at) < now() - ${staleAfterMinutes}::float8 * interval '1 minute'
        RETURNING id, status`,
  );
  return {
    requeued: rows.filter((row) => row.status === 'queued').map((row) => row.id),
    failed: rows.filter((row) => row.status === 'failed').map((row) => row.id),
  };
}

/** The language of the user a report is for, which its failure message is written in. */
export async function userLanguage(db: Db, userId: number): Promise<string> {
  const [row] = await queryRows<{ language: string }>(db, sql`SELECT language FROM users WHERE id = ${userId}`);
  return row?.language ?? 'en-US';
}
