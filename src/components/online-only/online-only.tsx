import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useOnline } from './use-online';
import './online-only.css';

export interface OnlineOnlyProps {
  children: ReactNode;
  /**
   * Query key prefixes of the report's data. Going offline drops them from the cache, so coming
   * back online loads the report anew instead of showing an old answer as the current one.
   */
  queryKeys?: readonly (readonly unknown[])[];
}

/**
 * Report views work online only: offline, the content is not rendered at all (nothing cached
 * passes for current) and a panel says why.
 */
export function OnlineOnly({ children, queryKeys = [] }: OnlineOnlyProps) {
  const online = useOnline();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (online) return;
    for (const queryKey of queryKeys) queryClient.removeQueries({ queryKey });
  }, [online, queryClient, queryKeys]);

  if (online) return <>{children}</>;
  return (
    <section className="panel online-only-panel" role="status">
      <svg className="online-only-icon" aria-hidden="true" viewBox="0 0 24 24" width="40" height="40">
        <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M12 19h.01M3 3l18 18" />
      </svg>
      <div>
        <h2 className="panel-title">
          <Trans>You are offline — this report needs a connection</Trans>
        </h2>
        <p>
          <Trans>Reports are read live from the server. This page loads again when you are back online.</Trans>
        </p>
      </div>
    </section>
  );
}
