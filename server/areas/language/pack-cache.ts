export interface TtlCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops one key, or everything; the admin translation screen calls this after an edit. */
  clear(key?: string): void;
}

/**
 * A short-lived memory cache: long enough to spare the database a query per page load, short
 * enough that an administrator's edit shows within a minute on every server. Concurrent
 * requests share one load; a failed load is not kept.
 */
export function createTtlCache<T>(ttlMs: number, now: () => number = Date.now): TtlCache<T> {
  const entries = new Map<string, { expires: number; value: Promise<T> }>();
  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      const value = load();
      entries.set(key, { expires: now() + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear(key) {
      if (key === undefined) entries.clear();
      else entries.delete(key);
    },
  };
}
