import { Trans } from '@lingui/react/macro';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { OfflineNotice } from './offline-notice';
import { useConnection, useOnline } from './use-online';

/**
 * A screen that failed to open. Offline that is almost always a screen this device never
 * downloaded, so it says so instead of a bare "could not be loaded".
 */
export function RouteError({ reset }: ErrorComponentProps) {
  const online = useOnline();
  const unreachable = useConnection() === 'unreachable';
  const router = useRouter();
  if (!online) {
    return (
      <OfflineNotice>
        {unreachable ? (
          <Trans>This screen is not saved on this device yet. It opens as soon as the server answers again; the field survey screens work without it.</Trans>
        ) : (
          <Trans>This screen is not saved on this device yet. It opens as soon as the device is back online; the field survey screens work offline.</Trans>
        )}
      </OfflineNotice>
    );
  }
  return (
    <section className="panel" role="alert" data-state="error">
      <h2 className="panel-title">
        <Trans>This screen could not be opened</Trans>
      </h2>
      <p>
        <Trans>Something went wrong while opening it. Try again; if it keeps happening, reload the page.</Trans>
      </p>
      <button type="button" className="button button-secondary" onClick={() => {
          reset();
          void router.invalidate();
        }}>
        <Trans>Try again</Trans>
      </button>
    </section>
  );
}
