import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useConnection } from './use-online';
import './online-only.css';

/**
 * What every online-only screen shows offline: that it needs a connection, whether the device is
 * offline or the server does not answer, and (children) what the user can still do. `title`
 * names the screen or part.
 */
export function OfflineNotice({ title, children, headingLevel = 2 }: { title?: ReactNode; children?: ReactNode; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const unreachable = useConnection() === 'unreachable';
  return (
    <section className="panel online-only-panel" role="status" data-state={unreachable ? 'unreachable' : 'offline'}>
      <svg className="online-only-icon" aria-hidden="true" viewBox="0 0 24 24" width="40" height="40">
        <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M12 19h.01M3 3l18 18" />
      </svg>
      <div>
        <Heading className="panel-title">{title ?? <Trans>This screen needs a connection</Trans>}</Heading>
        <p className="online-only-state">{unreachable ? <Trans>The server cannot be reached.</Trans> : <Trans>This device is offline.</Trans>}</p>
        <p>{children ?? (unreachable ? <Trans>It loads as soon as the server answers again.</Trans> : <Trans>It loads as soon as the device is back online.</Trans>)}</p>
      </div>
    </section>
  );
}
