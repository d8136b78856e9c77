import { and, eq, sql } from 'drizzle-orm';
import {
  parseSurveyDate,
  type CreateSurveyRequest,
  type UpdateSurveyDetailsRequest,
} from '../../../../contract/fleet-survey/surveys';
import type { UnitFields } from '../../../../contract/fleet-survey/units';
import { isDealer, type SessionUser } from '../../../auth/session-user';
import type { Db } from '../../../db/client';
import { dealers, surveys, unitInspections } from '../../../db/schema';
import { HttpError, VersionConflictError } from '../../../plugins/error-handler';
import { eventTimesOf, type WriteTime } from '../../../plugins/request-context';
import { dealerFilter, type Scope } from '../../../tenancy';
import { fieldError, requireLocation, requireOpen, requireSurvey, requireUnit, SURVEY_DETAILS_FINISHED } from '../survey-access';
import { findSurveyRow } from './survey-repository';
import type { UnitReferences } from '../units/unit-references';
import { createUnit } from '../units/unit-writer';

export const DEALER_NOT_FOUND = 'Dealer not found';
export const OWN_DEALER_ONLY = 'A dealer can only make surveys as its own dealer';
export const NO_DEALER = 'Your user is not linked to a dealer';
export const FINISHED_DELETE_STAFF_ONLY = 'Only staff can delete a finished survey';
export const UNIT_OF_OTHER_ACCOUNT = 'The unit belongs to another account than the survey';

function surveyDateOf(text: string): Date {
  const date = parseSurveyDate(text);
  if (!date) throw fieldError('survey_date', 'Please enter date in the correct format');
  return date;
}

/**
 * The survey's dealer. A dealer user surveys as its own dealer, always; others may name any
 * dealer they can see (or none). `requested` undefined means "the default": the user's dealer.
 */
async function dealerFor(db: Db, scope: Scope, user: SessionUser, requested: number | null | undefined): Promise<number | null> {
  if (isDealer(user)) {
    if (user.dealerId === null) throw new HttpError(403, NO_DEALER);
    if (requested !== undefined && requested !== user.dealerId) throw new HttpError(403, OWN_DEALER_ONLY);
    return user.dealerId;
  }
  if (requested === undefined) return user.dealerId;
  if (requested === null) return null;
  const [dealer] = await db.select({ id: dealers.id }).from(dealers).where(and(eq(dealers.id, requested), dealerFilter(scope, dealers.id)));
  if (!dealer) throw new HttpError(404, DEALER_NOT_FOUND);
  return dealer.id;
}

/** create_survey: an open survey at a location in scope, made by the user. */
export async function createSurvey(db: Db, scope: Scope, user: SessionUser, body: CreateSurveyRequest) {
  const location = await requireLocation(db, scope, body.location_id);
  const dealerId = await dealerFor(db, scope, user, body.dealer_id);
  const [row] = await db
    .insert(surveys)
    .values({
      accountId: location.accountId,
      fleetLocationId: location.id,
      dealerId,
      surveyByUserId: user.id,
      surveyDate: surveyDateOf(body.survey_date),
      comments: body.comments?.trim() || null,
    })
    .returning({ id: surveys.id, version: surveys.version });
  return row;
}

/** update_survey_details: only an open survey, only from the version the user opened. */
export async function updateSurveyDetails(db: Db, scope: Scope, user: SessionUser, body: UpdateSurveyDetailsRequest) {
  const survey = await requireSurvey(db, scope, body.id, 'update');
  if (survey.version !== body.version) throw new VersionConflictError(await findSurveyRow(db, scope, survey.id));
  requireOpen(survey, SURVEY_DETAILS_FINISHED);
  const changes: Partial<typeof surveys.$inferInsert> = {};
  if (body.survey_date !== undefined) changes.surveyDate = surveyDateOf(body.survey_date);
  if (body.dealer_id !== undefined) changes.dealerId = await dealerFor(db, scope, user, body.dealer_id);
  if (body.comments !== undefined) changes.comments = body.comments?.trim() || null;
  const [row] = await db
    .update(surveys)
    .set({ ...changes, version: sql`${surveys.version} + 1` })
    .where(eq(surveys.id, survey.id))
    .returning({ id: surveys.id, version: surveys.version });
  return row;
}

/**
 * delete_survey: a soft delete, so reports and idempotent replays still find the row. A
 * finished survey is a record other reports rely on: only staff may delete it.
 */
export async function deleteSurvey(db: Db, scope: Scope, surveyId: number) {
  const survey = await requireSurvey(db, scope, surveyId, 'update');
  if (survey.status === 'finished' && scope.kind !== 'staff') throw new HttpError(403, FINISHED_DELETE_STAFF_ONLY);
  await db.update(surveys).set({ deletedAt: new Date(), version: sql`${surveys.version} + 1` }).where(eq(surveys.id, survey.id));
  return { id: survey.id };
}

interface InspectionFields {
  mileage?: number | null;
  hours?: number | null;
  comments?: string | null;
}

const inspectionValues = (fields: InspectionFields) => ({
  mileage: fields.mileage ?? null,
  hours: fields.hours ?? null,
  comments: fields.comments?.trim() || null,
});

/** An inspection is dated by the device's time of the change that made it. */
function inspectionTimes(time: WriteTime, surveyDate: Date) {
  const { at, receivedAt } = eventTimesOf(time, surveyDate);
  return { inspectedAt: at, receivedAt };
}

/** add_new_unit_to_survey: the unit at the survey's location and its inspection, together. */
export async function addNewUnitToSurvey(
  db: Db,
  scope: Scope,
  body: InspectionFields & { survey_id: number; unit: UnitFields },
  refs: UnitReferences,
  time: WriteTime,
) {
  const survey = await requireSurvey(db, scope, body.survey_id, 'update');
  requireOpen(survey, SURVEY_DETAILS_FINISHED);
  const location = await requireLocation(db, scope, survey.fleetLocationId);
  const unit = await createUnit(db, location, body.unit, refs, 'unit.');
  const [inspection] = await db
    .insert(unitInspections)
    .values({ surveyId: survey.id, unitId: unit.id, ...inspectionTimes(time, survey.surveyDate), ...inspectionValues(body) })
    .returning({ id: unitInspections.id });
  return { unit_id: unit.id, unit_inspection_id: inspection.id };
}

/**
 * add_existing_unit_to_survey: a unit of the survey's account (parked at any of its
 * locations) joins the survey once; asking again returns the inspection it already has.
 */
export async function addExistingUnitToSurvey(db: Db, scope: Scope, body: InspectionFields & { survey_id: number; unit_id: number }, time: WriteTime) {
  const survey = await requireSurvey(db, scope, body.survey_id, 'update');
  requireOpen(survey, SURVEY_DETAILS_FINISHED);
  const unit = await requireUnit(db, scope, body.unit_id);
  if (unit.accountId !== survey.accountId) throw fieldError('unit_id', UNIT_OF_OTHER_ACCOUNT);
  const [inserted] = await db
    .insert(unitInspections)
    .values({ surveyId: survey.id, unitId: unit.id, ...inspectionTimes(time, survey.surveyDate), ...inspectionValues(body) })
    .onConflictDoNothing()
    .returning({ id: unitInspections.id });
  if (inserted) return { unit_inspection_id: inserted.id, is_new: true };
  const [existing] = await db
    .select({ id: unitInspections.id })
    .from(unitInspections)
    .where(and(eq(unitInspections.surveyId, survey.id), eq(unitInspections.unitId, unit.id)));
  return { unit_inspection_id: existing.id, is_new: false };
}
