import type { FleetSurveyDb } from '../data/db';
import type { OutboxOp, OutboxStatus } from '../data/outbox-types';
import type { StorageMode } from '../data/storage';
import type { EntityKind } from '../data/types';
import type { SyncRuntime } from './sync-engine';

/** A queued change the user must look at: refused, conflicting, or waiting for sign-in. */
export interface AttentionItem {
  id: string;
  op: OutboxOp;
  status: Extract<OutboxStatus, 'failed' | 'conflict' | 'auth'>;
  entityKind: EntityKind;
  entityLocalId: string;
  message: string | null;
  httpStatus: number | null;
  /** For a conflict: what this device sent and what the server has. */
  conflict?: { local: unknown; server: unknown };
  createdAt: number;
}

/** What the database says about the queue; live-queried by the hook. */
export interface QueueSummary {
  unsentChanges: number;
  /** Of those, waiting for an earlier change. */
  blockedChanges: number;
  unsentPhotos: number;
  unsentPhotoBytes: number;
  lastSyncAt: number | null;
  lastError: string | null;
  needsSignIn: boolean;
  attention: AttentionItem[];
}

export interface SyncEnvironment {
  storage: StorageMode;
  /** navigator.storage.persist() result; null when unknown or unsupported. */
  persisted: boolean | null;
}

export interface SyncStatus extends QueueSummary, SyncEnvironment {
  online: boolean;
  replay: Pick<SyncRuntime, 'running' | 'done' | 'total' | 'upload' | 'photos' | 'error'>;
}

export const EMPTY_QUEUE: QueueSummary = {
  unsentChanges: 0,
  blockedChanges: 0,
  unsentPhotos: 0,
  unsentPhotoBytes: 0,
  lastSyncAt: null,
  lastError: null,
  needsSignIn: false,
  attention: [],
};

export async function readQueueSummary(db: FleetSurveyDb | null): Promise<QueueSummary> {
  if (!db) return EMPTY_QUEUE;
  const [entries, photos, meta] = await Promise.all([
    db.outbox.orderBy('seq').toArray(),
    db.images.where('status').anyOf(['pending', 'uploading', 'failed']).toArray(),
    db.sync_meta.get('sync'),
  ]);
  const unsentPhotos = photos.filter((p) => !p.deleted);
  const attention: AttentionItem[] = entries
    .filter((e) => e.status === 'failed' || e.status === 'conflict' || e.status === 'auth')
    .map((e) => ({
      id: e.id,
      op: e.op,
      status: e.status as AttentionItem['status'],
      entityKind: e.entityKind,
      entityLocalId: e.entityLocalId,
      message: e.lastError,
      httpStatus: e.lastStatus,
      conflict: e.conflict,
      createdAt: e.createdAt,
    }));
  return {
    unsentChanges: entries.length,
    blockedChanges: entries.filter((e) => e.status === 'blocked').length,
    unsentPhotos: unsentPhotos.length,
    unsentPhotoBytes: unsentPhotos.reduce((sum, p) => sum + p.byteSize, 0),
    lastSyncAt: meta?.lastSyncAt ?? null,
    lastError: meta?.lastError ?? null,
    needsSignIn: Boolean(meta?.authStopped),
    attention,
  };
}

export function combineStatus(queue: QueueSummary, runtime: SyncRuntime, environment: SyncEnvironment): SyncStatus {
  const { running, done, total, upload, photos, error } = runtime;
  return { ...queue, ...environment, online: runtime.online, replay: { running, done, total, upload, photos, error } };
}

export async function getSyncStatus(db: FleetSurveyDb | null, runtime: SyncRuntime, environment: SyncEnvironment): Promise<SyncStatus> {
  return combineStatus(await readQueueSummary(db), runtime, environment);
}
