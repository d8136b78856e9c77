import type { FleetSurveyDb } from './db';
import { newLocalId, positionKey } from './ids';
import { requireRecord, writeLocally } from './local-write';
import type {
  EntityKind,
  LocalRecord,
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
    const result: R[] = [];
    for (const server of records) {
      const mapped = await db.id_map.where('[kind+serverId]').equals([kind, server.id]).first();
      const existing = mapped ? ((await table.get(mapped.localId)) as R | undefined) : undefined;
      if (existing && existing.syncState !== 'synced') {
        result.push(existing);
        continue;
      }
      const localId = existing?.localId ?? newLocalId();
      const base: LocalRecord = { localId, serverId: server.id, serverVersion: server.version ?? null, syncState: 'synced', updatedAt: Date.now() };
      const record = toLocal(server, base, existing);
      await table.put(record);
      await db.id_map.put({ kind, localId, serverId: server.id });
      result.push(record);
    }
    return result;
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
    const record: UnitInspectionRecord = {
      localId: existing?.localId ?? newLocalId(),
      serverId: inspection.unit_inspection_id,
      serverVersion: inspection.version,
      syncState: 'synced',
      updatedAt: Date.now(),
      ...refs,
      data: { mileage: inspection.mileage ?? null, hours: inspection.hours ?? null, comments: inspection.comments ?? null },
    };
    await db.unit_inspections.put(record);
    await db.id_map.put({ kind: 'unit_inspection', localId: record.localId, serverId: inspection.unit_inspection_id });
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
    const result: TireReadingRecord[] = [];
    for (const { reading, tire, ...position } of positions) {
      if (!reading && !tire) continue;
      const key = positionKey(position);
      const existing = await db.tires.where('[inspectionLocalId+positionKey]').equals([inspectionLocalId, key]).first();
      if (existing && existing.syncState !== 'synced') {
        result.push(existing);
        continue;
      }
      const { id: tireId, version: tireVersion, ...details } = tire ?? { id: null, version: null };
      const record: TireReadingRecord = {
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
      await db.tires.put(record);
      if (reading) await db.id_map.put({ kind: 'tire', localId: record.localId, serverId: reading.id });
      if (tireId !== null) await db.id_map.put({ kind: 'mounted_tire', localId: record.localId, serverId: tireId });
      result.push(record);
    }
    return result;
  });
}
