import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { today } from '../../../../components/inputs/date-rules';
import { toWireDate } from '../../../../components/inputs/wire-date';
import { createSurveyLocally } from '../../data/survey-repository';
import { useFieldWrite } from '../../state';
import { FieldPage } from '../shared/field-page';
import { LocationHeader } from '../shared/location-header';
import { SurveyForm, type SurveyFormValues } from './survey-form';

/**
 * /locations/$locationId/surveys/add: the survey is created on the device (works without
 * signal) and opens at once under its local id; the id keeps working after the sync.
 */
export function AddSurveyPage({ locationId }: { locationId: number }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const write = useFieldWrite();
  const initial = useMemo<SurveyFormValues>(() => ({ day: today(), dealerId: null, comments: '' }), []);
  return (
    <FieldPage title={t`Start survey`}>
      <LocationHeader locationId={locationId} showOffline={false} />
      <div className="fs-section">
        <SurveyForm
          locationId={locationId}
          initial={initial}
          submitLabel={t`Start survey`}
          onCancel={() => void navigate({ to: '/locations/$locationId/dashboard', params: { locationId: String(locationId) } })}
          onSubmit={async (values) => {
            const survey = await write((db) =>
              createSurveyLocally(db, {
                locationId,
                data: {
                  survey_date: toWireDate(values.day!),
                  // Left out, the server takes the user's own dealer (always so for dealer users).
                  ...(values.dealerId !== null ? { dealer_id: values.dealerId } : {}),
                  comments: values.comments.trim() || null,
                },
              }),
            );
            await navigate({ to: '/fleet-survey/$surveyId/overview', params: { surveyId: survey.localId } });
          }}
        />
      </div>
    </FieldPage>
  );
}
