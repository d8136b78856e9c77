import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { toWireDate } from '../../../../components/inputs/wire-date';
import { useRefreshSurveys } from '../../api/surveys';
import { updateSurveyDetailsLocally } from '../../data/survey-repository';
import { useFieldWrite, useIsDealerUser, useLocalSurvey, useOnline } from '../../state';
import { surveyDay } from '../shared/dates';
import { FieldPage } from '../shared/field-page';
import { pendingMarker } from '../shared/list-merge';
import { LocationHeader } from '../shared/location-header';
import { ErrorState, LoadingState, Note } from '../shared/states';
import { SyncBadge } from '../shared/sync-badge';
import { SurveyForm } from './survey-form';

/** /locations/$locationId/survey-details/edit-$surveyId: date, dealer and comments of an open survey. */
export function EditSurveyDetailsPage({ locationId, surveyParam }: { locationId: number; surveyParam: string }) {
  const { t } = useLingui();
  return (
    <FieldPage title={t`Survey details`}>
      <LocationHeader locationId={locationId} showOffline={false} />
      <div className="fs-section">
        <EditDetails locationId={locationId} surveyParam={surveyParam} />
      </div>
    </FieldPage>
  );
}

function EditDetails({ locationId, surveyParam }: { locationId: number; surveyParam: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const write = useFieldWrite();
  const online = useOnline();
  const isDealer = useIsDealerUser();
  const survey = useLocalSurvey(surveyParam);
  const needsRefresh = survey === null || (survey !== undefined && survey.syncState === 'synced' && survey.serverId !== null);
  const refresh = useRefreshSurveys(locationId, needsRefresh);

  if (survey === undefined || (online && needsRefresh && refresh.isPending && refresh.fetchStatus !== 'idle')) return <LoadingState />;
  if (survey === null || survey.deleted) return <ErrorState title={<Trans>This survey is not on this device.</Trans>} message={<Trans>Open the location once with signal to work on its surveys offline.</Trans>} />;
  if (survey.status === 'finished') return <ErrorState title={<Trans>This survey is finished.</Trans>} message={<Trans>A finished survey is the record of a visit; its details can no longer change.</Trans>} />;

  const back = () => navigate({ to: '/locations/$locationId/surveys', params: { locationId: String(locationId) } });
  const dealerId = typeof survey.data.dealer_id === 'number' ? survey.data.dealer_id : null;
  return (
    <SurveyForm
      key={`${survey.localId}:${survey.serverVersion ?? 'new'}`}
      locationId={locationId}
      initial={{ day: surveyDay(survey.data.survey_date), dealerId, comments: typeof survey.data.comments === 'string' ? survey.data.comments : '' }}
      submitLabel={t`Save details`}
      notice={
        pendingMarker(survey) && (
          <Note tone="warning">
            <SyncBadge marker={pendingMarker(survey)} /> <Trans>This survey has changes not yet on the server.</Trans>
          </Note>
        )
      }
      onCancel={() => void back()}
      onSubmit={async (values) => {
        await write((db) => updateSurveyDetailsLocally(db, survey.localId, {
            survey_date: toWireDate(values.day!),
            // Dealer users cannot name a dealer: the server keeps their own.
            ...(isDealer ? {} : { dealer_id: values.dealerId }),
            comments: values.comments.trim() || null,
          }));
        await back();
      }}
    />
  );
}
