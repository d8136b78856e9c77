import { Trans, useLingui } from '@lingui/react/macro';
import { useLocationSummary } from '../../api/locations';
import { useLocationActivity, useOnline } from '../../state';
import { LoadingState } from '../shared/states';
import { summarizeLocal } from './local-summary';

/** Surveys, units, tires, exceptions: the server's summary with signal, else counted on the device. */
export function SummaryTiles({ locationId }: { locationId: number }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const server = useLocationSummary(locationId, online);
  const activity = useLocationActivity(locationId);
  const fromServer = online && server.data ? server.data : null;
  const summary = fromServer ?? (activity && (!online || server.isError) ? summarizeLocal(activity) : null);

  return (
    <section className="fs-section" aria-labelledby="summary-title">
      <div className="fs-section-header">
        <h2 id="summary-title" className="fs-section-title">
          <Trans>Summary</Trans>
        </h2>
        {summary && !fromServer && (
          <span className="fs-muted">
            <Trans>Counted from the data on this device</Trans>
          </span>
        )}
      </div>
      {!summary ? (
        <LoadingState />
      ) : (
        <ul className="fs-tiles" aria-label={t`Summary`}>
          <Tile label={t`Surveys`} value={i18n.number(summary.surveys)} />
          <Tile label={t`Units`} value={i18n.number(summary.units)} />
          <Tile label={t`Tires`} value={i18n.number(summary.tires)} />
          <Tile label={t`Exceptions`} value={i18n.number(summary.exceptions)} tone={summary.exceptions > 0 ? 'warning' : undefined} />
        </ul>
      )}
    </section>
  );
}

function Tile({ label, value, tone }: { label: string; value: string; tone?: 'warning' }) {
  return (
    <li className="fs-tile" data-tone={tone}>
      <span className="fs-tile-value">{value}</span>
      <span className="fs-tile-label">{label}</span>
    </li>
  );
}
