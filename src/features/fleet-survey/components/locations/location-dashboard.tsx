import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useOfflinePreparation } from '../../api/reference';
import { useOnline } from '../../state';
import { FieldPage } from '../shared/field-page';
import { LocationHeader } from '../shared/location-header';
import { usePrefetchLabels } from '../shared/prefetch-labels';
import { EmptyState, LoadingState } from '../shared/states';
import { StartSurveyButton } from '../surveys/start-survey-button';
import { SurveyTable } from '../surveys/survey-table';
import { useSurveyRows } from '../surveys/use-survey-rows';
import { UnitsSection } from '../units/units-section';
import { SummaryTiles } from './summary-tiles';

const RECENT_SURVEYS = 5;

/** /locations/$locationId/dashboard: the location's header, summary, recent surveys, units and actions. */
export function LocationDashboard({ locationId }: { locationId: number }) {
  const { t } = useLingui();
  const params = { locationId: String(locationId) };
  const online = useOnline();
  const [importing, setImporting] = useState(false);
  useAutoPrepare(locationId);
  return (
    <FieldPage title={t`Location dashboard`}>
      <LocationHeader locationId={locationId} />
      <nav className="fs-action-grid" aria-label={t`Location actions`}>
        <StartSurveyButton locationId={locationId} />
        <Link className="button button-secondary" to="/locations/$locationId/surveys" params={params}>
          <Trans>Surveys</Trans>
        </Link>
        <a className="button button-secondary" href="#units">
          <Trans>Units</Trans>
        </a>
        <Link className="button button-secondary" to="/locations/$locationId/units/add" params={params}>
          <Trans>Add unit</Trans>
        </Link>
        <Button variant="secondary" onPress={() => setImporting(true)} isDisabled={!online}>
          <Trans>Import units</Trans>
        </Button>
      </nav>
      <SummaryTiles locationId={locationId} />
      <RecentSurveys locationId={locationId} />
      <UnitsSection locationId={locationId} importOpen={importing} onImportOpenChange={setImporting} />
    </FieldPage>
  );
}

/**
 * A location reached without the picker (a bookmark, a link) is downloaded once with signal;
 * later visits only refresh on request, so returning from a form never blocks the screen.
 */
function useAutoPrepare(locationId: number) {
  const online = useOnline();
  const preparation = useOfflinePreparation(locationId);
  const labels = usePrefetchLabels();
  const { readiness, running, error, start } = preparation;
  useEffect(() => {
    if (online && readiness === null && !running && !error) void start(labels);
    // labels are new objects each render; the texts do not decide whether to start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online, readiness, running, error, start]);
}

function RecentSurveys({ locationId }: { locationId: number }) {
  const result = useSurveyRows(locationId, 1);
  return (
    <section className="fs-section" aria-labelledby="recent-title">
      <div className="fs-section-header">
        <h2 id="recent-title" className="fs-section-title">
          <Trans>Recent surveys</Trans>
        </h2>
        <Link className="fs-row-link" to="/locations/$locationId/surveys" params={{ locationId: String(locationId) }}>
          <Trans>All surveys</Trans>
        </Link>
      </div>
      {result.loading ? (
        <LoadingState />
      ) : result.rows.length === 0 ? (
        <EmptyState title={<Trans>No surveys yet at this location.</Trans>} />
      ) : (
        <SurveyTable rows={result.rows.slice(0, RECENT_SURVEYS)} locationId={locationId} compact />
      )}
    </section>
  );
}
