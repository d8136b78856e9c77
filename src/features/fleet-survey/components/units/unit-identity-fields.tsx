import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { NumericInput } from '../../../../components/inputs/numeric-input';
import { useReferenceName } from '../../../../lib/reference-names';
import { vocationName } from '../../../../lib/vocation-names';
import type { UnitSelectsResponse } from '../../api/units';
import { SelectField, TextField } from '../shared/form-fields';
import { MAX_LENGTHS, YEAR_MAX, YEAR_MIN, type UnitForm } from './unit-form-model';
import { optionsOf } from './select-options';

export interface IdentityProps {
  form: UnitForm;
  selects: UnitSelectsResponse | null;
  errors: Partial<Record<keyof UnitForm, string>>;
  numberStatus: ReactNode;
  set: <K extends keyof UnitForm>(field: K, value: UnitForm[K]) => void;
  onYearError: (error: MessageDescriptor | null) => void;
}

const toId = (value: string) => (value === '' ? null : Number(value));

/** What identifies the vehicle and what kind of unit it is. */
export function UnitIdentityFields({ form, selects, errors, numberStatus, set, onYearError }: IdentityProps) {
  const { t, i18n } = useLingui();
  const name = useReferenceName();
  const text = (field: 'vin' | 'dot' | 'license_plate' | 'license_plate_state' | 'model', label: ReactNode) => (
    <TextField name={field} label={label} value={form[field]} onChange={(v) => set(field, v)} maxLength={MAX_LENGTHS[field]} error={errors[field]} />
  );
  return (
    <fieldset className="fs-fieldset">
      <legend>
        <Trans>Unit</Trans>
      </legend>
      <div className="fs-form-grid">
        <TextField
          name="unit_number"
          label={<Trans>Unit number</Trans>}
          value={form.unit_number}
          onChange={(v) => set('unit_number', v)}
          maxLength={MAX_LENGTHS.unit_number}
          isRequired
          error={errors.unit_number}
          description={numberStatus}
        />
        <SelectField
          name="type"
          label={<Trans>Type</Trans>}
          value={form.type === null ? '' : String(form.type)}
          onChange={(v) => set('type', toId(v))}
          options={optionsOf(selects?.types?.map((o) => ({ ...o, text: name(o.text) })), form.type)}
          isRequired
          error={errors.type}
          placeholder={t`Choose a type…`}
        />
        <SelectField
          name="vocation"
          label={<Trans>Vocation</Trans>}
          value={form.vocation === null ? '' : String(form.vocation)}
          onChange={(v) => set('vocation', toId(v))}
          options={optionsOf(selects?.vocations?.map((o) => ({ ...o, text: vocationName(i18n, o.text) })), form.vocation)}
        />
        {text('vin', <Trans>VIN</Trans>)}
        {text('dot', <Trans>DOT number</Trans>)}
        {text('license_plate', <Trans>License plate</Trans>)}
        {text('license_plate_state', <Trans>Plate state or province</Trans>)}
        <SelectField
          name="manufacturer"
          label={<Trans>Manufacturer</Trans>}
          value={form.manufacturer}
          onChange={(v) => set('manufacturer', v)}
          options={optionsOf(selects?.manufacturers, form.manufacturer)}
          error={errors.manufacturer}
        />
        {text('model', <Trans>Model</Trans>)}
        <NumericInput
          name="year"
          label={<Trans>Year</Trans>}
          value={form.year}
          integerOnly
          decimals={0}
          min={YEAR_MIN}
          max={YEAR_MAX}
          maxIntegerLength={4}
          errorMessage={errors.year ?? null}
          onChange={(value, error) => {
            set('year', value);
            onYearError(error);
          }}
        />
      </div>
    </fieldset>
  );
}
