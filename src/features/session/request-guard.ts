/**
 * Only one request of a kind in flight at a time (spec 1 §4, the permission check): callers
 * asking for the same key while it runs share its promise; a different key waits for the
 * running one, so answers never cross between pages.
 */
export function createRequestGuard<T>(run: (key: string) => Promise<T>): (key: string) => Promise<T> {
  let current: { key: string; promise: Promise<T> } | null = null;
  let tail: Promise<unknown> = Promise.resolve();

  return (key: string) => {
    if (current && current.key === key) return current.promise;
    const promise = tail.then(
      () => run(key),
      () => run(key),
    );
    const entry = { key, promise };
    current = entry;
    tail = promise.catch(() => undefined);
    const release = () => {
      if (current === entry) current = null;
    };
    promise.then(release, release);
    return promise;
  };
}
