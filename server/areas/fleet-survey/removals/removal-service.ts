import type { ReplaceTiresRequest, UpdateRemovedTireRequest } from '../../../../contract/fleet-survey/inspection-removals';
import type { Db } from '../../../db/client';
import { removalReasons, wearConditions } from '../../../db/schema';
import { HttpError, VersionConflictError } from '../../../plugins/error-handler';
import { eventTimesOf, type WriteTime } from '../../../plugins/request-context';
import type { Scope } from '../../../tenancy';
import { requireOpen, requireSurvey, requireSurveyUnit } from '../survey-access';
import { detachTireImages } from '../images/image-repository';
import { requirePosition } from '../readings/positions';
import { deleteReadingsOfTires, ensureInspection, readInOtherSurveys } from '../readings/reading-repository';
import { assertIdsExist, assertTireReferences } from '../reference-repository';
import { deleteRemoval, insertRemoval, removedAgain, removedTireById, updateRemoval } from './removed-tire-repository';
import { syncScrapOfRemoval } from './scrap-of-removal';
import { deleteTires, insertMountedTire, placeTire, tireAt, tireById } from '../readings/tire-repository';

export const REMOVED_TIRE_NOT_FOUND = 'Removed tire not found';

async function assertRemovalLists(db: Db, body: { removal_reason_ids: number[]; wear_condition_ids: number[] }) {
  await assertIdsExist(db, removalReasons, body.removal_reason_ids, 'removal_reason_ids');
  await assertIdsExist(db, wearConditions, body.wear_condition_ids, 'wear_condition_ids');
}

/**
 * Takes the tire off a position and mounts a new one, in one transaction: the old tire leaves
 * the unit with status removed, the removal is recorded with the old tire's product details,
 * and the new tire takes the position; a removal for a reason other than retreading is also a
 * scrap record (scrap-of-removal.ts). A position without a recorded tire can still be
 * replaced; the removal then names no tire.
 */
export async function replaceTires(db: Db, scope: Scope, body: ReplaceTiresRequest, time: WriteTime) {
  const survey = await requireSurvey(db, scope, body.survey_id, 'share');
  requireOpen(survey);
  const unit = await requireSurveyUnit(db, scope, survey, body.unit_id, true);
  await requirePosition(db, unit, body);
  await assertRemovalLists(db, body);
  await assertTireReferences(db, body.new_tire, {}, 'new_tire.');

  const times = eventTimesOf(time, survey.surveyDate);
  const inspection = await ensureInspection(db, survey.id, unit.id, times);
  const mounted = await tireAt(db, unit.id, body);
  const old = mounted ? await tireById(db, mounted.id) : null;
  if (old) await placeTire(db, old.id, { status: 'removed' });
  const newTireId = await insertMountedTire(db, unit.accountId, unit.id, body, body.new_tire);
  const removedId = await insertRemoval(db, {
    surveyId: survey.id,
    unitInspectionId: inspection.id,
    unitId: unit.id,
    position: body,
    old,
    replacedByTireId: newTireId,
    values: body,
    times,
  });
  await syncScrapOfRemoval(db, removedId);
  return { removed_tire_id: removedId, new_tire_id: newTireId, unit_inspection_id: inspection.id };
}

/**
 * Puts the removed tire back in its position and takes the new tire away, as if the
 * replacement had not happened: the new tire's reading and photos in this survey go with it.
 * Refused once the survey is finished, or once the new tire has a history of its own.
 */
export async function undoTireReplace(db: Db, scope: Scope, removedTireId: number) {
  const removal = await removedTireById(db, scope, removedTireId);
  if (!removal) throw new HttpError(404, REMOVED_TIRE_NOT_FOUND);
  const survey = await requireSurvey(db, scope, removal.survey_id, 'share');
  requireOpen(survey);
  const unit = await requireSurveyUnit(db, scope, survey, removal.unit_id, true);
  const newTireId = removal.replaced_by_tire_id;
  if (newTireId !== null) {
    const newTire = await tireById(db, newTireId);
    const stillThere = newTire?.unit_id === unit.id && newTire.axle_number === removal.axle_number && newTire.side === removal.side && newTire.place === removal.place;
    if (newTire && (!stillThere || (await removedAgain(db, newTireId)))) {
      throw new HttpError(409, 'The new tire has been moved or replaced since; undo that first');
    }
    if (await readInOtherSurveys(db, survey.id, newTireId)) throw new HttpError(409, 'The new tire has readings in other surveys and cannot be taken back');
  }
  await deleteRemoval(db, removal.id);
  if (newTireId !== null) {
    await deleteReadingsOfTires(db, survey.id, [newTireId]);
    await detachTireImages(db, newTireId);
    await deleteTires(db, [newTireId]);
  }
  if (removal.tire_id !== null) {
    await placeTire(db, removal.tire_id, { status: 'mounted', unitId: unit.id, position: removal });
  }
  return { removed_tire_id: removal.id, restored_tire_id: removal.tire_id, removed_new_tire_id: newTireId };
}

/** Corrects a removal's reasons, wear conditions, tread depth, odometer, hours and comments. */
export async function updateRemovedTire(db: Db, scope: Scope, body: UpdateRemovedTireRequest) {
  const removal = await removedTireById(db, scope, body.id);
  if (!removal) throw new HttpError(404, REMOVED_TIRE_NOT_FOUND);
  requireOpen(await requireSurvey(db, scope, removal.survey_id, 'share'));
  await assertRemovalLists(db, body);
  const version = await updateRemoval(db, body.id, body.version, body);
  if (version === null) throw new VersionConflictError((await removedTireById(db, scope, body.id))!);
  await syncScrapOfRemoval(db, body.id);
  return { id: body.id, version };
}
