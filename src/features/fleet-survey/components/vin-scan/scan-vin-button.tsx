import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { lazyDialog } from '../../../../components/ui/lazy-dialog';
import { addExistingUnitToSurveyLocally } from '../../data/survey-repository';
import { urlIdOf, useFieldWrite, useLocalUnits } from '../../state';
import { unitWithVin } from '../../vin/vin';

// The camera view and the barcode reader load on the first press, not with the screen.
const VinScanDialog = lazyDialog(() => import('./vin-scan-dialog').then((module) => module.VinScanDialog), (props) => props.isOpen);

/** The survey being made, when the scan is started from it. */
export interface ScanSurvey {
  localId: string;
  urlId: string;
  /** Local ids of the units already in the survey. */
  unitLocalIds: ReadonlySet<string>;
}

/**
 * "Scan VIN" where a location's units are found and added. A VIN the device knows at the
 * location opens that unit (from a survey: the unit joins the survey and opens there); an
 * unknown one opens the new-unit form filled from the VIN (from a survey: ready to join it).
 */
export function ScanVinButton({ locationId, survey }: { locationId: number; survey?: ScanSurvey }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const write = useFieldWrite();
  const units = useLocalUnits(locationId);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);

  const open_ = async (vin: string) => {
    const unit = unitWithVin(units ?? [], vin);
    const params = { locationId: String(locationId) };
    if (!unit) {
      await navigate({ to: '/locations/$locationId/units/add', params, search: survey ? { surveyId: survey.urlId, vin } : { vin } });
    } else if (!survey) {
      await navigate({ to: '/locations/$locationId/units/edit-{$unitId}', params: { ...params, unitId: urlIdOf(unit) } });
    } else {
      if (!survey.unitLocalIds.has(unit.localId)) await write((db) => addExistingUnitToSurveyLocally(db, { surveyLocalId: survey.localId, unitLocalId: unit.localId }));
      await navigate({ to: '/fleet-survey/$surveyId/overview/$unitId', params: { surveyId: survey.urlId, unitId: urlIdOf(unit) } });
    }
  };
  const found = (vin: string) => {
    setOpen(false);
    setFailed(false);
    open_(vin).catch(() => setFailed(true));
  };

  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)} aria-haspopup="dialog">
        <Trans>Scan VIN</Trans>
      </Button>
      {failed && (
        <span className="fs-form-error" role="alert">
          {t`The scanned unit could not be opened. Try again.`}
        </span>
      )}
      <VinScanDialog isOpen={open} onClose={() => setOpen(false)} onVin={found} />
    </>
  );
}
