import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { OfflineNotice } from './offline-notice';
import { useConnection, useOnline } from './use-online';

export interface OnlineOnlyProps {
  children: ReactNode;
  /**
   * Query key prefixes of the report's data. Going offline drops them from the cache, so coming
   * back online loads the report anew instead of showing an old answer as the current one.
   */
  queryKeys?: readonly (readonly unknown[])[];
}

/**
 * Report views work online only: offline or with a server that does not answer, the content is
 * not rendered at all (nothing cached passes for current) and a panel says why.
 */
export function OnlineOnly({ children, queryKeys = [] }: OnlineOnlyProps) {
  const online = useOnline();
  const unreachable = useConnection() === 'unreachable';
  const queryClient = useQueryClient();

  useEffect(() => {
    if (online) return;
    for (const queryKey of queryKeys) queryClient.removeQueries({ queryKey });
  }, [online, queryClient, queryKeys]);

  if (online) return <>{children}</>;
  return (
    <OfflineNotice title={<Trans>This report needs a connection</Trans>}>
      {unreachable ? (
        <Trans>Reports are read live from the server. This page loads again when the server answers.</Trans>
      ) : (
        <Trans>Reports are read live from the server. This page loads again when you are back online.</Trans>
      )}
    </OfflineNotice>
  );
}
