import type { Db } from '../../../db/client';
import { HttpError } from '../../../plugins/error-handler';
import { eventTimesOf, type WriteTime } from '../../../plugins/request-context';
import type { Scope } from '../../../tenancy';
import { requireInspection, requireOpen } from '../survey-access';
import { findInspectionImage, IMAGE_NOT_FOUND, insertImage, softDeleteImage, tireBelongsToInspection } from './image-repository';
import type { ReceivedImage } from './image-intake';
import { TIRE_NOT_FOUND } from '../readings/reading-service';

/** Records a stored photo against an inspection, and a tire of it when named, at the device's time of the photo. */
export async function addImage(db: Db, scope: Scope, target: { unitInspectionId: number; tireId: number | null }, image: ReceivedImage, time: WriteTime) {
  const inspection = await requireInspection(db, scope, target.unitInspectionId, 'share');
  requireOpen(inspection.survey);
  if (target.tireId !== null) {
    const ok = await tireBelongsToInspection(db, target.tireId, { ...inspection, accountId: inspection.survey.accountId });
    if (!ok) throw new HttpError(404, TIRE_NOT_FOUND);
  }
  const row = await insertImage(db, {
    surveyId: inspection.surveyId,
    unitInspectionId: inspection.id,
    tireId: target.tireId,
    fileName: image.fileName,
    blob: image.blob,
    times: eventTimesOf(time, inspection.survey.surveyDate),
  });
  return { id: row.id, storage_id: row.storage_id };
}

/** Hides a photo; its bytes stay, so the record of a survey can be restored. Deleting twice is fine. */
export async function deleteImage(db: Db, scope: Scope, key: { storageId: string; unitInspectionId: number; tireId?: number }) {
  const image = await findInspectionImage(db, scope, key);
  if (!image) throw new HttpError(404, IMAGE_NOT_FOUND);
  const inspection = await requireInspection(db, scope, key.unitInspectionId, 'share');
  requireOpen(inspection.survey);
  await softDeleteImage(db, image.id);
  return { status: 200, description: image.deletedAt ? 'The image was already deleted' : 'Image deleted', isError: false };
}
