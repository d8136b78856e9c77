import type { SaveTireRequest, UpdateTireDetailsRequest, UpdateUnitInspectionRequest } from '../../../../contract/fleet-survey/inspection';
import { parseDotCode } from '../../../../contract/tire-age';
import type { Db } from '../../../db/client';
import { wearConditions } from '../../../db/schema';
import { HttpError, VersionConflictError } from '../../../plugins/error-handler';
import { eventTimesOf, type WriteTime } from '../../../plugins/request-context';
import type { Scope } from '../../../tenancy';
import { isInspectedUnit, requireInspection, requireOpen, requireSurvey, requireSurveyUnit } from '../survey-access';
import { requirePosition } from './positions';
import { assertIdsExist, assertTireReferences } from '../reference-repository';
import {
  copyTireDetailsToReadings,
  ensureInspection,
  inspectionById,
  readingAt,
  replaceWearConditions,
  updateInspectionFields,
  writeReading,
} from './reading-repository';
import { insertMountedTire, lockTirePlace, tireAt, tireById, toTireInfo, updateTireDetails as writeTireDetails } from './tire-repository';
import { lockTireTarget, writeTireReading } from './tire-write';

export const TIRE_NOT_FOUND = 'Tire not found';

/**
 * Records the reading of one position: the unit's inspection and the position's tire record
 * are created when missing, all in the caller's transaction. An edit must name the version it
 * was based on; a stale or missing version gets 409 with the stored reading. Two statements
 * when all is well (tire-write.ts); otherwise the checks below, one at a time, say what is wrong.
 */
export async function saveTire(db: Db, scope: Scope, body: SaveTireRequest, time: WriteTime) {
  const target = await lockTireTarget(db, scope, body);
  const written = target && (await writeTireReading(db, target, body, eventTimesOf(time, target.surveyDate)));
  if (!written) return saveTireStepByStep(db, scope, body, time);
  if (written.conflict) throw new VersionConflictError((await readingAt(db, written.inspectionId, body, true))!);
  return { tire_id: written.tireId, tire_reading_id: written.readingId!, unit_inspection_id: written.inspectionId, version: written.version! };
}

// Both stay: the two statements are the speed of a day's replay, the steps name what is wrong (tests/integration/save-tire-paths.test.ts checks they agree).
export async function saveTireStepByStep(db: Db, scope: Scope, body: SaveTireRequest, time: WriteTime) {
  const survey = await requireSurvey(db, scope, body.survey_id, 'share');
  const times = eventTimesOf(time, survey.surveyDate);
  requireOpen(survey);
  const unit = await requireSurveyUnit(db, scope, survey, body.unit_id, true);
  const axle = await requirePosition(db, unit, body);
  await assertIdsExist(db, wearConditions, body.wear_condition_ids, 'wear_condition_ids');

  const inspection = await ensureInspection(db, survey.id, unit.id, times);
  const mounted = await tireAt(db, unit.id, body);
  const tireId = mounted?.id ?? (await insertMountedTire(db, unit.accountId, unit.id, body));
  const tire = (await tireById(db, tireId))!;

  const existing = await readingAt(db, inspection.id, body, true);
  // A reading left by a tire replaced since belongs to the removal record now (which keeps
  // its tread depth); the new tire's first reading takes its place without a version.
  const ofThisTire = existing !== null && (existing.tire_id === null || existing.tire_id === tireId);
  if (ofThisTire && body.version !== existing.version) throw new VersionConflictError(existing);
  const { id: readingId, version } = await writeReading(
    db,
    { existingId: existing?.id ?? null, unitInspectionId: inspection.id, surveyId: survey.id, unitId: unit.id, position: body },
    { tire, positionClass: axle.positionClass, pressurePsi: body.pressure_psi, treadDepthMm: body.tread_depth_mm, ...times },
  );
  await replaceWearConditions(db, readingId, body.wear_condition_ids);
  return { tire_id: tireId, tire_reading_id: readingId, unit_inspection_id: inspection.id, version };
}

/**
 * Edits a tire's details. The tire must be of the survey's account; the survey's own reading
 * of it takes the new product details too, since it describes the tire as found.
 */
export async function updateTireDetails(db: Db, scope: Scope, body: UpdateTireDetailsRequest) {
  const survey = await requireSurvey(db, scope, body.survey_id, 'share');
  requireOpen(survey);
  // The tire must be on a unit of this survey that the user reaches, not merely in its fleet.
  const place = await lockTirePlace(db, body.tire_id);
  if (!place || place.accountId !== survey.accountId || place.unitId === null) throw new HttpError(404, TIRE_NOT_FOUND);
  if (!(await isInspectedUnit(db, scope, survey, place.unitId))) throw new HttpError(404, TIRE_NOT_FOUND);
  const current = (await tireById(db, body.tire_id))!;
  if (current.version !== body.version) throw new VersionConflictError(toTireInfo(current));
  const { survey_id: _survey, tire_id: _tire, version: _version, ...values } = body;
  if (typeof values.dot_code === 'string') {
    // The contract refused a code that does not parse; its week and year are the tire's date.
    const parsed = parseDotCode(values.dot_code, new Date());
    if (!parsed.ok) throw new HttpError(400, 'Invalid DOT code');
    Object.assign(values, { dot_code: parsed.value.code, dot_week: parsed.value.week, dot_year: parsed.value.year });
  }
  await assertTireReferences(db, values, current);
  const version = await writeTireDetails(db, body.tire_id, values);
  await copyTireDetailsToReadings(db, survey.id, (await tireById(db, body.tire_id))!);
  return { tire_id: body.tire_id, version };
}

/**
 * Mileage, hours and comments of a unit in a survey, creating the inspection when it is named
 * by survey and unit and missing. Without a version only an inspection never edited may be
 * changed: one that save_tire made on the way holds nothing the tablet could overwrite.
 */
export async function updateUnitInspection(db: Db, scope: Scope, body: UpdateUnitInspectionRequest, time: WriteTime) {
  let inspectionId: number;
  if (body.unit_inspection_id !== undefined) {
    const inspection = await requireInspection(db, scope, body.unit_inspection_id, 'share');
    requireOpen(inspection.survey);
    inspectionId = inspection.id;
  } else {
    const survey = await requireSurvey(db, scope, body.survey_id!, 'share');
    requireOpen(survey);
    const unit = await requireSurveyUnit(db, scope, survey, body.unit_id!, true);
    inspectionId = (await ensureInspection(db, survey.id, unit.id, eventTimesOf(time, survey.surveyDate))).id;
  }
  const current = (await inspectionById(db, inspectionId, true))!;
  if (current.version !== (body.version ?? 1)) throw new VersionConflictError(current);
  return { unit_inspection_id: inspectionId, version: await updateInspectionFields(db, inspectionId, body) };
}
