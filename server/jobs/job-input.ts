import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { loadScope, type Scope } from '../tenancy';
import { JobFailure, type JobContext } from './runner';

export const USER_GONE = /*i18n*/ 'The user who asked for this report can no longer sign in.';
export const BAD_PARAMETERS = /*i18n*/ 'The report request could not be read; generate the report again.';

/** The requesting user as a background job needs them: for the scope and the cover page. */
async function findReportUser(db: Db, userId: number) {
  const [row] = await db.select({ id: users.id, group: users.group, dealerId: users.dealerId, isActive: users.isActive }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/**
 * A queued report's parameters read by their schema, and the scope its user has now (access
 * removed in the meantime is respected); else a failure the user reads.
 */
export async function jobInput<T>(db: Db, job: JobContext, schema: z.ZodType<T>): Promise<{ parameters: T; scope: Scope }> {
  const parsed = schema.safeParse(job.parameters);
  if (!parsed.success) throw new JobFailure(BAD_PARAMETERS);
  const user = await findReportUser(db, job.userId);
  if (!user || !user.isActive) throw new JobFailure(USER_GONE);
  return { parameters: parsed.data, scope: await loadScope(db, user) };
}
