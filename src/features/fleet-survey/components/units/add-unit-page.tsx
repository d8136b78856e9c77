import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { addExistingUnitToSurveyLocally, addNewUnitToSurveyLocally } from '../../data/survey-repository';
import { saveUnitLocally } from '../../data/unit-repository';
import { useFieldWrite, useLocalSurvey } from '../../state';
import { FieldPage } from '../shared/field-page';
import { LocationHeader } from '../shared/location-header';
import { ErrorState, LoadingState } from '../shared/states';
import { decodeVin } from '../../vin/vin';
import { emptyUnitForm, fieldsFromForm, type UnitForm } from './unit-form-model';
import { UnitFormView } from './unit-form';

interface AddUnitProps {
  locationId: number;
  surveyParam: string | null;
  /** A VIN read by the camera (?vin=): the form starts with it and what it decodes to. */
  scannedVin?: string | null;
}

/** A new unit's form, filled from a scanned VIN: the VIN, its model year and its maker when the app's table knows it. */
function formFromVin(scannedVin: string | null | undefined): UnitForm {
  const form = emptyUnitForm();
  const decoded = scannedVin ? decodeVin(scannedVin, new Date().getFullYear()) : null;
  if (!decoded) return form;
  return { ...form, vin: decoded.vin, year: decoded.modelYear, manufacturer: decoded.manufacturer ?? '' };
}

/**
 * /locations/$locationId/units/add: a new unit, saved on the device and queued. Opened from a
 * survey (?surveyId=, a local or server id), the unit can join that survey in the same write.
 */
export function AddUnitPage({ locationId, surveyParam, scannedVin }: AddUnitProps) {
  const { t } = useLingui();
  return (
    <FieldPage title={t`Add unit`}>
      <LocationHeader locationId={locationId} showOffline={false} />
      <div className="fs-section">
        <AddUnit locationId={locationId} surveyParam={surveyParam} scannedVin={scannedVin} />
      </div>
    </FieldPage>
  );
}

function AddUnit({ locationId, surveyParam, scannedVin }: AddUnitProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const write = useFieldWrite();
  const survey = useLocalSurvey(surveyParam ?? '');
  const initial = useMemo(() => formFromVin(scannedVin), [scannedVin]);

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
      notice={
        initial.vin ? (
          <p className="fs-note" role="status" data-testid="scanned-vin">
            <Trans>Filled from the scanned VIN {initial.vin}: check the maker and the year.</Trans>
          </p>
        ) : undefined
      }
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
