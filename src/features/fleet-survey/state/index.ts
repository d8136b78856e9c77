/**
 * The field module's wiring for screens: the opened storage and engine, online state, live
 * queries over the local database, and local writes that nudge the sync engine.
 */
export { FieldSyncBoot } from './field-sync-boot';
export { FieldSyncProvider } from './field-sync-provider';
export { useFieldSync, useFieldDb, useFieldSyncReady } from './use-field-sync';
export { checkServerNow, useConnection, useOfflineShell, useOnline } from './use-online';
export type { Connection, OfflineShell } from './app-links';
export { useIsDealerUser } from './use-session-user';
export { useFieldWrite } from './use-field-write';
export { useRefreshAfterSync } from './use-refresh-after-sync';
export {
  useFieldQuery,
  useLocalLocations,
  useLocalLocation,
  useLocalUnits,
  useLocalUnit,
  useLocalSurveys,
  useLocalSurvey,
  useReferenceValue,
  useAxleConfigurations,
  useUploadedUnits,
  useOfflineReadyLocations,
  useLocationActivity,
  useAxleConfigurationNames,
  useAllAxleConfigurations,
  type LocationActivity,
} from './live-queries';
export { findRecordByParam, urlIdOf } from './record-lookup';
export { referenceKeys, type OfflineReadiness } from './reference-keys';
export { useSyncStatus, useWaitingChanges, type SyncStatus, type AttentionItem, type WaitingChange } from '../sync';
