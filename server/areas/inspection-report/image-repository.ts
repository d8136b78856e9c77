import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { ImagesPageResponse } from '../../../contract/inspection-report';
import type { Db } from '../../db/client';
import { images, tireReadings, unitInspections, units } from '../../db/schema';
import { HttpError } from '../../plugins/error-handler';
import { positionCode } from '../../tire-exceptions/position-code';
import { imageUrl } from '../fleet-survey/images/image-repository';

const NOTHING_HERE = 'Not found';

/** How many live photos each unit and each tire of a survey has (optionally of one unit). */
export async function imageLinks(db: Db, surveyId: number, unitId: number | null | undefined) {
  const rows = await db
    .select({ unitId: unitInspections.unitId, tireId: images.tireId, count: count() })
    .from(images)
    .innerJoin(unitInspections, eq(unitInspections.id, images.unitInspectionId))
    .where(and(eq(images.surveyId, surveyId), isNull(images.deletedAt), unitId ? eq(unitInspections.unitId, unitId) : undefined))
    .groupBy(unitInspections.unitId, images.tireId)
    .orderBy(asc(unitInspections.unitId), asc(images.tireId));
  return {
    tire_images: rows.filter((row) => row.tireId !== null).map((row) => ({ tire_id: row.tireId!, unit_id: row.unitId, count: Number(row.count) })),
    unit_images: rows.filter((row) => row.tireId === null).map((row) => ({ unit_id: row.unitId, count: Number(row.count) })),
  };
}

/**
 * One unit's photos (not its tires') or one tire's photos in a survey, with the unit number
 * and, for a tire, its position as read in the survey. A unit or tire the survey did not
 * inspect answers 404.
 */
export async function imagesPage(db: Db, surveyId: number, target: { unit_id?: number | null; tire_id?: number | null }): Promise<ImagesPageResponse> {
  let unitNumber: string;
  let position: string | null = null;
  let where;
  if (target.tire_id) {
    const [reading] = await db
      .select({ unitNumber: units.unitNumber, axleNumber: tireReadings.axleNumber, side: tireReadings.side, place: tireReadings.place })
      .from(tireReadings)
      .innerJoin(units, eq(units.id, tireReadings.unitId))
      .where(and(eq(tireReadings.surveyId, surveyId), eq(tireReadings.tireId, target.tire_id)))
      .limit(1);
    if (!reading) throw new HttpError(404, NOTHING_HERE);
    unitNumber = reading.unitNumber;
    position = positionCode(reading.axleNumber, reading.side, reading.place);
    where = and(eq(images.surveyId, surveyId), eq(images.tireId, target.tire_id));
  } else {
    const [inspection] = await db
      .select({ id: unitInspections.id, unitNumber: units.unitNumber })
      .from(unitInspections)
      .innerJoin(units, eq(units.id, unitInspections.unitId))
      .where(and(eq(unitInspections.surveyId, surveyId), eq(unitInspections.unitId, target.unit_id!)));
    if (!inspection) throw new HttpError(404, NOTHING_HERE);
    unitNumber = inspection.unitNumber;
    where = and(eq(images.unitInspectionId, inspection.id), isNull(images.tireId));
  }
  const rows = await db
    .select({ id: images.id, storageId: images.storageId, contentType: images.contentType, createdAt: images.createdAt })
    .from(images)
    .where(and(where, isNull(images.deletedAt), isNotNull(images.surveyId)))
    .orderBy(asc(images.createdAt), asc(images.id));
  return {
    page_info: { UnitNumber: unitNumber, PositionLocation: position },
    images: rows.map((row) => ({ id: row.id, url: imageUrl(row.storageId), content_type: row.contentType, created_at: row.createdAt.toISOString() })),
  };
}
