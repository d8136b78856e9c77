import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { MAX_TREAD_DEPTH_MM } from '../../../../../contract/fleet-survey/limits';
import { NumericInput } from '../../../../components/inputs/numeric-input';
import { Button } from '../../../../components/ui/button';
import { useUnsavedWork } from '../../../../lib/unsaved-work';
import type { RemovalFields, TireDetails } from '../../data';
import { reasonName } from '../../../../lib/reason-names';
import { useTireConditionName } from '../../../../lib/tire-condition-names';
import type { Units } from '../../../../lib/units';
import { ChipGroup } from '../shared/chip-group';
import { EMPTY_DETAILS, fieldMax, type ReadingForm } from '../shared/reading-form';
import { TextField } from '../shared/select-field';
import { TireDetailsFields } from '../shared/tire-details-fields';
import type { InspectionLookups } from '../shared/use-survey-data';
import { removalFormFrom, removalFromForm, removalProblem, type RemovalForm as RemovalFormValues } from './removal-rules';

export interface RemovalFormProps {
  /** replace: a removal plus the new tire; edit: the removal of an earlier replacement. */
  mode: 'replace' | 'edit';
  initial: Partial<RemovalFields> | null;
  lookups: InspectionLookups;
  units: Units;
  /** Where the form is registered as unsaved work. */
  formId: string;
  onSubmit: (removal: RemovalFields, newTire: TireDetails | null) => Promise<void>;
  onCancel: () => void;
}

/** The removed tire's form (spec 2 §3 "Removed tire"): reasons, wear, tread, odometer, hours, comments. */
export function RemovalForm({ mode, initial, lookups, units, formId, onSubmit, onCancel }: RemovalFormProps) {
  const { t, i18n } = useLingui();
  const conditionName = useTireConditionName();
  const [start] = useState(() => removalFormFrom(initial, units));
  const [form, setForm] = useState<RemovalFormValues>(start);
  const [newTire, setNewTire] = useState<ReadingForm['details']>(EMPTY_DETAILS);
  const [invalid, setInvalid] = useState<Record<string, boolean>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useUnsavedWork(formId, JSON.stringify(form) !== JSON.stringify(start) || JSON.stringify(newTire) !== JSON.stringify(EMPTY_DETAILS));

  const mark = (field: string, bad: boolean) => setInvalid((all) => ({ ...all, [field]: bad }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A dialog renders in a portal, but React still bubbles its submit to any form around it.
    event.stopPropagation();
    const rule = removalProblem(form, Object.values(invalid).some(Boolean));
    if (rule === 'reasons') return setProblem(t`Choose at least one removal reason.`);
    if (rule === 'fields') return setProblem(t`Fix the marked fields first.`);
    setProblem(null);
    setSaving(true);
    try {
      await onSubmit(removalFromForm(form, units), mode === 'replace' ? newTire : null);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      setSaving(false);
    }
  };

  const reasons = lookups.removalReasons.map((r) => ({ id: r.id, label: reasonName(i18n, r.name) }));
  const wear = lookups.wearConditions.map((w) => ({ id: w.id, label: conditionName(w.name), critical: w.is_critical }));
  const integer = (key: 'odometer' | 'hours') => (value: number | null, error: unknown) => {
    mark(key, error !== null);
    setForm((f) => ({ ...f, [key]: value }));
  };

  return (
    <form className="fsi-removal-form" onSubmit={submit} noValidate>
      <ChipGroup
        label={t`Removal reasons (at least one)`}
        options={reasons}
        selected={form.reasonIds}
        empty={t`The removal reasons are not on this device yet; open the survey once with signal.`}
        onChange={(ids) => setForm((f) => ({ ...f, reasonIds: ids }))}
      />
      <ChipGroup label={t`Wear conditions`} options={wear} selected={form.wearConditionIds} onChange={(ids) => setForm((f) => ({ ...f, wearConditionIds: ids }))} />
      <div className="fsi-details-grid">
        <NumericInput
          label={t`Tread depth`}
          unit={units.treadDepth.label}
          value={form.tread}
          decimals={units.treadDepth.decimals}
          maxDecimalLength={2}
          max={fieldMax(units.treadDepth, MAX_TREAD_DEPTH_MM)}
          onChange={(value, error) => {
            mark('tread', error !== null);
            setForm((f) => ({ ...f, tread: value }));
          }}
        />
        <NumericInput label={t`Odometer`} unit={units.distance.label} value={form.odometer} integerOnly max={10_000_000} onChange={integer('odometer')} />
        <NumericInput label={t`Hours`} value={form.hours} integerOnly max={1_000_000} onChange={integer('hours')} />
      </div>
      <TextField label={t`Comments`} value={form.comments} maxLength={2000} multiline onChange={(comments) => setForm((f) => ({ ...f, comments }))} />
      {mode === 'replace' && (
        <fieldset className="fsi-form-fieldset">
          <legend>{t`New tire`}</legend>
          <TireDetailsFields details={newTire} selects={lookups.selects} onChange={setNewTire} onFieldError={mark} />
        </fieldset>
      )}
      {problem && (
        <p className="fsi-form-error" role="alert">
          {problem}
        </p>
      )}
      <div className="dialog-actions fsi-form-actions">
        <Button variant="secondary" onPress={onCancel} isDisabled={saving}>
          {t`Cancel`}
        </Button>
        <Button type="submit" isDisabled={saving}>
          {mode === 'replace' ? t`Replace tire` : t`Save removal`}
        </Button>
      </div>
    </form>
  );
}
