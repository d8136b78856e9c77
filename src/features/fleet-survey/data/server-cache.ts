import type { FleetSurveyDb } from './db';
import { newLocalId, positionKey } from './ids';
import { requireRecord, writeLocally } from './local-write';
import { mapServerIds, putDownloaded, sameApartFromTime } from './unchanged-write';
import { entityKey } from './outbox-types';
import type {
  EntityKind,
  IdKind,
  IdMapRecord,
  LocalRecord,
  RemovedTireRecord,
  ServerId,
  SurveyFields,
  SurveyRecord,
  TireDetails,
  TirePosition,
  TireReadingRecord,
  UnitFields,
  UnitInspectionRecord,
  UnitRecord,
} from './types';

interface ServerRecord {
  id: ServerId;
  version?: number;
  [field: string]: unknown;
}

/**
 * Stores records downloaded from the server, giving each a local id mapped to its server id.
 * A record with unsent local changes keeps them: the outbox will send them, and the server
 * answers 409 if they collide with what it has.
 */
async function cacheServerRecords<R extends LocalRecord>(
  db: FleetSurveyDb,
  kind: EntityKind,
  records: ServerRecord[],
  toLocal: (server: ServerRecord, base: LocalRecord, existing: R | undefined) => R,
): Promise<R[]> {
  return writeLocally(db, async () => {
    const table = db.tableOf(kind);
    // Read in two requests, whatever the number of records: a location's units are hundreds.
    const mappedByServerId = new Map<ServerId, IdMapRecord>();
    for (const row of await db.id_map.where('[kind+serverId]').anyOf(records.map((r) => [kind, r.id])).toArray()) {
      if (!mappedByServerId.has(row.serverId)) mappedByServerId.set(row.serverId, row);
    }
    const mappedIds = [...mappedByServerId.values()].map((row) => row.localId);
    const storedById = new Map((await table.bulkGet(mappedIds)).filter((r) => r !== undefined).map((r) => [r.localId, r as R]));
    const changed: R[] = [];
    const newlyMapped: IdMapRecord[] = [];
    const done = new Map<ServerId, R>();
    for (const server of records) {
      if (done.has(server.id)) continue;
      const mapped = mappedByServerId.get(server.id);
      const existing = mapped ? storedById.get(mapped.localId) : undefined;
      if (existing && existing.syncState !== 'synced') {
        done.set(server.id, existing);
        continue;
      }
      const localId = existing?.localId ?? newLocalId();
      const base: LocalRecord = { localId, serverId: server.id, serverVersion: server.version ?? null, syncState: 'synced', updatedAt: Date.now() };
      const downloaded = toLocal(server, base, existing);
      if (sameApartFromTime(existing, downloaded)) {
        done.set(server.id, existing);
        continue;
      }
      changed.push(downloaded);
      if (mapped?.localId !== localId) newlyMapped.push({ kind, localId, serverId: server.id });
      done.set(server.id, downloaded);
    }
    if (changed.length > 0) await table.bulkPut(changed);
    if (newlyMapped.length > 0) await db.id_map.bulkPut(newlyMapped);
    return records.map((server) => done.get(server.id)!);
  });
}

function fieldsOf(server: ServerRecord, omit: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(server).filter(([key]) => !['id', 'version', ...omit].includes(key)));
}

/** Units of a location as get_units returns them (snake_case fields, id, version). */
export function cacheServerUnits(db: FleetSurveyDb, locationId: number, units: ServerRecord[]): Promise<UnitRecord[]> {
  return cacheServerRecords<UnitRecord>(db, 'unit', units, (server, base) => ({
    ...base,
    locationId,
    data: fieldsOf(server, ['location_id']) as UnitFields,
  }));
}

/**
 * Every unit of a location as a complete download found them: each is cached, and a unit the
 * device had from the server that the download no longer holds (deleted or moved elsewhere on
 * the server) leaves the location's list. It is marked deleted rather than removed, as a survey
 * on the device may still name it; a record with unsent changes stays as it is.
 */
export async function replaceLocationUnits(db: FleetSurveyDb, locationId: number, units: ServerRecord[]): Promise<UnitRecord[]> {
  const cached = await cacheServerUnits(db, locationId, units);
  const listed = new Set(units.map((u) => u.id));
  await writeLocally(db, async () => {
    const gone = (await db.units.where('locationId').equals(locationId).toArray()).filter(
      (u) => u.serverId !== null && u.syncState === 'synced' && !u.deleted && !listed.has(u.serverId),
    );
    for (const unit of gone) await db.units.put({ ...unit, deleted: true });
  });
  return cached;
}

