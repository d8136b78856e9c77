import type { FleetSurveyDb } from './db';
import { guardWrite } from './errors';
import type { EntityKind, LocalRecord } from './types';

/**
 * One read-write transaction over the record tables and the outbox: the local write and its
 * outbox entry commit together or not at all. A full disk surfaces as StorageFullError.
 */
export function writeLocally<T>(db: FleetSurveyDb, work: () => Promise<T>): Promise<T> {
  return guardWrite(() => db.transaction('rw', db.writeTables, work));
}

export class RecordNotFoundError extends Error {
  override readonly name = 'RecordNotFoundError';
  constructor(kind: EntityKind, localId: string) {
    super(`No local ${kind} ${localId}`);
  }
}

export async function requireRecord<T extends LocalRecord>(db: FleetSurveyDb, kind: EntityKind, localId: string): Promise<T> {
  const record = (await db.tableOf(kind).get(localId)) as T | undefined;
  if (!record) throw new RecordNotFoundError(kind, localId);
  return record;
}

/** Fields every new local record starts with. */
export function freshRecord(localId: string): LocalRecord {
  return { localId, serverId: null, serverVersion: null, syncState: 'unsent', updatedAt: Date.now() };
}
