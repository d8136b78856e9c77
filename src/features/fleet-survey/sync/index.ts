// The engine itself (sync-engine.ts, its transport and connectivity) is loaded by startFieldSync,
// not exported here: what the screens import from this index stays free of it.
export type { SyncEngine, SyncEngineOptions, SyncRuntime } from './sync-engine';
export type { Transport, TransportRequest, TransportResponse } from './transport';
export type { Connectivity } from './connectivity';
export type { ConflictChoice } from './user-actions';
export { getSyncStatus, readQueueSummary, combineStatus, type SyncStatus, type QueueSummary, type AttentionItem, type SyncEnvironment } from './sync-status';
export { syncRuntimeAtom, syncEnvironmentAtom, fieldSyncAtom } from './sync-state';
export { useSyncStatus } from './use-sync-status';
export { readWaitingChanges, useWaitingChanges, positionShortName, type WaitingChange } from './waiting-changes';
export { setBackgroundWakeUp, startFieldSync, REPLAY_MESSAGE, type FieldSync } from './field-sync';
