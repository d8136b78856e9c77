import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { generatedReports, users } from '../../db/schema';
import type { StoredParameters } from './report-parameters';

export const FLEET_CONDITION_KIND = 'fleet_condition';
/** Earlier reports listed: the newest ones; older ones stay stored and open by id. */
export const REPORT_LIST_LIMIT = 200;

/** Only queues the row; the job runner builds the report later, off the request's path. */
export async function insertQueuedReport(db: Db, userId: number, parameters: StoredParameters) {
  const [row] = await db
    .insert(generatedReports)
    .values({ userId, kind: FLEET_CONDITION_KIND, name: parameters.report_name, status: 'queued', progress: 0, parameters })
    .returning({ id: generatedReports.id, status: generatedReports.status });
  return row!;
}

export async function listReports(db: Db, userId: number) {
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
    .where(and(eq(generatedReports.userId, userId), eq(generatedReports.kind, FLEET_CONDITION_KIND)))
    .orderBy(desc(generatedReports.createdAt), desc(generatedReports.id))
    .limit(REPORT_LIST_LIMIT);
  return rows.map(({ createdAt, finishedAt, ...row }) => ({
    ...row,
    created_at: createdAt.toISOString(),
    finished_at: finishedAt?.toISOString() ?? null,
  }));
}

/**
 * One of the user's own fleet condition reports; another user's is as absent as a missing one.
 * The result comes as the JSON text PostgreSQL keeps (a large fleet's report is megabytes), so
 * answering it as JSON needs no parse and no second serialization.
 */
export async function findOwnReport(db: Db, userId: number, id: number) {
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
    .where(and(eq(generatedReports.id, id), eq(generatedReports.userId, userId), eq(generatedReports.kind, FLEET_CONDITION_KIND)));
  return row ?? null;
}

/** The requesting user as a background job needs them: for the scope and the cover page. */
export async function findReportUser(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id, group: users.group, dealerId: users.dealerId, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
