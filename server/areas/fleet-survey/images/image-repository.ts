import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { images, removedTires, surveys, tires } from '../../../db/schema';
import type { EventTimes } from '../../../plugins/request-context';
import { surveyFilter, type Scope } from '../../../tenancy';
import type { StoredImage } from '../../../files/image-upload';

export const IMAGE_NOT_FOUND = 'Image not found';

/** Where an image's bytes are served; the client puts it in an <img> with its bearer token. */
export const imageUrl = (storageId: string) => `/api/v2/fleet_survey/image/${storageId}`;

export interface NewImage {
  surveyId: number;
  unitInspectionId: number;
  tireId: number | null;
  fileName: string | null;
  blob: StoredImage;
  times: EventTimes;
}

export async function insertImage(db: Db, image: NewImage) {
  const [row] = await db
    .insert(images)
    .values({
      storageId: image.blob.storageId,
      surveyId: image.surveyId,
      unitInspectionId: image.unitInspectionId,
      tireId: image.tireId,
      contentType: image.blob.contentType,
      byteSize: image.blob.byteSize,
      sha256: image.blob.sha256,
      fileName: image.fileName,
      createdAt: image.times.at,
      receivedAt: image.times.receivedAt,
    })
    .returning({ id: images.id, storage_id: images.storageId });
  return row!;
}

/** The live images of a unit inspection, oldest first. */
export async function inspectionImages(db: Db, unitInspectionId: number) {
  const rows = await db
    .select({
      id: images.id,
      storage_id: images.storageId,
      tire_id: images.tireId,
      content_type: images.contentType,
      byte_size: images.byteSize,
      createdAt: images.createdAt,
    })
    .from(images)
    .where(and(eq(images.unitInspectionId, unitInspectionId), isNull(images.deletedAt)))
    .orderBy(asc(images.createdAt), asc(images.id));
  return rows.map(({ createdAt, ...row }) => ({ ...row, url: imageUrl(row.storage_id), created_at: createdAt.toISOString() }));
}

/** A live image whose survey the user may see. */
export async function scopedImage(db: Db, scope: Scope, storageId: string) {
  const [row] = await db
    .select({ storageId: images.storageId, contentType: images.contentType, byteSize: images.byteSize })
    .from(images)
    .innerJoin(surveys, eq(surveys.id, images.surveyId))
    .where(and(eq(images.storageId, storageId), isNull(images.deletedAt), isNull(surveys.deletedAt), surveyFilter(scope, surveys)));
  return row ?? null;
}

/** An image of an inspection (and tire, when named), deleted or not, with its survey in scope. */
export async function findInspectionImage(db: Db, scope: Scope, key: { storageId: string; unitInspectionId: number; tireId?: number }) {
  const [row] = await db
    .select({ id: images.id, surveyId: images.surveyId, deletedAt: images.deletedAt })
    .from(images)
    .innerJoin(surveys, eq(surveys.id, images.surveyId))
    .where(
      and(
        eq(images.storageId, key.storageId),
        eq(images.unitInspectionId, key.unitInspectionId),
        key.tireId === undefined ? undefined : eq(images.tireId, key.tireId),
        isNull(surveys.deletedAt),
        surveyFilter(scope, surveys),
      ),
    );
  return row ?? null;
}

export async function softDeleteImage(db: Db, id: number): Promise<void> {
  await db.update(images).set({ deletedAt: new Date() }).where(and(eq(images.id, id), isNull(images.deletedAt)));
}

/** Whether a tire may be photographed in an inspection: on the unit now, or taken off it in this survey. */
export async function tireBelongsToInspection(db: Db, tireId: number, inspection: { surveyId: number; unitId: number; accountId: number }) {
  const removedHere = db
    .select({ id: removedTires.id })
    .from(removedTires)
    .where(and(eq(removedTires.surveyId, inspection.surveyId), or(eq(removedTires.tireId, tires.id), eq(removedTires.replacedByTireId, tires.id))));
  const rows = await db
    .select({ id: tires.id })
    .from(tires)
    .where(and(eq(tires.id, tireId), eq(tires.accountId, inspection.accountId), or(eq(tires.unitId, inspection.unitId), sql`exists (${removedHere})`)));
  return rows.length > 0;
}

/** Photos of a tire an undone replacement takes away: hidden and detached, so the tire record can go. */
export async function detachTireImages(db: Db, tireId: number): Promise<void> {
  await db.update(images).set({ tireId: null, deletedAt: sql`coalesce(${images.deletedAt}, now())` }).where(eq(images.tireId, tireId));
}
