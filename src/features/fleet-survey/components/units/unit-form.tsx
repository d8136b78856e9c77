import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { useUnitSelects } from '../../api/units';
import type { SurveyRecord, UnitRecord } from '../../data/types';
import { useAllAxleConfigurations, useLocalUnits } from '../../state';
import { AxleConfigurationPicker } from './axle-configuration-picker';
import { configurationCounts, prefillConfiguration } from './configuration-use';
import { CopyFrom } from './copy-from';
import { QuickStart } from './quick-start';
import { UnitComponentFields } from './unit-component-fields';
import { copySpecification, validateUnitForm, type UnitForm, type UnitFormProblem } from './unit-form-model';
import { UnitIdentityFields } from './unit-identity-fields';
import { NumberStatus } from './number-status';
import { useNumberCheck } from './use-number-check';
import './units.css';

export interface UnitFormProps {
  locationId: number;
  initial: UnitForm;
  ownLocalId: string | null;
  ownServerId: number | null;
  /** Set when the form was opened from a survey: the unit can join it. */
  survey: SurveyRecord | null;
  allowCopy: boolean;
  /** A new unit: offer the location's most used configurations and "Same as the last unit". */
  quickStart?: boolean;
  /** A new unit arrives with the location's most used configuration (of a trailer, or of any other unit) chosen. */
  prefill?: 'trailer' | 'unit';
  submitLabel: string;
  onSubmit: (form: UnitForm, options: { addToSurvey: boolean }) => Promise<void>;
  onCancel: () => void;
  /** A unit with this number exists: add that one to the survey instead. */
  onUseExisting?: (unit: UnitRecord) => Promise<void>;
  /** A note above the form (e.g. import errors of a staged row). */
  notice?: ReactNode;
}

