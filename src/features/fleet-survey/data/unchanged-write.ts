import { dequal } from 'dequal/lite';
import type { FleetSurveyDb } from './db';
import type { IdKind, LocalRecord, ServerId } from './types';

/*
 * Every field screen refreshes what it shows from the server when it opens, and most of it is
 * what the device already holds. Dexie wakes each live query over a table a transaction wrote
 * to, whatever the values, and every woken query re-renders its screen: a unit's screen
 * rendered some thirty times after each visit. A downloaded record equal to the stored one
 * (its time aside) is left as it is, and keeps the time it last changed.
 */

function sameApartFromTime(stored: LocalRecord, downloaded: LocalRecord): boolean {
  const { updatedAt: _storedAt, ...storedFields } = stored;
  const { updatedAt: _downloadedAt, ...downloadedFields } = downloaded;
  return dequal(storedFields, downloadedFields);
}

/** Stores a record built from a download, unless the stored one already says the same; returns the one the device holds. */
export async function putDownloaded<R extends LocalRecord>(table: { put(record: NoInfer<R>): Promise<unknown> }, downloaded: R, stored: R | undefined): Promise<R> {
  if (stored && sameApartFromTime(stored, downloaded)) return stored;
  await table.put(downloaded);
  return downloaded;
}

/** Records which server id a local record has, unless the map says so already. */
export async function mapServerId(db: FleetSurveyDb, kind: IdKind, localId: string, serverId: ServerId): Promise<void> {
  const mapped = await db.id_map.get([kind, localId]);
  if (mapped?.serverId === serverId) return;
  await db.id_map.put({ kind, localId, serverId });
}
