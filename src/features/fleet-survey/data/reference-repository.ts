import type { FleetSurveyDb } from './db';
import { guardWrite } from './errors';
import type { AxleConfigurationRecord, LocationRecord, ReferenceRecord } from './types';

/** Well-known keys of the reference table; any other string key works too. */
export const REFERENCE_KEYS = {
  selects: 'selects',
  unitSelects: 'unit_selects',
  editTireSelects: 'edit_tire_selects',
  wearConditions: 'wear_conditions',
  removalReasons: 'removal_reasons',
  treadDepthSpec: 'tread_depth_spec',
  unitConfigurations: 'unit_configurations',
} as const;

export function putReference<T>(db: FleetSurveyDb, key: string, value: T, fetchedAt = Date.now()): Promise<void> {
  return guardWrite(async () => {
    await db.reference.put({ key, value, fetchedAt });
  });
}

export async function getReference<T>(db: FleetSurveyDb, key: string): Promise<ReferenceRecord<T> | undefined> {
  return (await db.reference.get(key)) as ReferenceRecord<T> | undefined;
}

export function cacheLocations(db: FleetSurveyDb, locations: Omit<LocationRecord, 'fetchedAt'>[], fetchedAt = Date.now()): Promise<void> {
  return guardWrite(async () => {
    await db.locations.bulkPut(locations.map((l) => ({ ...l, fetchedAt })));
  });
}

export function listLocations(db: FleetSurveyDb): Promise<LocationRecord[]> {
  return db.locations.orderBy('name').toArray();
}

export function cacheAxleConfigurations(db: FleetSurveyDb, configurations: Omit<AxleConfigurationRecord, 'fetchedAt'>[], fetchedAt = Date.now()): Promise<void> {
  return guardWrite(async () => {
    await db.axle_configurations.bulkPut(configurations.map((c) => ({ ...c, fetchedAt })));
  });
}

export function getAxleConfiguration(db: FleetSurveyDb, id: number): Promise<AxleConfigurationRecord | undefined> {
  return db.axle_configurations.get(id);
}
