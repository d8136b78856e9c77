import type { FleetSurveyDb } from '../data/db';
import { ATTENTION_STATUSES, type OutboxEntry, type OutboxStatus } from '../data/outbox-types';
import { refreshSyncState, syncTables } from './record-state';

type Changes = Partial<Pick<OutboxEntry, 'status' | 'attempts' | 'nextAttemptAt' | 'lastError' | 'lastStatus' | 'conflict' | 'baseVersion' | 'everSent' | 'dependsOn'>>;

/**
 * Updates an entry if it is still queued (the user may have discarded it meanwhile), with
 * the matching photo status and the records' sync state, in one transaction.
 */
export async function updateEntry(db: FleetSurveyDb, entryId: string, changes: Changes, meta?: { lastError?: string | null; authStopped?: boolean }): Promise<OutboxEntry | null> {
  return db.transaction('rw', syncTables(db), async () => {
    const entry = await db.outbox.where('id').equals(entryId).first();
    if (!entry) return null;
    const updated = await writeEntryChanges(db, entry, changes);
    if (meta) await setMeta(db, meta);
    return updated;
  });
}

/**
 * updateEntry for an entry the caller's transaction (over syncTables) has just read: written
 * whole, which IndexedDB does in one step (an update reads it again first).
 */
export async function writeEntryChanges(db: FleetSurveyDb, entry: OutboxEntry, changes: Changes): Promise<OutboxEntry> {
  const updated = { ...entry, ...changes };
  await db.outbox.put(updated);
  if (entry.entityKind === 'image' && entry.createKeys.length > 0 && changes.status) {
    await db.images.update(entry.entityLocalId, { status: imageStatus(changes.status), ...(changes.status === 'sending' ? {} : { uploadedBytes: 0 }) });
  }
  // A record's state only moves when an entry enters or leaves "needs attention".
  if (changes.status && ATTENTION_STATUSES.includes(changes.status) !== ATTENTION_STATUSES.includes(entry.status)) await refreshSyncState(db, entry.entityKeys);
  return updated;
}

function imageStatus(status: OutboxStatus) {
  if (status === 'sending') return 'uploading' as const;
  if (status === 'failed' || status === 'conflict') return 'failed' as const;
  return 'pending' as const;
}

/** Moves entries between pending and blocked in one transaction. */
export async function setWaitingStatus(db: FleetSurveyDb, ids: string[], status: 'pending' | 'blocked'): Promise<void> {
  if (ids.length === 0) return;
  await db.transaction('rw', syncTables(db), async () => {
    for (const id of ids) await updateEntry(db, id, { status });
  });
}

/** After a crash an entry can be left "sending"; its Idempotency-Key makes sending it again safe. */
export async function resetInterruptedSends(db: FleetSurveyDb): Promise<number> {
  const stuck = await db.outbox.where('status').equals('sending').toArray();
  for (const entry of stuck) await updateEntry(db, entry.id, { status: 'pending' });
  return stuck.length;
}

/** Joins the caller's transaction when there is one that includes sync_meta. */
export async function setMeta(db: FleetSurveyDb, meta: { lastError?: string | null; authStopped?: boolean }): Promise<void> {
  await db.transaction('rw', db.sync_meta, async () => {
    const current = await db.sync_meta.get('sync');
    await db.sync_meta.put({
      key: 'sync',
      lastSyncAt: current?.lastSyncAt ?? null,
      lastError: meta.lastError !== undefined ? meta.lastError : (current?.lastError ?? null),
      authStopped: meta.authStopped ?? current?.authStopped ?? false,
    });
  });
}
