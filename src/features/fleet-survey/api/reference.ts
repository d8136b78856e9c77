import { atom, useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { enterLoaderQueue, leaveLoaderQueue } from '../../../components/layout/loader-queues';
import { api } from '../../../lib/api-client';
import { store } from '../../../lib/store';
import type { FleetSurveyDb } from '../data/db';
import { cacheAxleConfigurations, cacheLocations, putReference } from '../data/reference-repository';
import { cacheServerSurveys, replaceLocationUnits } from '../data/server-cache';
import { referenceKeys, useFieldDb, useReferenceValue, type OfflineReadiness } from '../state';
import { fetchLocation, fetchNonsigs, fetchSelects } from './locations';
import { fetchAllSurveys } from './surveys';
import { fetchAllUnits, fetchUnitConfigurations, fetchUnitDetail, fetchUnitSelects, toConfigurationRecord } from './units';

/** What the global loader says while a location is prepared; the caller translates. */
export interface PrefetchLabels {
  title: string;
  lists: string;
  lookups: string;
  configurations: string;
  unitDetails: string;
}

/** Requests in flight at once while reading unit details: fast on good signal, gentle on the server. */
const DETAIL_CONCURRENCY = 6;

async function mapLimit<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  });
  await Promise.all(workers);
  return results;
}

/**
 * Downloads everything the survey screens need at one location into the field database: the
 * location, its units (with full details, so an offline edit never blanks a field the list
 * row lacks), its surveys, the unit selects, the configurations of every unit type, and the
 * inspection lookups. Each request counts in the global loader until it is done. The location
 * is marked available offline only when every part arrived.
 */
export async function prefetchLocationForOffline(db: FleetSurveyDb, locationId: number, labels: PrefetchLabels): Promise<OfflineReadiness> {
  const tracked = <T>(queue: string, request: () => Promise<T>): Promise<T> => {
    enterLoaderQueue(queue, labels.title);
    return request().finally(() => leaveLoaderQueue(queue));
  };
  const lookup = <T>(key: string, request: () => Promise<T>) => tracked(labels.lookups, async () => putReference(db, key, await request()));

  const locationPart = tracked(labels.lookups, async () => {
    const location = await fetchLocation(locationId);
    await cacheLocations(db, [location]);
    await putReference(db, referenceKeys.location(locationId), location);
    return location;
  });
  const selectsPart = tracked(labels.lookups, fetchUnitSelects).then(async (selects) => {
    await putReference(db, referenceKeys.unitSelects, selects);
    return selects;
  });
  const unitsPart = tracked(labels.lists, () => fetchAllUnits(locationId));
  const surveysPart = tracked(labels.lists, async () => cacheServerSurveys(db, locationId, await fetchAllSurveys(locationId)));
  const lookups = Promise.all([
    lookup(referenceKeys.wearConditions, () => api.get('fleet_survey/get_wear_conditions').json<unknown>()),
    lookup(referenceKeys.removalReasons, () => api.get('fleet_survey/get_removal_reasons').json<unknown>()),
    lookup(referenceKeys.editTireSelects, () => api.post('fleet_survey/get_edit_tire_selects', { json: {} }).json<unknown>()),
    lookup(referenceKeys.treadDepthSpec(locationId), () => api.post('fleet_survey/get_tread_depth_spec', { json: { location_id: locationId } }).json<unknown>()),
    lookup(referenceKeys.selects(locationId), () => fetchSelects(locationId)),
  ]);

  const nonsigs = locationPart.then((location) => lookup(referenceKeys.nonsigs(location.account_id), () => fetchNonsigs(location.account_id)));
  const configurations = selectsPart.then(async (selects) => {
    const typeIds = selects.types.map((t) => Number(t.value));
    typeIds.forEach(() => enterLoaderQueue(labels.configurations, labels.title));
    await Promise.all(
      typeIds.map(async (typeId) => {
        try {
          const list = await fetchUnitConfigurations(typeId);
          await cacheAxleConfigurations(db, list.map((c) => toConfigurationRecord(c, typeId)));
          await putReference(db, referenceKeys.unitConfigurations(typeId), list);
        } finally {
          leaveLoaderQueue(labels.configurations);
        }
      }),
    );
    return typeIds.length;
  });
  const units = unitsPart.then(async (rows) => {
    rows.forEach(() => enterLoaderQueue(labels.unitDetails, labels.title));
    const details = await mapLimit(rows, DETAIL_CONCURRENCY, async (row) => {
      try {
        return await fetchUnitDetail(row.id);
      } finally {
        leaveLoaderQueue(labels.unitDetails);
      }
    });
    return replaceLocationUnits(db, locationId, details);
  });

  // All parts are awaited together, so one failure never leaves another's rejection unhandled.
  const [, unitTypes, cachedUnits, surveys] = await Promise.all([locationPart, configurations, units, surveysPart, lookups, nonsigs]);
  const readiness: OfflineReadiness = { locationId, units: cachedUnits.length, surveys: surveys.length, unitTypes, completedAt: Date.now() };
  await putReference(db, referenceKeys.offlineReady(locationId), readiness);
  return readiness;
}

type PreparationState = { status: 'running' } | { status: 'failed'; error: unknown };

/** Preparations in progress or failed, by location; a completed one is read from the database. */
const preparationsAtom = atom<Record<number, PreparationState>>({});
const running = new Map<number, Promise<OfflineReadiness>>();

/** Starts (or joins) the preparation of a location; it outlives the screen that started it. */
export function prepareLocationForOffline(db: FleetSurveyDb, locationId: number, labels: PrefetchLabels): Promise<OfflineReadiness> {
  const existing = running.get(locationId);
  if (existing) return existing;
  const set = (state: PreparationState | null) =>
    store.set(preparationsAtom, (all) => {
      const next = { ...all };
      if (state) next[locationId] = state;
      else delete next[locationId];
      return next;
    });
  set({ status: 'running' });
  const job = prefetchLocationForOffline(db, locationId, labels)
    .then((readiness) => {
      set(null);
      return readiness;
    })
    .catch((error: unknown) => {
      set({ status: 'failed', error });
      throw error;
    })
    .finally(() => running.delete(locationId));
  running.set(locationId, job);
  return job;
}

export interface OfflinePreparation {
  running: boolean;
  error: unknown;
  /** Present once a preparation completed on this device (possibly in an earlier visit). */
  readiness: OfflineReadiness | null | undefined;
  start: (labels: PrefetchLabels) => Promise<OfflineReadiness | null>;
}

export function useOfflinePreparation(locationId: number): OfflinePreparation {
  const db = useFieldDb();
  const state = useAtomValue(preparationsAtom, { store })[locationId];
  const readiness = useReferenceValue<OfflineReadiness>(referenceKeys.offlineReady(locationId));
  const start = useCallback(
    async (labels: PrefetchLabels) => {
      if (!db) return null;
      // The failure is kept in the atom and shown by the screen.
      return prepareLocationForOffline(db, locationId, labels).catch(() => null);
    },
    [db, locationId],
  );
  return { running: state?.status === 'running', error: state?.status === 'failed' ? state.error : null, readiness, start };
}

/** Starts preparing a picked location; the caller navigates on at once. */
export function useStartPreparation(): (locationId: number, labels: PrefetchLabels) => void {
  const db = useFieldDb();
  return useCallback(
    (locationId: number, labels: PrefetchLabels) => {
      if (db) void prepareLocationForOffline(db, locationId, labels).catch(() => undefined);
    },
    [db],
  );
}
