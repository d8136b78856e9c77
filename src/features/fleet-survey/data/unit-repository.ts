import type { FleetSurveyDb } from './db';
import { newLocalId } from './ids';
import { freshRecord, requireRecord, writeLocally } from './local-write';
import { outboxRequests } from './outbox-requests';
import { appendToOutbox, needsCreate, Refs } from './outbox';
import type { UnitFields, UnitRecord } from './types';

export interface SaveUnitInput {
  /** Absent for a new unit. */
  localId?: string;
  locationId: number;
  data: UnitFields;
}

/**
 * Creates or edits a unit: POST fleet_survey/save_unit { id?, version?, location_id, ...fields };
 * without id it creates. Answer { id, version }.
 */
export function saveUnitLocally(db: FleetSurveyDb, input: SaveUnitInput): Promise<UnitRecord> {
  return writeLocally(db, async () => {
    const localId = input.localId ?? newLocalId();
    const existing = input.localId ? await requireRecord<UnitRecord>(db, 'unit', input.localId) : undefined;
    const record: UnitRecord = { ...freshRecord(localId), ...existing, locationId: input.locationId, data: { ...input.data }, syncState: 'unsent', updatedAt: Date.now() };
    const create = await needsCreate(db, record, 'unit', localId);
    const refs = new Refs();
    const body = { ...(create ? {} : { id: refs.ref('body.id', 'unit', localId) }), location_id: input.locationId, ...input.data };
    await db.units.put(record);
    await appendToOutbox(db, {
      op: 'save_unit',
      request: outboxRequests.save_unit(body),
      entityKind: 'unit',
      entityLocalId: localId,
      answers: [{ kind: 'unit', localId, idPath: create ? 'id' : undefined, versionPath: 'version' }],
      placeholders: refs.placeholders,
      baseVersion: create ? undefined : record.serverVersion,
      coalesce: true,
    });
    return record;
  });
}

/**
 * Saves staged uploaded units of a location as real units in one all-or-nothing request
 * (POST fleet_survey/save_units { units: [{ location_id, ...fields }] }, answer
 * { ids, units: [{ id, version }] } in order), and removes them from db_uploaded_units in the
 * same transaction.
 */
export function saveUploadedUnitsLocally(db: FleetSurveyDb, locationId: number, dbIds: string[]): Promise<UnitRecord[]> {
  return writeLocally(db, async () => {
    const staged = (await db.db_uploaded_units.bulkGet(dbIds)).filter((u) => u !== undefined);
    if (staged.length === 0) return [];
    const records: UnitRecord[] = staged.map(({ db_id: _dbId, location_id: _location, ...data }) => ({
      ...freshRecord(newLocalId()),
      locationId,
      data: data as UnitFields,
    }));
    await db.units.bulkPut(records);
    await db.db_uploaded_units.bulkDelete(staged.map((u) => u.db_id));
    const [first, ...rest] = records;
    await appendToOutbox(db, {
      op: 'save_units',
      request: outboxRequests.save_units({ units: records.map((r) => ({ location_id: locationId, ...r.data })) }),
      entityKind: 'unit',
      entityLocalId: first!.localId,
      alsoWrites: rest.map((r) => ({ kind: 'unit' as const, localId: r.localId })),
      answers: records.map((r, index) => ({ kind: 'unit' as const, localId: r.localId, idPath: `ids.${index}`, versionPath: `units.${index}.version` })),
    });
    return records;
  });
}

/** DELETE fleet_survey/delete_unit/{id}; the local record stays, marked deleted, until confirmed. */
export function deleteUnitLocally(db: FleetSurveyDb, localId: string): Promise<void> {
  return writeLocally(db, async () => {
    const record = await requireRecord<UnitRecord>(db, 'unit', localId);
    if (await needsCreate(db, record, 'unit', localId)) {
      // The server never had it: nothing to tell it.
      await db.units.delete(localId);
      return;
    }
    await db.units.put({ ...record, deleted: true, syncState: 'unsent', updatedAt: Date.now() });
    await appendToOutbox(db, {
      op: 'delete_unit',
      request: outboxRequests.delete_unit(localId),
      entityKind: 'unit',
      entityLocalId: localId,
      placeholders: [{ at: 'path', kind: 'unit', localId }],
      deletes: { kind: 'unit', localId },
    });
  });
}

/** The location's units on this device: every one not deleted (here, or on the server as the last download found), by number. */
export async function listUnits(db: FleetSurveyDb, locationId: number): Promise<UnitRecord[]> {
  const units = await db.units.where('locationId').equals(locationId).toArray();
  return units.filter((u) => !u.deleted).sort((a, b) => a.data.unit_number.localeCompare(b.data.unit_number));
}

/**
 * How many units a location has on this device, by the server's rule (countLocationUnits in
 * server/areas/fleet-survey/units/unit-repository.ts): its live units, the rows of the unit list
 * without a filter, counting the ones added here and not yet sent and leaving out the ones
 * deleted here or on the server.
 */
export async function countLocationUnits(db: FleetSurveyDb, locationId: number): Promise<number> {
  return (await listUnits(db, locationId)).length;
}

export function getUnit(db: FleetSurveyDb, localId: string): Promise<UnitRecord | undefined> {
  return db.units.get(localId);
}
