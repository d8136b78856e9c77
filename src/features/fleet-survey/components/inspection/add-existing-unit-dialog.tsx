import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useReferenceName } from '../../../../lib/reference-names';
import { addExistingUnitToSurveyLocally, type UnitRecord } from '../../data';
import { useFieldWrite, useLocalUnits } from '../../state';
import { FormDialog } from '../shared/form-dialog';
import { useWriteError } from '../shared/write-error';
// The search field uses the shared field look, whether or not a screen loaded it before.
import '../../../../components/inputs/inputs.css';

/** How many units are listed at once: a yard has hundreds, the search narrows them. */
const SHOWN = 50;

/** Picks one of the location's units on this device and adds it to the survey. */
export function AddExistingUnitDialog({
  isOpen,
  onClose,
  surveyLocalId,
  locationId,
  inSurvey,
  onAdded,
  title,
}: {
  isOpen: boolean;
  /** The dialog's title where the picked unit is for more than joining the survey. */
  title?: string;
  onClose: () => void;
  surveyLocalId: string;
  locationId: number;
  /** Local ids of the units not to offer. */
  inSurvey: ReadonlySet<string>;
  onAdded: (unit: UnitRecord) => void;
}) {
  const { t } = useLingui();
  const name = useReferenceName();
  const units = useLocalUnits(locationId);
  const write = useFieldWrite();
  const [search, setSearch] = useState('');
  const { error, report, clear } = useWriteError();
  const needle = search.trim().toLowerCase();
  const candidates = (units ?? [])
    .filter((u) => !inSurvey.has(u.localId))
    .filter((u) => !needle || [u.data.unit_number, u.data.vin, u.data.license_plate].some((v) => typeof v === 'string' && v.toLowerCase().includes(needle)));
  const more = candidates.length - SHOWN;

  const add = async (unit: UnitRecord) => {
    clear();
    try {
      await write((db) => addExistingUnitToSurveyLocally(db, { surveyLocalId, unitLocalId: unit.localId }));
      onAdded(unit);
      onClose();
    } catch (failure) {
      report(failure);
    }
  };

  return (
    <FormDialog isOpen={isOpen} title={title ?? t`Add an existing unit`} onClose={onClose} wide>
      <div className="field">
        <label className="field-label" htmlFor="existing-unit-search">
          {t`Unit number, VIN or plate`}
        </label>
        <div className="field-control">
          <input id="existing-unit-search" className="field-input" type="search" autoComplete="off" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
      </div>
      {error && (
        <p className="fsi-form-error" role="alert">
          {error}
        </p>
      )}
      {units === undefined ? (
        <p role="status">{t`Loading units…`}</p>
      ) : candidates.length === 0 ? (
        <p className="fsi-empty-note">
          {units.length === 0 ? t`No units of this location are on the device. Open the location with signal to download them.` : t`No other unit matches.`}
        </p>
      ) : (
        <ul className="fsi-pick-list">
          {candidates.slice(0, SHOWN).map((unit) => {
            const number = String(unit.data.unit_number);
            return (
              <li key={unit.localId}>
                <span className="fsi-pick-main">
                  <strong>{number}</strong>
                  <span className="fs-muted">
                    {[unit.data.type_name, unit.data.axle_configuration].filter((v) => typeof v === 'string' && v).map((v) => name(v as string)).concat(typeof unit.data.license_plate === 'string' && unit.data.license_plate ? [unit.data.license_plate] : []).join(' · ')}
                  </span>
                </span>
                <Button variant="secondary" onPress={() => void add(unit)} aria-label={t`Add unit ${number}`}>
                  {t`Add`}
                </Button>
              </li>
            );
          })}
          {more > 0 && <li className="fs-muted">{t`${more} more: search to narrow the list.`}</li>}
        </ul>
      )}
    </FormDialog>
  );
}
