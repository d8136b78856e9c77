import { useDeferredValue, type ReactNode } from 'react';

/**
 * Shows `fallback` in the update that mounts it and `children` in a deferred pass right after.
 * An update that reaches React through useSyncExternalStore (the router's, TanStack Query's)
 * renders in one uninterrupted task; the deferred pass runs in a transition lane, which React
 * splits into tasks of a few milliseconds, so a large tree mounts without a long task and the
 * browser can answer a tap in between.
 */
export function DeferredMount({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const mounted = useDeferredValue(true, false);
  return mounted ? children : fallback;
}
