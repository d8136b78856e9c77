import { onlineManager } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useSyncExternalStore } from 'react';
import { connectionAtom, type Connection } from '../../lib/connection';
import { store } from '../../lib/store';

/**
 * Online as TanStack Query sees it (its onlineManager follows the app's connection state: a
 * network and a server that answers), so the panel and the paused queries always agree.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (notify) => onlineManager.subscribe(notify),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/** Why not online: no network at all, or a server that does not answer. */
export function useConnection(): Connection {
  return useAtomValue(connectionAtom, { store });
}