/** The create and edit form of a unit, with every select of spec 2 §3; saving works offline. */
export function UnitFormView(props: UnitFormProps) {
  const { t, i18n } = useLingui();
  const selects = useUnitSelects();
  const localUnits = useLocalUnits(props.locationId);
  const [form, setForm] = useState<UnitForm>(props.initial);
  const [yearError, setYearError] = useState<MessageDescriptor | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [addToSurvey, setAddToSurvey] = useState(props.survey !== null);
  const prefilled = usePrefill(props.prefill, localUnits, form, setForm);

  const { check, options } = useNumberCheck({
    locationId: props.locationId,
    unitNumber: form.unit_number,
    localUnits,
    ownLocalId: props.ownLocalId,
    ownServerId: props.ownServerId,
    surveyServerId: props.survey?.serverId == null ? null : Number(props.survey.serverId),
    unchangedFrom: props.ownLocalId ? props.initial.unit_number : null,
  });
  const problems = validateUnitForm(form, check.state === 'taken', props.initial.vin);
  const messages: Record<UnitFormProblem, string> = {
    required: t`Required`,
    too_long: t`Too long`,
    number_taken: t`This number is already used at this location`,
    year_range: t`Enter a year from 1900 to 2100`,
    vin_length: t`A VIN has 17 characters`,
    vin_characters: t`A VIN has only digits and letters, never I, O or Q`,
    vin_check_digit: t`This VIN's check digit (9th character) does not match: check each character`,
  };
  const errors: Partial<Record<keyof UnitForm, string>> = {};
  for (const [field, problem] of Object.entries(problems) as [keyof UnitForm, UnitFormProblem][]) {
    // A taken number shows at once; the other rules after the first save attempt.
    if (submitted || problem === 'number_taken') errors[field] = messages[problem];
  }
  if (yearError) errors.year = i18n._(yearError);

  const set = <K extends keyof UnitForm>(field: K, value: UnitForm[K]) =>
    setForm((f) => ({ ...f, [field]: value, ...(field === 'type' && value !== f.type ? { axle_configuration_id: null } : {}) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0 || yearError || check.state === 'checking') return;
    setSaving(true);
    setSaveError(null);
    try {
      await props.onSubmit(form, { addToSurvey: props.survey !== null && addToSurvey });
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : String(error));
      setSaving(false);
    }
  };

  return (
    <form className="fs-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={saving}>
      {props.notice}
      {selects.failed && (
        <div className="fs-form-error" role="alert">
          <Trans>The unit lists are not saved on this device. Open the location once with signal to download them.</Trans>
        </div>
      )}
      {props.quickStart && (
        <QuickStart
          localUnits={localUnits ?? []}
          selects={selects.data}
          chosen={{ type: form.type ?? -1, axle_configuration_id: form.axle_configuration_id }}
          onChoose={(choice) => setForm((f) => ({ ...f, ...choice }))}
        />
      )}
      {prefilled && (
        <p className="fs-note" role="status" data-testid="prefilled">
          {props.prefill === 'trailer'
            ? t`Type and configuration are the trailer most used here. Change them if this one differs.`
            : t`Type and configuration are the ones most used here. Change them if this unit differs.`}
        </p>
      )}
      {props.allowCopy && (
        <div className="fs-form-grid">
          <CopyFrom options={options} localUnits={localUnits ?? []} unitTypeId={form.type} onCopy={(source) => setForm((f) => copySpecification(f, source))} />
        </div>
      )}
      <UnitIdentityFields
        form={form}
        selects={selects.data}
        errors={errors}
        set={set}
        onYearError={setYearError}
        numberStatus={<NumberStatus check={check} survey={props.survey} onUseExisting={props.onUseExisting} />}
      />
      <AxleConfigurationPicker
        unitTypeId={form.type}
        value={form.axle_configuration_id}
        counts={configurationCounts(localUnits ?? [])}
        onChange={(id) => set('axle_configuration_id', id)}
      />
      <UnitComponentFields form={form} selects={selects.data} onChange={(field, value) => set(field, value)} />
      {props.survey && (
        <label className="fs-checkbox">
          <input type="checkbox" checked={addToSurvey} onChange={(e) => setAddToSurvey(e.target.checked)} />
          <Trans>Add this unit to the survey being made</Trans>
        </label>
      )}
      {saveError && (
        <div className="fs-form-error" role="alert">
          {saveError}
        </div>
      )}
      {submitted && Object.keys(errors).length > 0 && (
        <div className="fs-form-error" role="alert">
          <Trans>Check the marked fields.</Trans>
        </div>
      )}
      <div className="fs-form-actions">
        <Button variant="secondary" onPress={props.onCancel} isDisabled={saving}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" isDisabled={saving}>
          {saving ? <Trans>Saving…</Trans> : props.submitLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * Chooses the location's most used configuration (and its type) once, as soon as the device's
 * units and configurations are read, unless the technician or a scanned VIN chose a type first.
 * Returns whether the form was so filled. Decided while rendering, so the form never shows empty
 * first.
 */
function usePrefill(kind: 'trailer' | 'unit' | undefined, localUnits: UnitRecord[] | undefined, form: UnitForm, setForm: (update: (form: UnitForm) => UnitForm) => void): boolean {
  const configurations = useAllAxleConfigurations();
  const [outcome, setOutcome] = useState<'pending' | 'filled' | 'left'>('pending');
  if (kind && outcome === 'pending' && localUnits && configurations?.length) {
    // Ties go to the first by name, as the picker and the "Most used here" offers list them.
    const byName = [...configurations].sort((a, b) => a.name.localeCompare(b.name));
    const choice = form.type === null && form.axle_configuration_id === null ? prefillConfiguration(byName, localUnits, kind) : null;
    if (choice && typeof choice.unit_type_id === 'number') {
      const type = choice.unit_type_id;
      setForm((f) => ({ ...f, type, axle_configuration_id: choice.id }));
      setOutcome('filled');
    } else {
      setOutcome('left');
    }
  }
  return outcome === 'filled';
}
