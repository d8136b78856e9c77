import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { downloadSurveys } from '../../api/surveys';
import { useConnection } from '../../state';
import { DownloadButtons } from '../shared/download-buttons';
import { FieldPage } from '../shared/field-page';
import { LocationHeader } from '../shared/location-header';
import { Pager } from '../shared/pager';
import { EmptyState, LoadingState, Note } from '../shared/states';
import { SurveyTable } from './survey-table';
import { useSurveyRows } from './use-survey-rows';

/** /locations/$locationId/surveys: every survey of the location, unsent ones marked. */
export function SurveysPage({ locationId }: { locationId: number }) {
  const { t } = useLingui();
  return (
    <FieldPage
      title={t`Surveys`}
      actions={
        <Link className="button button-primary" to="/locations/$locationId/surveys/add" params={{ locationId: String(locationId) }}>
          <Trans>Start survey</Trans>
        </Link>
      }
    >
      <LocationHeader locationId={locationId} />
      <SurveyList locationId={locationId} />
    </FieldPage>
  );
}

function SurveyList({ locationId }: { locationId: number }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const result = useSurveyRows(locationId, page);
  const connection = useConnection();
  return (
    <section className="fs-section" aria-labelledby="surveys-title">
      <div className="fs-section-header">
        <h2 id="surveys-title" className="fs-section-title">
          <Trans>Surveys at this location</Trans>
        </h2>
        <DownloadButtons label={t`Download the survey list`} download={(format) => downloadSurveys(locationId, format)} />
      </div>
      {result.source === 'device' && !result.loading && (
        <Note tone="warning">
          {result.serverFailed ? (
            <Trans>The server list could not be loaded — showing surveys saved on this device.</Trans>
          ) : connection === 'unreachable' ? (
            <Trans>The server cannot be reached — showing surveys saved on this device.</Trans>
          ) : (
            <Trans>Offline — showing surveys saved on this device.</Trans>
          )}
        </Note>
      )}
      {result.loading ? (
        <LoadingState />
      ) : result.rows.length === 0 ? (
        <EmptyState title={<Trans>No surveys yet at this location.</Trans>} />
      ) : (
        <>
          <SurveyTable rows={result.rows} locationId={locationId} />
          <Pager page={page} pages={result.pages} total={result.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}
