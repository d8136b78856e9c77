import type { LocalRecord, SyncState } from '../../data/types';

/** What a list row says about changes still on this device. */
export type PendingMarker = 'unsent' | 'attention' | 'not_synced' | null;

export function pendingMarker(record: Pick<LocalRecord, 'syncState'> | null | undefined): PendingMarker {
  const state: SyncState | undefined = record?.syncState;
  return state === 'unsent' || state === 'attention' || state === 'not_synced' ? state : null;
}

export interface MergedRow<S, L> {
  /** Stable React key. */
  key: string;
  /** What goes into a URL: the server id once known, else the local id. */
  urlId: string;
  server: S | null;
  local: L | null;
  pending: PendingMarker;
}

type Deletable = LocalRecord & { deleted?: boolean };

/**
 * One page of the server's list with this device's changes laid over it. Records the server
 * never received come first, so what is still unsent is always in sight; a server row with an
 * unsent local edit is shown with the local record; a row deleted here is hidden until the
 * server confirms. Local records that exist on the server but are not on this page stay out,
 * since they belong to another page, unless they changed after the page was read (`pageReadAt`):
 * a survey sent a moment ago must not vanish until the list is read again.
 */
export function mergeServerPage<S extends { id: number }, L extends Deletable>(
  serverRows: S[],
  locals: L[],
  keepLocalOnly: (record: L) => boolean = () => true,
  pageReadAt = Number.POSITIVE_INFINITY,
): MergedRow<S, L>[] {
  const byServerId = new Map<number, L>();
  for (const local of locals) if (local.serverId !== null) byServerId.set(Number(local.serverId), local);
  const onPage = new Set(serverRows.map((r) => r.id));
  const newerThanPage = (l: L) => l.serverId !== null && !onPage.has(Number(l.serverId)) && l.updatedAt > pageReadAt;
  const localOnly = locals
    .filter((l) => (l.serverId === null || newerThanPage(l)) && !l.deleted && keepLocalOnly(l))
    .map((l) => ({
      key: `local:${l.localId}`,
      urlId: l.serverId === null ? l.localId : String(l.serverId),
      server: null,
      local: l,
      pending: l.serverId === null ? (pendingMarker(l) ?? 'unsent') : pendingMarker(l),
    }));
  const fromServer: MergedRow<S, L>[] = [];
  for (const row of serverRows) {
    const local = byServerId.get(row.id) ?? null;
    if (local?.deleted) continue;
    fromServer.push({ key: `server:${row.id}`, urlId: String(row.id), server: row, local, pending: pendingMarker(local) });
  }
  return [...localOnly, ...fromServer];
}

/** Offline: only this device's records, as rows of the same shape. */
export function localRows<L extends Deletable>(locals: L[]): MergedRow<never, L>[] {
  return locals
    .filter((l) => !l.deleted)
    .map((l) => ({ key: `local:${l.localId}`, urlId: l.serverId === null ? l.localId : String(l.serverId), server: null, local: l, pending: pendingMarker(l) }));
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** One page (1-based) of an in-memory list; a page past the end shows the last one. */
export function pageOf<T>(items: T[], page: number, pageSize: number): T[] {
  const last = pageCount(items.length, pageSize);
  const current = Math.min(Math.max(1, page), last);
  return items.slice((current - 1) * pageSize, current * pageSize);
}

/** Case- and accent-insensitive keyword match over the given texts. */
export function matchesKeyword(keyword: string, texts: (string | null | undefined)[]): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  const needle = fold(keyword.trim());
  if (!needle) return true;
  return texts.some((text) => text != null && fold(text).includes(needle));
}
