import type { FleetSurveyDb } from '../data/db';
import type { OutboxEntry } from '../data/outbox-types';
import type { LocalRecord } from '../data/types';
import { updateEntry } from './entry-updates';
import { refreshSyncState, syncTables } from './record-state';

export type ConflictChoice = 'mine' | 'theirs';

export class OutboxActionError extends Error {
  override readonly name = 'OutboxActionError';
}

async function requireEntry(db: FleetSurveyDb, id: string): Promise<OutboxEntry> {
  const entry = await db.outbox.where('id').equals(id).first();
  if (!entry) throw new OutboxActionError('This change is no longer waiting to be sent');
  return entry;
}

/** Sends a failed, conflicting or stopped entry again, now. */
export async function retryEntry(db: FleetSurveyDb, id: string): Promise<void> {
  const entry = await requireEntry(db, id);
  if (entry.status === 'sending') return;
  await updateEntry(db, id, { status: 'pending', nextAttemptAt: 0, lastError: null });
}

/**
 * Drops an entry at the user's request, with every queued entry that cannot go without it
 * (it depends on it, or refers to a record only it would create). Records keep their local
 * values, marked not_synced; a delete is undone locally.
 */
export async function discardEntry(db: FleetSurveyDb, id: string): Promise<string[]> {
  return db.transaction('rw', syncTables(db), async () => {
    const first = await requireEntry(db, id);
    if (first.status === 'sending') throw new OutboxActionError('This change is being sent right now; try again in a moment');
    const all = await db.outbox.orderBy('seq').toArray();
    const dropped = new Map<string, OutboxEntry>([[first.id, first]]);
    const lostRecords = new Set(first.createKeys);
    for (let grew = true; grew; ) {
      grew = false;
      for (const entry of all) {
        if (dropped.has(entry.id) || entry.status === 'sending') continue;
        const needsDropped = entry.dependsOn.some((d) => dropped.has(d)) || entry.placeholders.some((p) => lostRecords.has(`${p.kind}:${p.localId}`));
        if (!needsDropped) continue;
        dropped.set(entry.id, entry);
        entry.createKeys.forEach((k) => lostRecords.add(k));
        grew = true;
      }
    }
    const keys: string[] = [];
    for (const entry of dropped.values()) {
      if (entry.deletes) await db.tableOf(entry.deletes.kind).update(entry.deletes.localId, { deleted: false } as Partial<LocalRecord>);
      await db.outbox.delete(entry.seq!);
      keys.push(...entry.entityKeys);
    }
    await refreshSyncState(db, keys, 'not_synced');
    return [...dropped.keys()];
  });
}

/**
 * 'mine': send again, now based on the server's current version (the same Idempotency-Key is
 * free again: a 409 leaves nothing stored). 'theirs': take the server's record and drop this
 * entry with the later unsent edits of the record, which were built on the refused version.
 */
export async function resolveConflict(db: FleetSurveyDb, id: string, choice: ConflictChoice): Promise<string[]> {
  return db.transaction('rw', syncTables(db), async () => {
    const entry = await requireEntry(db, id);
    if (entry.status !== 'conflict' || !entry.conflict) throw new OutboxActionError('This change has no conflict to resolve');
    const server = entry.conflict.server as ({ version?: unknown } & Record<string, unknown>) | null;
    if (!server || typeof server !== 'object') throw new OutboxActionError("The server did not send its version; retry or discard instead");
    const version = typeof server.version === 'number' ? server.version : null;
    if (choice === 'mine') {
      await updateEntry(db, id, { status: 'pending', baseVersion: version, nextAttemptAt: 0, lastError: null, conflict: undefined });
      return [];
    }
    const slot = db.slotOf(entry.versionKind ?? entry.entityKind);
    const record = (await slot.table.get(entry.entityLocalId)) as (LocalRecord & { data?: Record<string, unknown> } & Record<string, unknown>) | undefined;
    if (record) {
      // Fields the server sent under the local names replace the local values; the rest stay.
      const data = record.data ? Object.fromEntries(Object.entries(record.data).map(([k, v]) => [k, k in server ? server[k] : v])) : undefined;
      await slot.table.put({ ...record, ...(data ? { data } : {}), [slot.versionField]: version ?? record[slot.versionField], updatedAt: Date.now() } as LocalRecord);
    }
    const sameRecord = await db.outbox.where('entityKeys').equals(`${entry.entityKind}:${entry.entityLocalId}`).toArray();
    const slotKind = entry.versionKind ?? entry.entityKind;
    const superseded = sameRecord.filter((e) => e.id === id || (e.seq! > entry.seq! && e.versioned && !e.everSent && (e.versionKind ?? e.entityKind) === slotKind));
    await db.outbox.bulkDelete(superseded.map((e) => e.seq!));
    await refreshSyncState(db, superseded.flatMap((e) => e.entityKeys));
    return superseded.map((e) => e.id);
  });
}
