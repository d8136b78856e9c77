import { Trans } from '@lingui/react/macro';

/** Shown while the first page waits for the session to start. */
export function StartupSplash() {
  return (
    <div className="startup-splash" role="status">
      <span className="spinner" aria-hidden="true" />
      <p>
        <Trans>Loading Fleet Tire Portal…</Trans>
      </p>
    </div>
  );
}
