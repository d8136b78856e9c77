import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { coupleTrailerLocally } from '../../data/coupling-repository';
import { addExistingUnitToSurveyLocally, addNewUnitToSurveyLocally } from '../../data/survey-repository';
import { saveUnitLocally } from '../../data/unit-repository';
import { useFieldWrite, useLocalSurvey, useLocalUnit } from '../../state';
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
  /** The survey's tractor (local id) the new unit is coupled behind as its trailer (?coupleTo=). */
  coupleTo?: string | null;
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
export function AddUnitPage({ locationId, surveyParam, scannedVin, coupleTo }: AddUnitProps) {
  const { t } = useLingui();
  return (
    <FieldPage title={t`Add unit`}>
      <LocationHeader locationId={locationId} showOffline={false} />
      <div className="fs-section">
        <AddUnit locationId={locationId} surveyParam={surveyParam} scannedVin={scannedVin} coupleTo={coupleTo} />
      </div>
    </FieldPage>
  );
}

function AddUnit({ locationId, surveyParam, scannedVin, coupleTo }: AddUnitProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const write = useFieldWrite();
  const survey = useLocalSurvey(surveyParam ?? '');
  const initial = useMemo(() => formFromVin(scannedVin), [scannedVin]);
  const tractor = useLocalUnit(coupleTo ?? '');

  if ((surveyParam && survey === undefined) || (coupleTo && tractor === undefined)) return <LoadingState />;
  if (surveyParam && survey === null) {
    return <ErrorState title={<Trans>The survey is not on this device.</Trans>} message={<Trans>Open it once with signal, or add the unit without a survey.</Trans>} />;
  }
  const inSurvey = surveyParam && survey ? survey : null;
  // Added as a tractor's trailer, the unit joins the survey coupled and the walk goes on from the tractor's screen.
  const coupling = inSurvey && tractor ? { surveyLocalId: inSurvey.localId, tractorLocalId: tractor.localId } : null;
  const toSurvey = () =>
    coupling && tractor
      ? navigate({ to: '/fleet-survey/$surveyId/inspect-{$unitNumber}', params: { surveyId: surveyParam!, unitNumber: String(tractor.data.unit_number) } })
      : navigate({ to: '/fleet-survey/$surveyId/overview', params: { surveyId: surveyParam! } });
  // A unit just added to the survey opens on its inspection screen, its first position ready to read.
  const toAdded = (unitNumber: unknown) =>
    coupling
      ? toSurvey()
      : navigate({ to: '/fleet-survey/$surveyId/inspect-{$unitNumber}', params: { surveyId: surveyParam!, unitNumber: String(unitNumber) } });
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
      prefill={coupleTo ? 'trailer' : 'unit'}
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
        if (inSurvey && (addToSurvey || coupling)) {
          const added = await write((db) => addNewUnitToSurveyLocally(db, { surveyLocalId: inSurvey.localId, locationId, unit }));
          if (coupling) await write((db) => coupleTrailerLocally(db, { ...coupling, trailerLocalId: added.unit.localId }));
          await toAdded(added.unit.data.unit_number);
        } else {
          await write((db) => saveUnitLocally(db, { locationId, data: unit }));
          await (inSurvey ? toSurvey() : toDashboard());
        }
      }}
      onUseExisting={
        inSurvey
          ? async (existing) => {
              await write((db) => addExistingUnitToSurveyLocally(db, { surveyLocalId: inSurvey.localId, unitLocalId: existing.localId }));
              if (coupling) await write((db) => coupleTrailerLocally(db, { ...coupling, trailerLocalId: existing.localId }));
              await toAdded(existing.data.unit_number);
            }
          : undefined
      }
    />
  );
}
