import type { FleetSurveyDb } from '../data/db';
import { ATTENTION_STATUSES, type OutboxEntry } from '../data/outbox-types';
import type { EntityKind, SyncState } from '../data/types';

export function parseEntityKey(key: string): { kind: EntityKind; localId: string } {
  const at = key.indexOf(':');
  return { kind: key.slice(0, at) as EntityKind, localId: key.slice(at + 1) };
}

function stateFrom(remaining: OutboxEntry[], fallback: SyncState): SyncState {
  if (remaining.some((e) => ATTENTION_STATUSES.includes(e.status))) return 'attention';
  return remaining.length > 0 ? 'unsent' : fallback;
}

/** A record's sync state from what is still queued for it; `whenClear` once nothing is. */
export async function queuedStateOf(db: FleetSurveyDb, key: string, whenClear: SyncState): Promise<SyncState> {
  // Mostly nothing is left (a confirmation): counting is cheaper than reading the entries.
  const queued = db.outbox.where('entityKeys').equals(key);
  const remaining = (await queued.count()) === 0 ? [] : await queued.toArray();
  return stateFrom(remaining, whenClear);
}

/**
 * Recomputes the sync state of records from what is still in their outbox; `whenClear` is
 * the state once nothing is queued (synced after a confirm, not_synced after a discard).
 * Runs inside the caller's transaction.
 */
export async function refreshSyncState(db: FleetSurveyDb, keys: string[], whenClear: SyncState = 'synced'): Promise<void> {
  for (const key of new Set(keys)) {
    const { kind, localId } = parseEntityKey(key);
    const table = db.tableOf(kind);
    const record = await table.get(localId);
    if (!record) continue;
    const syncState = await queuedStateOf(db, key, whenClear);
    if (record.syncState !== syncState) await table.update(localId, { syncState });
  }
}

/** Tables the engine's bookkeeping transactions span. */
export function syncTables(db: FleetSurveyDb) {
  return [db.outbox, db.id_map, db.sync_meta, db.surveys, db.units, db.unit_inspections, db.tires, db.removed_tires, db.images, db.trailer_readiness];
}
