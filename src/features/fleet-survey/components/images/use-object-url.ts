import { useEffect } from 'react';

interface Entry {
  url: string;
  users: number;
}

/** One object URL per Blob, shared by every thumbnail showing it, revoked once none does. */
const entries = new Map<Blob, Entry>();

/** A URL nobody mounted (a render that never committed) is dropped after this long. */
const UNUSED_MS = 10_000;

function revokeIfUnused(blob: Blob, entry: Entry) {
  if (entry.users > 0 || entries.get(blob) !== entry) return;
  URL.revokeObjectURL(entry.url);
  entries.delete(blob);
}

function entryFor(blob: Blob): Entry {
  let entry = entries.get(blob);
  if (!entry) {
    const created: Entry = { url: URL.createObjectURL(blob), users: 0 };
    entries.set(blob, created);
    setTimeout(() => revokeIfUnused(blob, created), UNUSED_MS);
    entry = created;
  }
  return entry;
}

/**
 * An object URL for a Blob, revoked when the last component showing it unmounts, so
 * thumbnails of queued photos never leak the device's memory. The revoke waits a tick, so a
 * remount (React's strict mode, a list reorder) keeps the same URL.
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const url = blob ? entryFor(blob).url : null;
  useEffect(() => {
    if (!blob) return;
    const entry = entryFor(blob);
    entry.users += 1;
    return () => {
      entry.users -= 1;
      setTimeout(() => revokeIfUnused(blob, entry), 0);
    };
  }, [blob]);
  return url;
}
