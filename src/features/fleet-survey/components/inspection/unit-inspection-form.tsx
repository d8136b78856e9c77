import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { NumericInput } from '../../../../components/inputs/numeric-input';
import { Button } from '../../../../components/ui/button';
import { useUnsavedWork } from '../../../../lib/unsaved-work';
import { updateUnitInspectionLocally, type UnitInspectionRecord } from '../../data';
import { useFieldWrite } from '../../state';
import { SyncNote } from '../shared/sync-note';
import { TextField } from '../shared/select-field';
import { useUserUnits } from '../shared/use-survey-data';
import { useWriteError } from '../shared/write-error';

/** The server's ceilings (contract: update_unit_inspection). */
const MAX_MILEAGE = 10_000_000;
const MAX_HOURS = 1_000_000;

interface Values {
  mileage: number | null;
  hours: number | null;
  comments: string;
}

/** Mileage (stored in miles, shown in the user's distance), engine hours and comments of the unit in this survey. */
export function UnitInspectionForm({ inspection, readOnly }: { inspection: UnitInspectionRecord; readOnly: boolean }) {
  const { t } = useLingui();
  const { units } = useUserUnits();
  const write = useFieldWrite();
  const fromRecord = (record: UnitInspectionRecord): Values => ({
    mileage: typeof record.data.mileage === 'number' ? Math.round(units.distance.fromStored(record.data.mileage)) : null,
    hours: record.data.hours ?? null,
    comments: record.data.comments ?? '',
  });
  const [start, setStart] = useState<Values>(() => fromRecord(inspection));
  const [values, setValues] = useState<Values>(start);
  const [invalid, setInvalid] = useState<Record<string, boolean>>({});
  const [saved, setSaved] = useState(false);
  const { error, report, clear } = useWriteError();
  const dirty = JSON.stringify(values) !== JSON.stringify(start);
  useUnsavedWork(`unit-inspection-${inspection.localId}`, dirty);

  // A change arriving from the server (or the sync) is shown unless the technician is editing.
  const [seen, setSeen] = useState(inspection.data);
  if (seen !== inspection.data) {
    setSeen(inspection.data);
    if (!dirty) {
      const next = fromRecord(inspection);
      setStart(next);
      setValues(next);
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (Object.values(invalid).some(Boolean)) return report(t`Fix the marked fields first.`);
    clear();
    try {
      const mileage = values.mileage === null ? null : Math.min(MAX_MILEAGE, Math.round(units.distance.toStored(values.mileage)));
      await write((db) => updateUnitInspectionLocally(db, inspection.localId, { mileage, hours: values.hours, comments: values.comments.trim() || null }));
      setStart(values);
      setSaved(true);
    } catch (failure) {
      report(failure);
    }
  };
  const numeric = (key: 'mileage' | 'hours') => (value: number | null, fieldError: unknown) => {
    setSaved(false);
    setInvalid((all) => ({ ...all, [key]: fieldError !== null }));
    setValues((v) => ({ ...v, [key]: value }));
  };

  return (
    <form className="fsi-unit-inspection-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="fsi-details-grid">
        <NumericInput label={t`Mileage`} unit={units.distance.label} value={values.mileage} integerOnly max={MAX_MILEAGE} isReadOnly={readOnly} onChange={numeric('mileage')} />
        <NumericInput label={t`Hours`} value={values.hours} integerOnly max={MAX_HOURS} isReadOnly={readOnly} onChange={numeric('hours')} />
      </div>
      <TextField label={t`Comments`} value={values.comments} maxLength={2000} multiline isReadOnly={readOnly} onChange={(comments) => setValues((v) => ({ ...v, comments }))} />
      {error && (
        <p className="fsi-form-error" role="alert">
          {error}
        </p>
      )}
      <div className="fsi-form-actions">
        {!readOnly && (
          <Button type="submit" isDisabled={!dirty}>
            {t`Save unit details`}
          </Button>
        )}
        {saved && !dirty ? <span role="status">{t`Saved on this device.`}</span> : <SyncNote state={inspection.syncState} />}
      </div>
    </form>
  );
}
