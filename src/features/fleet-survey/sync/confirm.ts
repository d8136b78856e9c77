import type { FleetSurveyDb } from '../data/db';
import { getPath } from '../data/json-path';
import type { AnswerMapping, OutboxEntry } from '../data/outbox-types';
import type { ImageRecord, LocalRecord, ServerId } from '../data/types';
import { refreshSyncState, syncTables } from './record-state';

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
    for (const mapping of current.answers) {
      const slot = db.slotOf(mapping.kind);
      const found = mapping.idPath ? getPath(answer, mapping.idPath) : undefined;
      const serverId = isServerId(found) ? found : undefined;
      if (serverId !== undefined) await db.id_map.put({ kind: mapping.kind, localId: mapping.localId, serverId });
      const record = (await slot.table.get(mapping.localId)) as (LocalRecord & Record<string, unknown>) | undefined;
      if (!record) continue;
      const learnedNewId = serverId !== undefined && serverId !== record[slot.idField];
      const changes: Record<string, unknown> = {
        [slot.versionField]: nextVersion(confirmed, mapping, answer, learnedNewId, (record[slot.versionField] as number | null) ?? null),
      };
      if (serverId !== undefined) changes[slot.idField] = serverId;
      if (mapping.kind === 'image' && serverId !== undefined) {
        // The server has the bytes now; free the device's storage for the next photos.
        Object.assign(changes, { storageId: String(serverId), status: 'uploaded', blob: null, uploadedBytes: (record as unknown as ImageRecord).byteSize });
      }
      await slot.table.update(mapping.localId, changes);
    }
    if (current.deletes) await db.tableOf(current.deletes.kind).delete(current.deletes.localId);
    await db.outbox.delete(current.seq!);
    await refreshSyncState(db, current.entityKeys);
    const meta = await db.sync_meta.get('sync');
    await db.sync_meta.put({ key: 'sync', authStopped: meta?.authStopped ?? false, lastSyncAt: now, lastError: null });
  });
}