/** Surveys of a location as get_surveys returns them; status "finished" marks a closed survey. */
export function cacheServerSurveys(db: FleetSurveyDb, locationId: number, surveys: ServerRecord[]): Promise<SurveyRecord[]> {
  return cacheServerRecords<SurveyRecord>(db, 'survey', surveys, (server, base) => ({
    ...base,
    locationId,
    status: server.status === 'finished' ? 'finished' : 'open',
    finishedAt: null,
    data: fieldsOf(server, ['location_id', 'status']) as SurveyFields,
  }));
}

/**
 * A unit's inspection in a survey as GET {surveyId}/units/{unitId} returns it (the version is
 * the inspection's). The survey and unit must be cached (or created) locally first.
 */
export function cacheServerInspection(
  db: FleetSurveyDb,
  refs: { surveyLocalId: string; unitLocalId: string },
  inspection: { unit_inspection_id: number; version: number; mileage?: number | null; hours?: number | null; comments?: string | null },
): Promise<UnitInspectionRecord> {
  return writeLocally(db, async () => {
    const existing = await db.unit_inspections.where('[surveyLocalId+unitLocalId]').equals([refs.surveyLocalId, refs.unitLocalId]).first();
    if (existing && existing.syncState !== 'synced') return existing;
    const downloaded: UnitInspectionRecord = {
      localId: existing?.localId ?? newLocalId(),
      serverId: inspection.unit_inspection_id,
      serverVersion: inspection.version,
      syncState: 'synced',
      updatedAt: Date.now(),
      ...refs,
      data: { mileage: inspection.mileage ?? null, hours: inspection.hours ?? null, comments: inspection.comments ?? null },
    };
    const record = await putDownloaded(db.unit_inspections, downloaded, existing);
    await mapServerIds(db, [{ kind: 'unit_inspection', localId: record.localId, serverId: inspection.unit_inspection_id }]);
    return record;
  });
}

export interface ServerPosition extends TirePosition {
  reading: { id: number; version: number; pressure_psi: number | null; tread_depth_mm: number | null; wear_condition_ids: number[] } | null;
  tire: ({ id: number; version: number } & TireDetails) | null;
}

/**
 * The positions of an axle diagram (GET {surveyId}/axles/{unitId}): each reading and the
 * physical tire mounted there, with both ids and versions, so later edits are based on them.
 */
export function cacheServerPositions(db: FleetSurveyDb, inspectionLocalId: string, positions: ServerPosition[]): Promise<TireReadingRecord[]> {
  return writeLocally(db, async () => {
    const inspection = await requireRecord<UnitInspectionRecord>(db, 'unit_inspection', inspectionLocalId);
    // The inspection's readings in one request; where two share a position, the first by id, as
    // a lookup on the position would find it.
    const stored = new Map<string, TireReadingRecord>();
    for (const reading of await db.tires.where('inspectionLocalId').equals(inspectionLocalId).sortBy('localId')) {
      if (!stored.has(reading.positionKey)) stored.set(reading.positionKey, reading);
    }
    const result: TireReadingRecord[] = [];
    const changed: TireReadingRecord[] = [];
    const ids: IdMapRecord[] = [];
    for (const { reading, tire, ...position } of positions) {
      if (!reading && !tire) continue;
      const key = positionKey(position);
      const existing = stored.get(key);
      if (existing && existing.syncState !== 'synced') {
        result.push(existing);
        continue;
      }
      const { id: tireId, version: tireVersion, ...details } = tire ?? { id: null, version: null };
      const downloaded: TireReadingRecord = {
        localId: existing?.localId ?? newLocalId(),
        serverId: reading?.id ?? null,
        serverVersion: reading?.version ?? null,
        syncState: 'synced',
        updatedAt: Date.now(),
        surveyLocalId: inspection.surveyLocalId,
        inspectionLocalId,
        unitLocalId: inspection.unitLocalId,
        positionKey: key,
        data: { ...position, ...details, pressure_psi: reading?.pressure_psi ?? null, tread_depth_mm: reading?.tread_depth_mm ?? null, wear_condition_ids: reading?.wear_condition_ids ?? [] },
        tireServerId: tireId,
        tireVersion,
      };
      const record = sameApartFromTime(existing, downloaded) ? existing : downloaded;
      if (record === downloaded) changed.push(downloaded);
      stored.set(key, record);
      if (reading) ids.push({ kind: 'tire', localId: record.localId, serverId: reading.id });
      if (tireId !== null) ids.push({ kind: 'mounted_tire', localId: record.localId, serverId: tireId });
      result.push(record);
    }
    if (changed.length > 0) await db.tires.bulkPut(changed);
    await mapServerIds(db, ids);
    return result;
  });
}

