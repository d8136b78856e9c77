import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { accounts, fleetLocations, surveys } from '../../../db/schema';
import { HttpError } from '../../../plugins/error-handler';
import type { EventTimes } from '../../../plugins/request-context';
import { SURVEY_NOT_FOUND } from './access';

/** The account and location a survey was made for, as report headers show them. */
export async function surveyHeading(db: Db, surveyId: number) {
  const [row] = await db
    .select({
      accountName: accounts.name,
      locationName: fleetLocations.name,
      locationCode: fleetLocations.code,
      address: fleetLocations.address,
      city: fleetLocations.city,
      state: fleetLocations.state,
      zip: fleetLocations.zip,
      surveyDate: surveys.surveyDate,
    })
    .from(surveys)
    .innerJoin(accounts, eq(accounts.id, surveys.accountId))
    .innerJoin(fleetLocations, eq(fleetLocations.id, surveys.fleetLocationId))
    .where(eq(surveys.id, surveyId));
  if (!row) throw new HttpError(404, SURVEY_NOT_FOUND);
  return { ...row, fullAddress: `${row.address}, ${row.city}, ${row.state} ${row.zip}`.trim() };
}

/** Closes a survey to edits and raises its version; finished at the device's time of the finish. */
export async function markSurveyFinished(db: Db, surveyId: number, times: EventTimes): Promise<{ version: number; finishedAt: Date }> {
  const [row] = await db
    .update(surveys)
    .set({ status: 'finished', finishedAt: times.at, finishReceivedAt: times.receivedAt, version: sql`${surveys.version} + 1` })
    .where(eq(surveys.id, surveyId))
    .returning({ version: surveys.version, finishedAt: surveys.finishedAt });
  return { version: row!.version, finishedAt: row!.finishedAt! };
}
