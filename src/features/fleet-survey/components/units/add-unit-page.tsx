import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { addExistingUnitToSurveyLocally, addNewUnitToSurveyLocally } from '../../data/survey-repository';
import { saveUnitLocally } from '../../data/unit-repository';
import { useFieldWrite, useLocalSurvey } from '../../state';
import { FieldPage } from '../shared/field-page';
import { LocationHeader } from '../shared/location-header';
import { ErrorState, LoadingState } from '../shared/states';
import { emptyUnitForm, fieldsFromForm } from './unit-form-model';
import { UnitFormView } from './unit-form';

/**
 * /locations/$locationId/units/add: a new unit, saved on the device and queued. Opened from a
 * survey (?surveyId=, a local or server id), the unit can join that survey in the same write.
 */
export function AddUnitPage({ locationId, surveyParam }: { locationId: number; surveyParam: string | null }) {
  const { t } = useLingui();
  return (
    <FieldPage title={t`Add unit`}>
      <LocationHeader locationId={locationId} showOffline={false} />
      <div className="fs-section">
        <AddUnit locationId={locationId} surveyParam={surveyParam} />
      </div>
    </FieldPage>
  );
}

function AddUnit({ locationId, surveyParam }: { locationId: number; surveyParam: string | null }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const write = useFieldWrite();
  const survey = useLocalSurvey(surveyParam ?? '');
  const initial = useMemo(() => emptyUnitForm(), []);

  if (surveyParam && survey === undefined) return <LoadingState />;
  if (surveyParam && survey === null) {
    return <ErrorState title={<Trans>The survey is not on this device.</Trans>} message={<Trans>Open it once with signal, or add the unit without a survey.</Trans>} />;
  }
  const inSurvey = surveyParam && survey ? survey : null;
  const toSurvey = () => navigate({ to: '/fleet-survey/$surveyId/overview', params: { surveyId: surveyParam! } });
  const toDashboard = () => navigate({ to: '/locations/$locationId/dashboard', params: { locationId: String(locationId) }, hash: 'units' });

  return (
    <UnitFormView
      locationId={locationId}
      initial={initial}
      ownLocalId={null}
      ownServerId={null}
      survey={inSurvey}
      allowCopy
      quickStart
      submitLabel={t`Save unit`}
      onCancel={() => void (inSurvey ? toSurvey() : toDashboard())}
      onSubmit={async (form, { addToSurvey }) => {
        const unit = fieldsFromForm(form);
        if (inSurvey && addToSurvey) {
          await write((db) => addNewUnitToSurveyLocally(db, { surveyLocalId: inSurvey.localId, locationId, unit }));
          await toSurvey();
        } else {
          await write((db) => saveUnitLocally(db, { locationId, data: unit }));
          await (inSurvey ? toSurvey() : toDashboard());
        }
      }}
      onUseExisting={
        inSurvey
          ? async (existing) => {
              await write((db) => addExistingUnitToSurveyLocally(db, { surveyLocalId: inSurvey.localId, unitLocalId: existing.localId }));
              await toSurvey();
            }
          : undefined
      }
    />
  );
}
