import type { FleetSurveyDb } from './db';
import { newLocalId } from './ids';
import { freshRecord, requireRecord, writeLocally } from './local-write';
import { outboxRequests } from './outbox-requests';
import { appendToOutbox, creatorsOf, Refs } from './outbox';
import type { ImageRecord, UnitInspectionRecord } from './types';

export interface ImageMeta {
  ownerKind: 'unit' | 'tire';
  inspectionLocalId: string;
  /** The tire reading the photo shows; required when ownerKind is 'tire'. */
  tireLocalId?: string | null;
  fileName?: string;
}

/**
 * Keeps the photo's bytes in IndexedDB and queues the upload (multipart, file field "file", plus client_id):
 * unit photo: POST fleet_survey/add_unit_image/{unitInspectionId};
 * tire photo: POST fleet_survey/add_tire_image with fields unit_inspection_id and tire_id (the
 * physical tire mounted at the position). Answer { id, storage_id, client_id }.
 */
export function addImageLocally(db: FleetSurveyDb, blob: Blob, meta: ImageMeta): Promise<ImageRecord> {
  return writeLocally(db, async () => {
    const inspection = await requireRecord<UnitInspectionRecord>(db, 'unit_inspection', meta.inspectionLocalId);
    if (meta.ownerKind === 'tire' && !meta.tireLocalId) throw new TypeError('A tire photo needs tireLocalId');
    const localId = newLocalId();
    const fileName = meta.fileName ?? `${localId}.${blob.type.split('/')[1] ?? 'jpg'}`;
    const record: ImageRecord = {
      ...freshRecord(localId),
      ownerKind: meta.ownerKind,
      surveyLocalId: inspection.surveyLocalId,
      inspectionLocalId: inspection.localId,
      tireLocalId: meta.ownerKind === 'tire' ? meta.tireLocalId! : null,
      blob,
      contentType: blob.type || 'application/octet-stream',
      fileName,
      byteSize: blob.size,
      uploadedBytes: 0,
      status: 'pending',
      storageId: null,
      createdAt: Date.now(),
    };
    await db.images.add(record);
    const refs = new Refs();
    const file = { field: 'file', imageLocalId: localId, fileName };
    const request =
      meta.ownerKind === 'unit'
        ? outboxRequests.add_unit_image(refs.ref('path', 'unit_inspection', inspection.localId), localId, file)
        : outboxRequests.add_tire_image(
            {
              unit_inspection_id: refs.ref('form.fields.unit_inspection_id', 'unit_inspection', inspection.localId),
              tire_id: refs.ref('form.fields.tire_id', 'mounted_tire', meta.tireLocalId!),
            },
            localId,
            file,
          );
    await appendToOutbox(db, {
      op: meta.ownerKind === 'unit' ? 'add_unit_image' : 'add_tire_image',
      request,
      entityKind: 'image',
      entityLocalId: localId,
      answers: [{ kind: 'image', localId, idPath: 'storage_id' }],
      placeholders: refs.placeholders,
    });
    return record;
  });
}

/**
 * A photo never sent is simply dropped with its queued upload. Otherwise:
 * DELETE fleet_survey/delete_image?storageId=&unitInspectionId=[&tireId=], once the upload is confirmed.
 */
export function deleteImageLocally(db: FleetSurveyDb, localId: string): Promise<void> {
  return writeLocally(db, async () => {
    const image = await requireRecord<ImageRecord>(db, 'image', localId);
    const [upload] = await creatorsOf(db, 'image', localId);
    if (image.storageId === null && (!upload || (!upload.everSent && upload.status !== 'sending'))) {
      if (upload) await db.outbox.delete(upload.seq!);
      await db.images.delete(localId);
      return;
    }
    await db.images.put({ ...image, deleted: true, syncState: 'unsent', updatedAt: Date.now() });
    const refs = new Refs();
    const request = outboxRequests.delete_image({
      storageId: refs.ref('path', 'image', localId),
      unitInspectionId: refs.ref('path', 'unit_inspection', image.inspectionLocalId),
      ...(image.tireLocalId ? { tireId: refs.ref('path', 'mounted_tire', image.tireLocalId) } : {}),
    });
    await appendToOutbox(db, {
      op: 'delete_image',
      request,
      entityKind: 'image',
      entityLocalId: localId,
      placeholders: refs.placeholders,
      deletes: { kind: 'image', localId },
    });
  });
}

export async function listImages(db: FleetSurveyDb, inspectionLocalId: string, tireLocalId?: string): Promise<ImageRecord[]> {
  const images = await db.images.where('inspectionLocalId').equals(inspectionLocalId).toArray();
  return images.filter((i) => !i.deleted && (tireLocalId === undefined || i.tireLocalId === tireLocalId));
}
