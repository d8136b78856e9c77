import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, dealers, fleetLocations, surveys, users } from '../db/schema';
import { HttpError } from '../plugins/error-handler';

export const SURVEY_NOT_FOUND = 'Survey not found';

/**
 * A live survey's header as the dealer survey and inspection report details show it, if it
 * matches `scope` (each area's own survey rule); a survey outside it answers 404 like a missing
 * one, so its existence is not told.
 */
export async function requireSurveyHeader(db: Db, id: number, scope: SQL | undefined) {
  const [row] = await db
    .select({
      id: surveys.id,
      surveyDate: surveys.surveyDate,
      fleetLocationId: surveys.fleetLocationId,
      locationCode: fleetLocations.code,
      locationName: fleetLocations.name,
      address: fleetLocations.address,
      city: fleetLocations.city,
      state: fleetLocations.state,
      accountName: accounts.name,
      dealerName: dealers.name,
      surveyBy: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(surveys)
    .innerJoin(fleetLocations, eq(fleetLocations.id, surveys.fleetLocationId))
    .innerJoin(accounts, eq(accounts.id, surveys.accountId))
    .innerJoin(users, eq(users.id, surveys.surveyByUserId))
    .leftJoin(dealers, eq(dealers.id, surveys.dealerId))
    .where(and(eq(surveys.id, id), isNull(surveys.deletedAt), scope));
  if (!row) throw new HttpError(404, SURVEY_NOT_FOUND);
  return row;
}
export type SurveyHeader = Awaited<ReturnType<typeof requireSurveyHeader>>;
