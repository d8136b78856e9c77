import type { Table } from 'dexie';
import type { FleetSurveyDb } from '../data/db';
import { getPath } from '../data/json-path';
import type { AnswerMapping, OutboxEntry } from '../data/outbox-types';
import type { ImageRecord, LocalRecord, ServerId } from '../data/types';
import { parseEntityKey, queuedStateOf, refreshSyncState, syncTables } from './record-state';

function isServerId(value: unknown): value is ServerId {
  return (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.length > 0);
}

/** The ids a 2xx answer must carry; a missing one is a server fault the user must see. */
export function missingIds(entry: OutboxEntry, answer: unknown): string[] {
  return entry.answers.filter((a) => a.idPath && !a.idOptional && !isServerId(getPath(answer, a.idPath))).map((a) => a.idPath!);
}

function nextVersion(entry: OutboxEntry, mapping: AnswerMapping, answer: unknown, learnedNewId: boolean, current: number | null): number | null {
  const stated = mapping.versionPath ? getPath(answer, mapping.versionPath) : undefined;
  if (typeof stated === 'number') return stated;
  // Server records start at version 1, and every change raises it by one.
  if (learnedNewId) return 1;
  const editedKind = entry.versionKind ?? entry.entityKind;
  if (entry.versioned && editedKind === mapping.kind && entry.baseVersion !== null) return entry.baseVersion + 1;
  return current;
}

/**
 * The server confirmed the entry: server ids go into id_map and the records, the entry leaves
 * the outbox, all in one transaction. If the transaction fails the entry stays and its
 * re-send is answered from the server's idempotency record.
 */
export async function applyConfirmation(db: FleetSurveyDb, entry: OutboxEntry, answer: unknown, now: number): Promise<void> {
  await db.transaction('rw', syncTables(db), async () => {
    const current = await db.outbox.where('id').equals(entry.id).first();
    if (!current) return;
    const confirmed = { ...current, baseVersion: entry.baseVersion };
    // A reading's answer names both its own id and the mounted tire's, which live on one
    // record: each record is read once and written once, with what every mapping changed.
    const touched = new Map<string, { table: Table<LocalRecord, string>; record: LocalRecord & Record<string, unknown>; changes: Record<string, unknown> }>();
    for (const mapping of current.answers) {
      const slot = db.slotOf(mapping.kind);
      const found = mapping.idPath ? getPath(answer, mapping.idPath) : undefined;
      const serverId = isServerId(found) ? found : undefined;
      if (serverId !== undefined) await db.id_map.put({ kind: mapping.kind, localId: mapping.localId, serverId });
      const key = `${slot.table.name}:${mapping.localId}`;
      if (!touched.has(key)) {
        const record = (await slot.table.get(mapping.localId)) as (LocalRecord & Record<string, unknown>) | undefined;
        if (!record) continue;
        touched.set(key, { table: slot.table, record, changes: {} });
      }
      const { record, changes } = touched.get(key)!;
      const learnedNewId = serverId !== undefined && serverId !== record[slot.idField];
      const mapped: Record<string, unknown> = {
        [slot.versionField]: nextVersion(confirmed, mapping, answer, learnedNewId, (record[slot.versionField] as number | null) ?? null),
      };
      if (serverId !== undefined) mapped[slot.idField] = serverId;
      if (mapping.kind === 'image' && serverId !== undefined) {
        // The server has the bytes now; free the device's storage for the next photos.
        Object.assign(mapped, { storageId: String(serverId), status: 'uploaded', blob: null, uploadedBytes: (record as unknown as ImageRecord).byteSize });
      }
      Object.assign(record, mapped);
      Object.assign(changes, mapped);
    }
    await db.outbox.delete(current.seq!);
    // The records' sync state now, written with the answer's changes where the record is at hand.
    const others: string[] = [];
    for (const key of new Set(current.entityKeys)) {
      const { kind, localId } = parseEntityKey(key);
      const atHand = touched.get(`${db.tableOf(kind).name}:${localId}`);
      if (!atHand) {
        others.push(key);
        continue;
      }
      const syncState = await queuedStateOf(db, key, 'synced');
      if (atHand.record.syncState !== syncState) atHand.changes.syncState = syncState;
    }
    // Read in this transaction, so written whole (an update would read each again).
    for (const { table, record, changes } of touched.values()) await table.put({ ...record, ...changes });
    await refreshSyncState(db, others);
    if (current.deletes) await db.tableOf(current.deletes.kind).delete(current.deletes.localId);
    const meta = await db.sync_meta.get('sync');
    await db.sync_meta.put({ key: 'sync', authStopped: meta?.authStopped ?? false, lastSyncAt: now, lastError: null });
  });
}
