import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { lazyDialog } from '../../../../components/ui/lazy-dialog';
import { coupleTrailerLocally } from '../../data/coupling-repository';
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
  /** Scanned from a tractor's inspection screen: the scanned unit is coupled behind it as its trailer. */
  coupleTo?: { localId: string };
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
      const coupleTo = survey?.coupleTo ? { coupleTo: survey.coupleTo.localId } : {};
      await navigate({ to: '/locations/$locationId/units/add', params, search: survey ? { surveyId: survey.urlId, vin, ...coupleTo } : { vin } });
    } else if (!survey) {
      await navigate({ to: '/locations/$locationId/units/edit-{$unitId}', params: { ...params, unitId: urlIdOf(unit) } });
    } else {
      if (!survey.unitLocalIds.has(unit.localId)) await write((db) => addExistingUnitToSurveyLocally(db, { surveyLocalId: survey.localId, unitLocalId: unit.localId }));
      const tractor = survey.coupleTo;
      if (tractor) {
        // The tractor's screen stays open, now with its trailer coupled.
        await write((db) => coupleTrailerLocally(db, { surveyLocalId: survey.localId, tractorLocalId: tractor.localId, trailerLocalId: unit.localId }));
        return;
      }
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
