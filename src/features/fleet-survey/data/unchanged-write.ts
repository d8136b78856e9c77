import { dequal } from 'dequal/lite';
import type { FleetSurveyDb } from './db';
import type { IdKind, IdMapRecord, LocalRecord } from './types';

/*
 * Every field screen refreshes what it shows from the server when it opens, and most of it is
 * what the device already holds. Dexie wakes each live query over a table a transaction wrote
 * to, whatever the values, and every woken query re-renders its screen: a unit's screen
 * rendered some thirty times after each visit. A downloaded record equal to the stored one
 * (its time aside) is left as it is, and keeps the time it last changed.
 */

/** Whether a record built from a download says what the stored one says, its time aside. */
export function sameApartFromTime<R extends LocalRecord>(stored: R | undefined, downloaded: R): stored is R {
  if (!stored) return false;
  const { updatedAt: _storedAt, ...storedFields } = stored;
  const { updatedAt: _downloadedAt, ...downloadedFields } = downloaded;
  return dequal(storedFields, downloadedFields);
}

/** Stores a record built from a download, unless the stored one already says the same; returns the one the device holds. */
export async function putDownloaded<R extends LocalRecord>(table: { put(record: NoInfer<R>): Promise<unknown> }, downloaded: R, stored: R | undefined): Promise<R> {
  if (sameApartFromTime(stored, downloaded)) return stored;
  await table.put(downloaded);
  return downloaded;
}

/** Records which server id each local record has, in one read and at most one write, leaving alone the ones the map already says. */
export async function mapServerIds(db: FleetSurveyDb, entries: IdMapRecord[]): Promise<void> {
  if (entries.length === 0) return;
  const mapped = await db.id_map.bulkGet(entries.map((entry): [IdKind, string] => [entry.kind, entry.localId]));
  const changed = entries.filter((entry, index) => mapped[index]?.serverId !== entry.serverId);
  if (changed.length > 0) await db.id_map.bulkPut(changed);
}
