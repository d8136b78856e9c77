import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../../components/ui/button';
import { useLocationDetail } from '../../api/locations';
import { useOfflinePreparation } from '../../api/reference';
import { useLocalLocation, useOfflineShell, useOnline } from '../../state';
import { DeviceCopyBadge, PreparingText } from './offline-badge';
import { usePrefetchLabels } from './prefetch-labels';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/**
 * The location's code, name and address, and whether it is ready for work without signal: its
 * data on the device and the app itself able to open offline. The address comes from the
 * device when saved there, so it shows offline too.
 */
export function LocationHeader({ locationId, showOffline = true }: { locationId: number; showOffline?: boolean }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const local = useLocalLocation(locationId);
  const server = useLocationDetail(locationId, online && local === null);
  const location = local ?? server.data ?? null;
  const preparation = useOfflinePreparation(locationId);
  const labels = usePrefetchLabels();
  const shell = useOfflineShell();

  const address = location ? [text(location.address), text(location.city), [text(location.state), text(location.zip)].filter(Boolean).join(' ')].filter(Boolean).join(', ') : '';

  return (
    <header className="fs-location-header" aria-label={t`Location`}>
      <div>
        {location ? (
          <>
            <p className="fs-location-code">{text(location.code) ?? t`No code`}</p>
            <p className="fs-location-name">
              <strong>{location.name}</strong>
            </p>
            {address && <p className="fs-location-address">{address}</p>}
          </>
        ) : local === undefined || server.isPending ? (
          <p>
            <Trans>Loading location…</Trans>
          </p>
        ) : (
          <p>
            <Trans>This location is not saved on this device. Open it once while online to work on it offline.</Trans>
          </p>
        )}
      </div>
      {showOffline && (
        <div className="fs-location-offline" role="status" aria-live="polite">
          {preparation.running ? (
            <span className="fs-badge" data-tone="warning" data-offline="preparing">
              <PreparingText shell={shell} />
            </span>
          ) : preparation.readiness ? (
            <DeviceCopyBadge testId="offline-ready" title={i18n.date(new Date(preparation.readiness.completedAt), { dateStyle: 'medium', timeStyle: 'short' })} />
          ) : preparation.error ? (
            <span className="fs-badge" data-tone="error">
              <Trans>Offline download failed</Trans>
            </span>
          ) : (
            <span className="fs-badge" data-tone="muted">
              <Trans>Not yet downloaded for offline use</Trans>
            </span>
          )}
          {online && !preparation.running && (
            <Button variant="secondary" onPress={() => void preparation.start(labels)}>
              {preparation.readiness ? <Trans>Update offline copy</Trans> : <Trans>Download for offline use</Trans>}
            </Button>
          )}
        </div>
      )}
    </header>
  );
}
