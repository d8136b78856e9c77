import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { UNIT_EVENT_TYPES, UNIT_HISTORY_MAX_GENERATED_UNITS, type UnitHistoryReportItem } from '../../../contract/unit-history';
import type { Db } from '../../db/client';
import { generatedReports } from '../../db/schema';
import { REPORT_LIST_LIMIT } from '../../jobs/generated-reports';

export const UNIT_HISTORY_KIND = 'unit_history';

/** What generate_reports stores for the job: the request as checked against the user's scope. */
export const storedParameters = z.object({
  account_ids: z.array(z.number().int()).min(1),
  unit_ids: z.array(z.number().int()).max(UNIT_HISTORY_MAX_GENERATED_UNITS).nullable(),
  report_name: z.string(),
});
export type StoredParameters = z.infer<typeof storedParameters>;

/** What the job stores: the units it resolved and the instant the report reads the history as of. */
export const storedResult = z.object({
  as_of: z.string(),
  unit_ids: z.array(z.number().int()),
  events: z.number().int(),
  per_type: z.record(z.enum(UNIT_EVENT_TYPES), z.number().int()),
});
export type StoredResult = z.infer<typeof storedResult>;

export async function insertQueuedReport(db: Db, userId: number, parameters: StoredParameters) {
  const [row] = await db
    .insert(generatedReports)
    .values({ userId, kind: UNIT_HISTORY_KIND, name: parameters.report_name, status: 'queued', progress: 0, parameters })
    .returning({ id: generatedReports.id, status: generatedReports.status });
  return row!;
}

const ofUser = (userId: number) => and(eq(generatedReports.userId, userId), eq(generatedReports.kind, UNIT_HISTORY_KIND));

export async function listReports(db: Db, userId: number): Promise<UnitHistoryReportItem[]> {
  const rows = await db
    .select({
      id: generatedReports.id,
      name: generatedReports.name,
      status: generatedReports.status,
      progress: generatedReports.progress,
      createdAt: generatedReports.createdAt,
      finishedAt: generatedReports.finishedAt,
      error: generatedReports.error,
      result: generatedReports.result,
    })
    .from(generatedReports)
    .where(ofUser(userId))
    .orderBy(desc(generatedReports.createdAt), desc(generatedReports.id))
    .limit(REPORT_LIST_LIMIT);
  return rows.map((row) => {
    const result = storedResult.safeParse(row.result);
    return {
      id: row.id,
      report_name: row.name,
      status: row.status,
      progress: row.progress,
      created_at: row.createdAt.toISOString(),
      finished_at: row.finishedAt?.toISOString() ?? null,
      error: row.error,
      units: result.success ? result.data.unit_ids.length : null,
      events: result.success ? result.data.events : null,
    };
  });
}

/** One of the user's own unit history reports; another user's is as absent as a missing one. */
export async function findOwnReport(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({ id: generatedReports.id, name: generatedReports.name, status: generatedReports.status, parameters: generatedReports.parameters, result: generatedReports.result, error: generatedReports.error })
    .from(generatedReports)
    .where(and(eq(generatedReports.id, id), ofUser(userId)));
  return row ?? null;
}
