import type { FleetSurveyDb } from './db';
import { newLocalId } from './ids';
import { freshRecord, requireRecord, writeLocally } from './local-write';
import { outboxRequests } from './outbox-requests';
import { appendToOutbox, Refs } from './outbox';
import { detailsOf } from './tire-repository';
import type { RemovalFields, RemovedTireRecord, TireDetails, TireReadingRecord } from './types';

/** The removal fields as the calls send them: every one, so a later edit never drops a field. */
function removalBody(data: RemovalFields) {
  return {
    removal_reason_ids: data.removal_reason_ids,
    wear_condition_ids: data.wear_condition_ids ?? [],
    tread_depth_mm: data.tread_depth_mm ?? null,
    odometer: data.odometer ?? null,
    hours: data.hours ?? null,
    comments: data.comments ?? null,
  };
}

/**
 * Takes the tire at a reading's position off and mounts a new one:
 * POST fleet_survey/replace_tires { survey_id, unit_id, axle_number, side, place, removal_reason_ids,
 * wear_condition_ids, tread_depth_mm, odometer, hours, comments, new_tire: { ...details } },
 * answer { removed_tire_id, new_tire_id, unit_inspection_id }.
 */
export function replaceTireLocally(db: FleetSurveyDb, input: { readingLocalId: string; removal: RemovalFields; newTire: TireDetails }): Promise<RemovedTireRecord> {
  return writeLocally(db, async () => {
    const reading = await requireRecord<TireReadingRecord>(db, 'tire', input.readingLocalId);
    const position = { axle_number: reading.data.axle_number, side: reading.data.side, place: reading.data.place };
    const removed: RemovedTireRecord = {
      ...freshRecord(newLocalId()),
      surveyLocalId: reading.surveyLocalId,
      inspectionLocalId: reading.inspectionLocalId,
      unitLocalId: reading.unitLocalId,
      readingLocalId: reading.localId,
      previousReading: reading.data,
      data: { ...position, ...input.removal },
    };
    await db.removed_tires.add(removed);
    // The new tire starts without readings; the old reading now belongs to the removal.
    await db.tires.put({ ...reading, data: { ...position, ...input.newTire }, syncState: 'unsent', updatedAt: Date.now() });
    const refs = new Refs();
    const body = {
      survey_id: refs.ref('body.survey_id', 'survey', reading.surveyLocalId),
      unit_id: refs.ref('body.unit_id', 'unit', reading.unitLocalId),
      ...position,
      ...removalBody(input.removal),
      new_tire: { is_retread: false, previous_caps: 0, ...detailsOf(input.newTire) },
    };
    await appendToOutbox(db, {
      op: 'replace_tires',
      request: outboxRequests.replace_tires(body),
      entityKind: 'removed_tire',
      entityLocalId: removed.localId,
      alsoWrites: [{ kind: 'tire', localId: reading.localId }],
      // Like a reading, the removal goes into the unit's inspection (see saveTireReadingLocally).
      refersTo: [{ kind: 'unit_inspection', localId: reading.inspectionLocalId }],
      answers: [
        { kind: 'removed_tire', localId: removed.localId, idPath: 'removed_tire_id' },
        { kind: 'mounted_tire', localId: reading.localId, idPath: 'new_tire_id' },
      ],
      placeholders: refs.placeholders,
    });
    return removed;
  });
}

/**
 * POST fleet_survey/undo_tire_replace { removed_tire_id }, answer { removed_tire_id,
 * restored_tire_id, removed_new_tire_id }; the old tire and its reading come back. A removal
 * brought from the server may have no reading on this device (or no earlier reading to restore):
 * the undo is queued all the same and the position is read again with the next refresh.
 */
export function undoTireReplaceLocally(db: FleetSurveyDb, removedLocalId: string): Promise<void> {
  return writeLocally(db, async () => {
    const removed = await requireRecord<RemovedTireRecord>(db, 'removed_tire', removedLocalId);
    const reading = removed.readingLocalId ? await db.tires.get(removed.readingLocalId) : undefined;
    if (reading && removed.previousReading) await db.tires.put({ ...reading, data: removed.previousReading, syncState: 'unsent', updatedAt: Date.now() });
    await db.removed_tires.put({ ...removed, deleted: true, syncState: 'unsent', updatedAt: Date.now() });
    const refs = new Refs();
    await appendToOutbox(db, {
      op: 'undo_tire_replace',
      request: outboxRequests.undo_tire_replace({ removed_tire_id: refs.ref('body.removed_tire_id', 'removed_tire', removedLocalId) }),
      entityKind: 'removed_tire',
      entityLocalId: removedLocalId,
      alsoWrites: reading ? [{ kind: 'tire', localId: reading.localId }] : [],
      answers: reading ? [{ kind: 'mounted_tire', localId: reading.localId, idPath: 'restored_tire_id', idOptional: true }] : [],
      placeholders: refs.placeholders,
      deletes: { kind: 'removed_tire', localId: removedLocalId },
    });
  });
}

/** PUT fleet_survey/update_removed_tire { id, version, ...removal fields }, answer { id, version }. */
export function updateRemovedTireLocally(db: FleetSurveyDb, localId: string, removal: RemovalFields): Promise<RemovedTireRecord> {
  return writeLocally(db, async () => {
    const existing = await requireRecord<RemovedTireRecord>(db, 'removed_tire', localId);
    const record: RemovedTireRecord = { ...existing, data: { ...existing.data, ...removal }, syncState: 'unsent', updatedAt: Date.now() };
    await db.removed_tires.put(record);
    const refs = new Refs();
    await appendToOutbox(db, {
      op: 'update_removed_tire',
      request: outboxRequests.update_removed_tire({ id: refs.ref('body.id', 'removed_tire', localId), ...removalBody(record.data) }),
      entityKind: 'removed_tire',
      entityLocalId: localId,
      answers: [{ kind: 'removed_tire', localId, versionPath: 'version' }],
      placeholders: refs.placeholders,
      baseVersion: existing.serverVersion,
      coalesce: true,
    });
    return record;
  });
}

/** DELETE fleet_survey/delete_removed_tire/{id}. */
export function deleteRemovedTireLocally(db: FleetSurveyDb, localId: string): Promise<void> {
  return writeLocally(db, async () => {
    const record = await requireRecord<RemovedTireRecord>(db, 'removed_tire', localId);
    await db.removed_tires.put({ ...record, deleted: true, syncState: 'unsent', updatedAt: Date.now() });
    await appendToOutbox(db, {
      op: 'delete_removed_tire',
      request: outboxRequests.delete_removed_tire(localId),
      entityKind: 'removed_tire',
      entityLocalId: localId,
      placeholders: [{ at: 'path', kind: 'removed_tire', localId }],
      deletes: { kind: 'removed_tire', localId },
    });
  });
}

export async function listRemovedTires(db: FleetSurveyDb, surveyLocalId: string): Promise<RemovedTireRecord[]> {
  return (await db.removed_tires.where('surveyLocalId').equals(surveyLocalId).toArray()).filter((r) => !r.deleted);
}
