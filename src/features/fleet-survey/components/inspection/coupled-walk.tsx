import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { coupleTrailerLocally, findCoupling, uncoupleLocally, type Coupling, type UnitRecord } from '../../data';
import { useFieldQuery, useFieldWrite } from '../../state';
import { ScanVinButton } from '../vin-scan/scan-vin-button';
import { AddExistingUnitDialog } from './add-existing-unit-dialog';
import type { SurveyContext } from '../shared/use-survey-data';
import { useWriteError } from '../shared/write-error';

/*
 * The coupled walk (docs/business-rules.md): a tractor and the trailer it pulls are read in one
 * walk. The coupling is kept on the device per survey; the trailer is added or picked from the
 * tractor's screen, the tractor's last reading opens the trailer's first position, and each unit
 * keeps its own inspection and readings, so the server sees two units.
 */

/** The coupling this unit is part of in the survey; undefined while loading. */
export function useCoupling(surveyLocalId: string, unitLocalId: string): Coupling | null | undefined {
  return useFieldQuery((db) => findCoupling(db, surveyLocalId, unitLocalId), [surveyLocalId, unitLocalId], null);
}

const numberOf = (unit: UnitRecord) => String(unit.data.unit_number);

/** The link to a unit's inspection screen in the survey. */
function InspectLink({ context, unit, children }: { context: SurveyContext; unit: UnitRecord; children: string }) {
  return (
    <Link className="button button-secondary" data-action="coupled-unit" to="/fleet-survey/$surveyId/inspect-{$unitNumber}" params={{ surveyId: context.urlId, unitNumber: numberOf(unit) }}>
      {children}
    </Link>
  );
}

/**
 * On a unit's inspection screen: what it is coupled to, with a way to the other unit and to
 * uncouple; uncoupled, a tractor offers to add a new trailer or couple one of the location's.
 */
export function CouplingBar({ context, unit, coupling, isTrailer }: { context: SurveyContext; unit: UnitRecord; coupling: Coupling | null; isTrailer: boolean }) {
  const { t } = useLingui();
  const write = useFieldWrite();
  const [picking, setPicking] = useState(false);
  const { error, report, clear } = useWriteError();
  const surveyLocalId = context.survey.localId;

  const uncouple = async () => {
    clear();
    try {
      await write((db) => uncoupleLocally(db, surveyLocalId, unit.localId));
    } catch (failure) {
      report(failure);
    }
  };
  const couple = async (trailer: UnitRecord) => {
    clear();
    try {
      await write((db) => coupleTrailerLocally(db, { surveyLocalId, tractorLocalId: unit.localId, trailerLocalId: trailer.localId }));
    } catch (failure) {
      report(failure);
    }
  };

  let body;
  if (coupling) {
    const asTractor = coupling.tractor.localId === unit.localId;
    const other = asTractor ? coupling.trailer : coupling.tractor;
    const otherNumber = numberOf(other);
    body = (
      <>
        <span data-coupled={asTractor ? 'trailer' : 'tractor'} data-unit-number={otherNumber}>
          {asTractor ? t`Trailer ${otherNumber} coupled: its positions follow this unit's last axle.` : t`Coupled behind tractor ${otherNumber}.`}
        </span>
        <InspectLink context={context} unit={other}>
          {asTractor ? t`Trailer ${otherNumber}` : t`Tractor ${otherNumber}`}
        </InspectLink>
        {!context.readOnly && (
          <Button variant="secondary" data-action="uncouple" onPress={() => void uncouple()}>
            {t`Uncouple`}
          </Button>
        )}
      </>
    );
  } else if (context.readOnly || isTrailer) {
    return null;
  } else {
    body = (
      <>
        <Link
          className="button button-secondary"
          data-action="add-trailer"
          to="/locations/$locationId/units/add"
          params={{ locationId: String(context.survey.locationId) }}
          search={{ surveyId: context.urlId, coupleTo: unit.localId }}
        >
          {t`Add the trailer`}
        </Link>
        <Button variant="secondary" data-action="couple-existing" onPress={() => setPicking(true)} aria-haspopup="dialog">
          {t`Couple a trailer of the location`}
        </Button>
        <ScanVinButton
          locationId={context.survey.locationId}
          survey={{ localId: surveyLocalId, urlId: context.urlId, unitLocalIds: new Set(), coupleTo: { localId: unit.localId } }}
        />
        <AddExistingUnitDialog
          isOpen={picking}
          onClose={() => setPicking(false)}
          title={t`Couple a trailer`}
          surveyLocalId={surveyLocalId}
          locationId={context.survey.locationId}
          inSurvey={new Set([unit.localId])}
          onAdded={(trailer) => void couple(trailer)}
        />
      </>
    );
  }
  return (
    <div className="fsi-coupling">
      {body}
      {error && (
        <p className="fsi-form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
