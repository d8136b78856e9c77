import { useLiveQuery } from 'dexie-react-hooks';
import type { FleetSurveyDb } from '../data/db';
import { getReference, listLocations } from '../data/reference-repository';
import { listSurveys } from '../data/survey-repository';
import type { AxleConfigurationRecord, LocationRecord, SurveyRecord, UnitRecord, UploadedUnit } from '../data/types';
import { countLocationUnits, listUnits } from '../data/unit-repository';
import { findRecordByParam } from './record-lookup';
import type { OfflineReadiness } from './reference-keys';
import { useFieldSync } from './use-field-sync';

/**
 * A live query on the field database. undefined while the database opens or the query first
 * runs (show a loading state); `withoutDb` in degraded mode, where nothing is stored locally.
 */
export function useFieldQuery<T>(query: (db: FleetSurveyDb) => Promise<T>, deps: unknown[], withoutDb: T): T | undefined {
  const fieldSync = useFieldSync();
  const db = fieldSync?.storage.db ?? null;
  const result = useLiveQuery(async () => (db ? { value: await query(db) } : null), [db, ...deps]);
  if (!fieldSync) return undefined;
  if (!db) return withoutDb;
  return result?.value;
}

export function useLocalLocations(): LocationRecord[] | undefined {
  return useFieldQuery((db) => listLocations(db), [], []);
}

export function useLocalLocation(locationId: number): LocationRecord | null | undefined {
  return useFieldQuery(async (db) => (await db.locations.get(locationId)) ?? null, [locationId], null);
}

/** The location's units on this device, without locally deleted ones, by unit number. */
export function useLocalUnits(locationId: number): UnitRecord[] | undefined {
  return useFieldQuery((db) => listUnits(db, locationId), [locationId], []);
}

/** A unit by URL id (local or server id); null when this device does not have it. */
export function useLocalUnit(param: string): UnitRecord | null | undefined {
  return useFieldQuery(async (db) => (await findRecordByParam<UnitRecord>(db, 'unit', param)) ?? null, [param], null);
}

/** The location's surveys on this device, most recently changed first. */
export function useLocalSurveys(locationId: number): SurveyRecord[] | undefined {
  return useFieldQuery((db) => listSurveys(db, locationId), [locationId], []);
}

/** A survey by URL id (local or server id); null when this device does not have it. */
export function useLocalSurvey(param: string): SurveyRecord | null | undefined {
  return useFieldQuery(async (db) => (await findRecordByParam<SurveyRecord>(db, 'survey', param)) ?? null, [param], null);
}

/** A cached lookup's value (see referenceKeys); null when it was never downloaded. */
export function useReferenceValue<T>(key: string | null): T | null | undefined {
  return useFieldQuery(async (db) => (key ? ((await getReference<T>(db, key))?.value ?? null) : null), [key], null);
}

/** Axle configurations of a unit type as cached for offline use, by name. */
export function useAxleConfigurations(unitTypeId: number | null): AxleConfigurationRecord[] | undefined {
  return useFieldQuery(
    async (db) => (unitTypeId === null ? [] : (await db.axle_configurations.toArray()).filter((c) => c.unit_type_id === unitTypeId).sort((a, b) => a.name.localeCompare(b.name))),
    [unitTypeId],
    [],
  );
}

/** Staged units of an import (spec 3 "Offline units store"), in IndexedDB or the local-storage fallback. */
export function useUploadedUnits(locationId: number): UploadedUnit[] | undefined {
  const fieldSync = useFieldSync();
  const store = fieldSync?.storage.uploadedUnits ?? null;
  return useLiveQuery(async () => (store ? store.list(locationId) : undefined), [store, locationId]);
}

/** Locations whose offline download completed on this device, by location id. */
export function useOfflineReadyLocations(): Map<number, OfflineReadiness> | undefined {
  return useFieldQuery(
    async (db) => {
      const records = await db.reference.where('key').startsWith('offline_ready:').toArray();
      return new Map(records.map((r) => [(r.value as OfflineReadiness).locationId, r.value as OfflineReadiness]));
    },
    [],
    new Map<number, OfflineReadiness>(),
  );
}

export interface LocationActivity {
  surveys: SurveyRecord[];
  /** Units inspected per survey (local ids), from this device's inspections. */
  inspectedUnits: Map<string, Set<string>>;
  /** Readings with a pressure or tread depth, per survey. */
  readings: Map<string, number>;
  /** The location's units on this device (countLocationUnits). */
  unitCount: number;
}

/** What the device knows of a location's survey work, for offline summary tiles. */
export function useLocationActivity(locationId: number): LocationActivity | undefined {
  return useFieldQuery(
    async (db) => {
      const [surveys, unitCount] = await Promise.all([listSurveys(db, locationId), countLocationUnits(db, locationId)]);
      const ids = surveys.map((s) => s.localId);
      const [inspections, tires] = await Promise.all([db.unit_inspections.where('surveyLocalId').anyOf(ids).toArray(), db.tires.where('surveyLocalId').anyOf(ids).toArray()]);
      const inspectedUnits = new Map<string, Set<string>>();
      for (const i of inspections) inspectedUnits.set(i.surveyLocalId, (inspectedUnits.get(i.surveyLocalId) ?? new Set()).add(i.unitLocalId));
      const readings = new Map<string, number>();
      for (const tire of tires) {
        if (tire.data.pressure_psi == null && tire.data.tread_depth_mm == null) continue;
        readings.set(tire.surveyLocalId, (readings.get(tire.surveyLocalId) ?? 0) + 1);
      }
      return { surveys, inspectedUnits, readings, unitCount };
    },
    [locationId],
    { surveys: [], inspectedUnits: new Map(), readings: new Map(), unitCount: 0 },
  );
}

/** Every cached axle configuration's name by id, for lists. */
export function useAxleConfigurationNames(): Map<number, string> | undefined {
  return useFieldQuery(async (db) => new Map((await db.axle_configurations.toArray()).map((c) => [c.id, c.name])), [], new Map<number, string>());
}

/** Every cached axle configuration, all unit types. */
export function useAllAxleConfigurations(): AxleConfigurationRecord[] | undefined {
  return useFieldQuery((db) => db.axle_configurations.toArray(), [], []);
}
