import type { FleetSurveyDb } from '../data/db';
import type { EntityKind, LocalRecord } from '../data/types';

/**
 * Finds a record by what a URL carries: its local id (a record made on this device, synced
 * or not) or its server id (a link from elsewhere in the portal). Records created offline keep
 * their local id in URLs for good, so both forms must keep working after the sync.
 */
export async function findRecordByParam<R extends LocalRecord>(db: FleetSurveyDb, kind: EntityKind, param: string): Promise<R | undefined> {
  const table = db.tableOf(kind);
  const byLocal = (await table.get(param)) as R | undefined;
  if (byLocal) return byLocal;
  if (!/^\d+$/.test(param)) return undefined;
  const mapped = await db.id_map.where('[kind+serverId]').equals([kind, Number(param)]).first();
  return mapped ? ((await table.get(mapped.localId)) as R | undefined) : undefined;
}

/** The id to put in a URL for a record: its server id once known (shareable), else its local id. */
export function urlIdOf(record: Pick<LocalRecord, 'localId' | 'serverId'>): string {
  return record.serverId === null ? record.localId : String(record.serverId);
}
