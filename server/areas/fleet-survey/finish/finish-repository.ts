import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { surveys } from '../../../db/schema';
import type { EventTimes } from '../../../plugins/request-context';

/** Closes a survey to edits and raises its version; finished at the device's time of the finish. */
export async function markSurveyFinished(db: Db, surveyId: number, times: EventTimes): Promise<{ version: number; finishedAt: Date }> {
  const [row] = await db
    .update(surveys)
    .set({ status: 'finished', finishedAt: times.at, finishReceivedAt: times.receivedAt, version: sql`${surveys.version} + 1` })
    .where(eq(surveys.id, surveyId))
    .returning({ version: surveys.version, finishedAt: surveys.finishedAt });
  return { version: row!.version, finishedAt: row!.finishedAt! };
}
