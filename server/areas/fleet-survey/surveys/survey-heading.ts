import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { accounts, fleetLocations, surveys } from '../../../db/schema';
import { HttpError } from '../../../plugins/error-handler';
import { SURVEY_NOT_FOUND } from '../survey-access';

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