/** A removed tire as get_removed_tires lists it (contract/fleet-survey/inspection-removals.ts). */
export interface ServerRemovedTire extends TirePosition {
  id: number;
  version: number;
  unit_id: number;
  unit_inspection_id: number | null;
  odometer: number | null;
  hours: number | null;
  tread_depth_mm: number | null;
  comments: string | null;
  removal_reasons: { id: number; name?: string }[];
  wear_conditions: { id: number; name?: string }[];
  [field: string]: unknown;
}

async function localIdOf(db: FleetSurveyDb, kind: IdKind, serverId: ServerId | null): Promise<string | undefined> {
  if (serverId === null) return undefined;
  return (await db.id_map.where('[kind+serverId]').equals([kind, serverId]).first())?.localId;
}

/** Whether a change of the record still waits in the outbox (unsent, or needing the user). */
async function isQueued(db: FleetSurveyDb, kind: EntityKind, localId: string): Promise<boolean> {
  return (await db.outbox.where('entityKeys').equals(entityKey(kind, localId)).count()) > 0;
}

/**
 * A survey's removed tires as the server lists them (get_removed_tires, every page), recorded
 * on this device or on another one, so the yard sees each removal offline and can edit or
 * undo it. Each gets a local id mapped to its server id. Never overwritten: a removal with a
 * change still in the outbox (an edit, an undo, a delete) or otherwise not synced, and a
 * position whose replacement made here is not confirmed yet (the server may list it already,
 * under an id the device learns from the answer). With `complete` (the whole list was read),
 * a confirmed removal the server no longer lists (undone elsewhere) leaves the device.
 * Removals of units or inspections this device does not hold are skipped.
 */
export function cacheServerRemovedTires(db: FleetSurveyDb, surveyLocalId: string, removed: ServerRemovedTire[], options: { complete?: boolean } = {}): Promise<RemovedTireRecord[]> {
  const complete = options.complete ?? true;
  return writeLocally(db, async () => {
    const onDevice = await db.removed_tires.where('surveyLocalId').equals(surveyLocalId).toArray();
    const unconfirmed = new Set(onDevice.filter((r) => r.serverId === null).map((r) => `${r.unitLocalId}|${positionKey(r.data)}`));
    const listed = new Set<string>();
    const result: RemovedTireRecord[] = [];
    for (const server of removed) {
      const mappedId = await localIdOf(db, 'removed_tire', server.id);
      const existing = mappedId ? await db.removed_tires.get(mappedId) : undefined;
      if (existing) {
        listed.add(existing.localId);
        if (existing.syncState !== 'synced' || (await isQueued(db, 'removed_tire', existing.localId))) {
          result.push(existing);
          continue;
        }
      }
      const unitLocalId = existing?.unitLocalId ?? (await localIdOf(db, 'unit', server.unit_id));
      if (!unitLocalId) continue;
      const position: TirePosition = { axle_number: server.axle_number, side: server.side, place: server.place };
      if (!existing && unconfirmed.has(`${unitLocalId}|${positionKey(position)}`)) continue;
      const inspectionLocalId =
        existing?.inspectionLocalId ??
        (await localIdOf(db, 'unit_inspection', server.unit_inspection_id)) ??
        (await db.unit_inspections.where('[surveyLocalId+unitLocalId]').equals([surveyLocalId, unitLocalId]).first())?.localId;
      if (!inspectionLocalId) continue;
      const reading = await db.tires.where('[inspectionLocalId+positionKey]').equals([inspectionLocalId, positionKey(position)]).first();
      const downloaded: RemovedTireRecord = {
        localId: existing?.localId ?? newLocalId(),
        serverId: server.id,
        serverVersion: server.version,
        syncState: 'synced',
        updatedAt: Date.now(),
        surveyLocalId,
        inspectionLocalId,
        unitLocalId,
        // The reading before the replacement is known only where the replacement was made.
        previousReading: existing?.previousReading ?? null,
        readingLocalId: existing?.readingLocalId ?? reading?.localId ?? '',
        data: {
          ...position,
          removal_reason_ids: server.removal_reasons.map((r) => r.id),
          wear_condition_ids: server.wear_conditions.map((w) => w.id),
          tread_depth_mm: server.tread_depth_mm,
          odometer: server.odometer,
          hours: server.hours,
          comments: server.comments,
        },
      };
      const record = await putDownloaded(db.removed_tires, downloaded, existing);
      if (mappedId !== record.localId) await db.id_map.put({ kind: 'removed_tire', localId: record.localId, serverId: server.id });
      listed.add(record.localId);
      result.push(record);
    }
    if (complete) {
      for (const gone of onDevice) {
        if (gone.serverId === null || listed.has(gone.localId) || gone.syncState !== 'synced' || (await isQueued(db, 'removed_tire', gone.localId))) continue;
        await db.removed_tires.delete(gone.localId);
      }
    }
    return result;
  });
}
