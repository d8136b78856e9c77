import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSyncStatus } from '../sync';

/**
 * Server lists read before a replay do not hold what it just sent: once a replay has confirmed
 * something and finished, the module's server queries (keys starting with 'fleet-survey') are
 * read again, so a record never shows twice nor goes missing.
 */
export function useRefreshAfterSync(): void {
  const client = useQueryClient();
  const { lastSyncAt, replay } = useSyncStatus();
  const seen = useRef(lastSyncAt);
  useEffect(() => {
    if (replay.running || lastSyncAt === seen.current) return;
    seen.current = lastSyncAt;
    void client.invalidateQueries({ queryKey: ['fleet-survey'] });
  }, [client, lastSyncAt, replay.running]);
}
