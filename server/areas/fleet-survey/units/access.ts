import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { fleetLocations, surveys, units } from '../../../db/schema';
import { HttpError } from '../../../plugins/error-handler';
import { locationFilter, surveyFilter, type Scope } from '../../../tenancy';

/*
 * Loading what a request names, within the user's scope. An id outside the scope answers 404,
 * exactly like an id that does not exist, so probing ids reveals nothing about other fleets.
 * (Account ids named in a body are the exception: assertAccountsInScope refuses them with 403,
 * as everywhere else in the portal.)
 */

export const LOCATION_NOT_FOUND = 'Location not found';
export const UNIT_NOT_FOUND = 'Unit not found';
export const SURVEY_NOT_FOUND = 'Survey not found';
export const SURVEY_FINISHED = 'This survey is finished and can no longer be changed';

export interface ScopedLocation {
  id: number;
  accountId: number;
  code: string;
  name: string;
}

export async function requireLocation(db: Db, scope: Scope, id: number): Promise<ScopedLocation> {
  const [row] = await db
    .select({ id: fleetLocations.id, accountId: fleetLocations.accountId, code: fleetLocations.code, name: fleetLocations.name })
    .from(fleetLocations)
    .where(and(eq(fleetLocations.id, id), locationFilter(scope, { accountId: fleetLocations.accountId, locationId: fleetLocations.id })));
  if (!row) throw new HttpError(404, LOCATION_NOT_FOUND);
  return row;
}

const unitColumns = {
  id: units.id,
  accountId: units.accountId,
  fleetLocationId: units.fleetLocationId,
  unitNumber: units.unitNumber,
  version: units.version,
};
export type ScopedUnit = { id: number; accountId: number; fleetLocationId: number; unitNumber: string; version: number };

/** A live (not deleted) unit in scope; `lock` holds its row until the transaction ends. */
export async function requireUnit(db: Db, scope: Scope, id: number, lock = false): Promise<ScopedUnit> {
  const query = db
    .select(unitColumns)
    .from(units)
    .where(and(eq(units.id, id), isNull(units.deletedAt), locationFilter(scope, { accountId: units.accountId, locationId: units.fleetLocationId })));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, UNIT_NOT_FOUND);
  return row;
}

export interface ScopedSurvey {
  id: number;
  accountId: number;
  fleetLocationId: number;
  dealerId: number | null;
  status: 'open' | 'finished';
  surveyDate: Date;
  version: number;
}

/** A live survey the user may see (a dealer: only its own); `lock` holds its row. */
export async function requireSurvey(db: Db, scope: Scope, id: number, lock = false): Promise<ScopedSurvey> {
  const query = db
    .select({
      id: surveys.id,
      accountId: surveys.accountId,
      fleetLocationId: surveys.fleetLocationId,
      dealerId: surveys.dealerId,
      status: surveys.status,
      surveyDate: surveys.surveyDate,
      version: surveys.version,
    })
    .from(surveys)
    .where(and(eq(surveys.id, id), isNull(surveys.deletedAt), surveyFilter(scope, surveys)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, SURVEY_NOT_FOUND);
  return row;
}

/** Finished surveys are the record of a visit: their units and details stay as they were. */
export function requireOpen(survey: ScopedSurvey): void {
  if (survey.status !== 'open') throw new HttpError(409, SURVEY_FINISHED);
}

export { fieldError } from '../../../plugins/error-handler';

/** PostgreSQL's unique_violation, wherever the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
