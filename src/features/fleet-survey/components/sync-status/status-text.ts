import type { SyncStatus } from '../../sync';
import { StorageFullError } from '../../data/errors';

/**
 * The one thing the bar leads with, most urgent first: a technician glancing at it must see
 * at once whether work is at risk (no storage), stuck (sign-in, errors) or merely waiting.
 */
export type SyncHeadline = 'unavailable' | 'storage-full' | 'sign-in' | 'attention' | 'sending' | 'offline' | 'unreachable' | 'unsent' | 'synced';

type HeadlineInput = Pick<SyncStatus, 'storage' | 'online' | 'unsentChanges' | 'unsentPhotos' | 'needsSignIn' | 'attention' | 'lastError'> & {
  replay: Pick<SyncStatus['replay'], 'running' | 'error'>;
  /** Not online because the device is online and the server does not answer (not because the device is offline). */
  unreachable?: boolean;
};

const STORAGE_FULL_MESSAGE = new StorageFullError().message;

export function isStorageFull(status: Pick<SyncStatus, 'lastError'> & { replay: Pick<SyncStatus['replay'], 'error'> }): boolean {
  return status.replay.error === STORAGE_FULL_MESSAGE || status.lastError === STORAGE_FULL_MESSAGE;
}

export function syncHeadline(status: HeadlineInput): SyncHeadline {
  if (status.storage === 'local-storage') return 'unavailable';
  if (isStorageFull(status)) return 'storage-full';
  if (status.needsSignIn) return 'sign-in';
  if (status.attention.length > 0) return 'attention';
  const waiting = status.unsentChanges + status.unsentPhotos;
  if (status.replay.running && waiting > 0 && status.online) return 'sending';
  if (!status.online) return status.unreachable ? 'unreachable' : 'offline';
  return waiting > 0 ? 'unsent' : 'synced';
}

export type Age = { unit: 'never' } | { unit: 'now' } | { unit: 'minutes' | 'hours' | 'days'; count: number };

/** How long ago the last successful sync was, in the coarsest unit that still helps. */
export function ageOf(at: number | null, now: number): Age {
  if (at === null) return { unit: 'never' };
  const minutes = Math.floor(Math.max(0, now - at) / 60_000);
  if (minutes < 1) return { unit: 'now' };
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hours', count: hours };
  return { unit: 'days', count: Math.floor(hours / 24) };
}

/** Megabytes with one decimal; a few bytes still read as 0.1 so "nothing left" is never implied. */
export function megabytes(bytes: number): string {
  if (bytes <= 0) return '0';
  const mb = bytes / (1024 * 1024);
  return mb < 0.1 ? '0.1' : mb.toFixed(1);
}

export function percent(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((done / total) * 100));
}

export interface ConflictRow {
  field: string;
  mine: string;
  theirs: string;
  differs: boolean;
}

/** Bookkeeping fields both sides carry that say nothing to the technician. */
const HIDDEN_FIELDS = new Set(['id', 'version', 'location_id', 'survey_id', 'unit_id', 'tire_id']);

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The fields of a refused change next to the server's values: only what this device sent,
 * since fields it did not send are not in dispute. Differences first.
 */
export function conflictRows(local: unknown, server: unknown): ConflictRow[] {
  const mine = local && typeof local === 'object' ? (local as Record<string, unknown>) : {};
  const theirs = server && typeof server === 'object' ? (server as Record<string, unknown>) : {};
  const rows = Object.keys(mine)
    .filter((field) => !HIDDEN_FIELDS.has(field))
    .map((field) => {
      const a = show(mine[field]);
      const b = show(theirs[field]);
      return { field, mine: a, theirs: b, differs: a !== b };
    });
  return [...rows.filter((r) => r.differs), ...rows.filter((r) => !r.differs)];
}
