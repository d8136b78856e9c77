import { and, desc, eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { generatedReports } from '../db/schema';
import { HttpError } from '../plugins/error-handler';
import type { ReportKind } from './repository';

/** Earlier reports listed: the newest ones; older ones stay stored and open by id. */
export const REPORT_LIST_LIMIT = 200;

/**
 * The earlier-reports list every generated report kind shares (fleet condition, product
 * analysis): a request only queues a row of its kind, the job runner builds it, and a user
 * reads back only their own rows of that kind.
 */
export async function insertQueuedReport(db: Db, kind: ReportKind, userId: number, name: string, parameters: unknown) {
  const [row] = await db
    .insert(generatedReports)
    .values({ userId, kind, name, status: 'queued', progress: 0, parameters })
    .returning({ id: generatedReports.id, status: generatedReports.status });
  return row!;
}

const ofUser = (kind: ReportKind, userId: number) => and(eq(generatedReports.userId, userId), eq(generatedReports.kind, kind));

export async function listReports(db: Db, kind: ReportKind, userId: number) {
  const rows = await db
    .select({
      id: generatedReports.id,
      report_name: generatedReports.name,
      status: generatedReports.status,
      progress: generatedReports.progress,
      createdAt: generatedReports.createdAt,
      finishedAt: generatedReports.finishedAt,
      error: generatedReports.error,
    })
    .from(generatedReports)
    .where(ofUser(kind, userId))
    .orderBy(desc(generatedReports.createdAt), desc(generatedReports.id))
    .limit(REPORT_LIST_LIMIT);
  return rows.map(({ createdAt, finishedAt, ...row }) => ({
    ...row,
    created_at: createdAt.toISOString(),
    finished_at: finishedAt?.toISOString() ?? null,
  }));
}

/**
 * One of the user's own reports of the kind; another user's is as absent as a missing one.
 * The result comes as the JSON text PostgreSQL keeps (a large fleet's report is megabytes), so
 * answering it as JSON needs no parse and no second serialization.
 */
export async function findOwnReport(db: Db, kind: ReportKind, userId: number, id: number) {
  const [row] = await db
    .select({
      id: generatedReports.id,
      name: generatedReports.name,
      status: generatedReports.status,
      progress: generatedReports.progress,
      resultJson: sql<string | null>`${generatedReports.result}::text`,
      error: generatedReports.error,
    })
    .from(generatedReports)
    .where(and(eq(generatedReports.id, id), ofUser(kind, userId)));
  return row ?? null;
}

export const REPORT_NOT_FOUND = 'Report not found';
export const REPORT_NOT_READY = 'The report is not ready yet';
export const REPORT_OUTDATED = 'This report was made by an earlier version of the portal; generate it again';

/** Report ids (of any kind, ids are one sequence) this process has found of the current shape; a done report never changes. */
const currentShape = new LRUCache<number, true>({ max: 5_000 });

/**
 * A done report of the user's own, as the JSON text stored and parsed only if wanted: 404 for
 * none (or another user's), 409 until done (with its status and progress, or why it failed),
 * 410 for data of an older shape (checked once per report and process).
 */
export async function readyReportJson<T>(db: Db, kind: ReportKind, userId: number, id: number, schema: z.ZodType<T>): Promise<{ json: string; parsed: T | null }> {
  const row = await findOwnReport(db, kind, userId, id);
  if (!row) throw new HttpError(404, REPORT_NOT_FOUND);
  if (row.status !== 'done' || row.resultJson === null) {
    throw new HttpError(409, row.status === 'failed' ? (row.error ?? REPORT_NOT_READY) : REPORT_NOT_READY, undefined, {
      report_status: row.status,
      progress: row.progress,
    });
  }
  if (currentShape.has(id)) return { json: row.resultJson, parsed: null };
  const parsed = schema.safeParse(JSON.parse(row.resultJson));
  if (!parsed.success) throw new HttpError(410, REPORT_OUTDATED);
  currentShape.set(id, true);
  return { json: row.resultJson, parsed: parsed.data };
}

/** The stored report as data: parsed once per report and process, then trusted as that shape. */
export async function readyReport<T>(db: Db, kind: ReportKind, userId: number, id: number, schema: z.ZodType<T>): Promise<T> {
  const { json, parsed } = await readyReportJson(db, kind, userId, id, schema);
  return parsed ?? (JSON.parse(json) as T);
}
