import { and, eq, exists, isNull, or, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fleetLocations, surveys, unitInspections, units } from '../../db/schema';
import { HttpError } from '../../plugins/error-handler';
import { locationFilter, surveyFilter, type Scope } from '../../tenancy';

/*
 * What a request names, loaded within the user's scope. An id outside the scope answers 404,
 * exactly like one that does not exist, so probing ids tells nothing about other fleets.
 * (Account ids named in a body are the exception: assertAccountsInScope refuses them with 403,
 * as everywhere else in the portal.)
 */

export const LOCATION_NOT_FOUND = 'Location not found';
export const SURVEY_NOT_FOUND = 'Survey not found';
export const UNIT_NOT_FOUND = 'Unit not found';
export const INSPECTION_NOT_FOUND = 'Unit inspection not found';
export const SURVEY_FINISHED = 'Survey is finished';
/** What a change to a finished survey's details or unit list has always answered. */
export const SURVEY_DETAILS_FINISHED = 'This survey is finished and can no longer be changed';

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

export interface ScopedSurvey {
  id: number;
  accountId: number;
  fleetLocationId: number;
  dealerId: number | null;
  status: 'open' | 'finished';
  surveyDate: Date;
  finishedAt: Date | null;
  version: number;
}

const surveyColumns = {
  id: surveys.id,
  accountId: surveys.accountId,
  fleetLocationId: surveys.fleetLocationId,
  dealerId: surveys.dealerId,
  status: surveys.status,
  surveyDate: surveys.surveyDate,
  finishedAt: surveys.finishedAt,
  version: surveys.version,
};

/**
 * A live survey the user may see (a dealer: only its own). `lock` 'share' keeps it from being
 * finished while a write to its data runs; 'update' is for changing the survey itself.
 */
export async function requireSurvey(db: Db, scope: Scope, id: number, lock?: 'share' | 'update'): Promise<ScopedSurvey> {
  const query = db.select(surveyColumns).from(surveys).where(and(eq(surveys.id, id), isNull(surveys.deletedAt), surveyFilter(scope, surveys)));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw new HttpError(404, SURVEY_NOT_FOUND);
  return row;
}

/**
 * A finished survey is the record of a visit: its readings, tires, photos, details and units
 * stay as they were. `message` keeps the longer sentence the details and unit-list writes give.
 */
export function requireOpen(survey: Pick<ScopedSurvey, 'status'>, message = SURVEY_FINISHED): void {
  if (survey.status !== 'open') throw new HttpError(409, message);
}

export interface ScopedUnit {
  id: number;
  accountId: number;
  fleetLocationId: number;
  unitNumber: string;
  axleConfigurationId: number | null;
  version: number;
}

const unitColumns = {
  id: units.id,
  accountId: units.accountId,
  fleetLocationId: units.fleetLocationId,
  unitNumber: units.unitNumber,
  axleConfigurationId: units.axleConfigurationId,
  version: units.version,
};

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

/**
 * Units a user reaches: those in scope, plus those at the survey's location or inspected in it.
 * The survey is given by its values, or by its columns when the query joins surveys itself.
 */
export function unitReach(db: Db, scope: Scope, survey: { id: number | AnyColumn; fleetLocationId: number | AnyColumn }) {
  const visible = locationFilter(scope, { accountId: units.accountId, locationId: units.fleetLocationId });
  // Staff have no filter at all; or() would turn an absent filter into a restriction.
  if (visible === undefined) return undefined;
  const inspected = db
    .select({ id: unitInspections.id })
    .from(unitInspections)
    .where(and(eq(unitInspections.surveyId, survey.id), eq(unitInspections.unitId, units.id)));
  return or(visible, eq(units.fleetLocationId, survey.fleetLocationId), exists(inspected));
}

/**
 * A live unit of the survey's account (units move between yards, not between fleets) that the
 * user may see, or that is part of the survey: at its location or inspected in it, which a
 * dealer reaches through the survey it made. `lock` serialises writes to the unit's positions,
 * so two tablets cannot mount two tires in one position.
 */
export async function requireSurveyUnit(db: Db, scope: Scope, survey: ScopedSurvey, unitId: number, lock = false): Promise<ScopedUnit> {
  const query = db
    .select(unitColumns)
    .from(units)
    .where(
      and(
        eq(units.id, unitId),
        eq(units.accountId, survey.accountId),
        isNull(units.deletedAt),
        unitReach(db, scope, survey),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, UNIT_NOT_FOUND);
  return row;
}

/**
 * Whether a unit is inspected in this survey and within the user's reach: at a location the
 * user sees, or at the survey's own location (a dealer reaches those through its survey).
 */
export async function isInspectedUnit(db: Db, scope: Scope, survey: ScopedSurvey, unitId: number): Promise<boolean> {
  const visible = locationFilter(scope, { accountId: units.accountId, locationId: units.fleetLocationId });
  const inspected = db
    .select({ id: unitInspections.id })
    .from(unitInspections)
    .where(and(eq(unitInspections.surveyId, survey.id), eq(unitInspections.unitId, units.id)));
  const reach = visible === undefined ? undefined : or(visible, eq(units.fleetLocationId, survey.fleetLocationId));
  const [row] = await db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.id, unitId), eq(units.accountId, survey.accountId), isNull(units.deletedAt), exists(inspected), reach));
  return row !== undefined;
}

export interface ScopedInspection {
  id: number;
  surveyId: number;
  unitId: number;
  survey: ScopedSurvey;
}

/** A unit inspection whose survey the user may see, read with its survey in one query. */
export async function requireInspection(db: Db, scope: Scope, id: number, lock?: 'share' | 'update'): Promise<ScopedInspection> {
  const query = db
    .select({ id: unitInspections.id, surveyId: unitInspections.surveyId, unitId: unitInspections.unitId, survey: surveyColumns })
    .from(unitInspections)
    .innerJoin(surveys, eq(surveys.id, unitInspections.surveyId))
    .where(and(eq(unitInspections.id, id), isNull(surveys.deletedAt), surveyFilter(scope, surveys)));
  const [row] = lock ? await query.for(lock, { of: surveys }) : await query;
  if (!row) throw new HttpError(404, INSPECTION_NOT_FOUND);
  return row;
}

export { fieldError } from '../../plugins/error-handler';

/** PostgreSQL's unique_violation, wherever the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
