import { Trans } from '@lingui/react/macro';
import { useOfflineShell, type OfflineShell } from '../../state';

/** The app's own files arriving on the device: "120 of 351 app files", or nothing while not known. */
function ShellProgress({ shell }: { shell: Extract<OfflineShell, { status: 'installing' }> }) {
  if (shell.total === 0) return <Trans>preparing the app…</Trans>;
  const { cached, total } = shell;
  return (
    <>
      <Trans>
        app files {cached} of {total}
      </Trans>{' '}
      <progress className="fs-badge-progress" max={total} value={cached} aria-hidden="true" />
    </>
  );
}

/**
 * A location whose data is on the device. "Available offline" only once the app itself opens
 * without a network too (lib/offline-shell.ts): until then the badge shows the app's files
 * arriving, and without a service worker it says no more than where the data is.
 */
export function DeviceCopyBadge({ testId, title }: { testId?: string; title?: string }) {
  const shell = useOfflineShell();
  if (shell.status === 'ready') {
    return (
      <span className="fs-badge" data-testid={testId} data-offline="ready" title={title}>
        <Trans>Available offline</Trans>
      </span>
    );
  }
  if (shell.status === 'unsupported') {
    return (
      <span className="fs-badge" data-tone="muted" data-offline="data-only" title={title}>
        <Trans>Saved on this device</Trans>
      </span>
    );
  }
  return (
    <span className="fs-badge" data-tone="warning" data-offline="installing" title={title}>
      <Trans>Saved on this device; getting ready for offline use:</Trans> <ShellProgress shell={shell} />
    </span>
  );
}

/** While the location's data downloads: that, and the app's files if they are still arriving. */
export function PreparingText({ shell }: { shell: OfflineShell }) {
  return (
    <>
      <Trans>Preparing for offline use…</Trans>
      {shell.status === 'installing' && (
        <>
          {' '}
          <ShellProgress shell={shell} />
        </>
      )}
    </>
  );
}
