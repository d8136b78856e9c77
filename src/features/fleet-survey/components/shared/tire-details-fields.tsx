import { useLingui } from '@lingui/react/macro';
import { NumericInput } from '../../../../components/inputs/numeric-input';
import { useTireConditionName } from '../../../../lib/tire-condition-names';
import type { EditTireSelects } from '../../api/inspection';
import { DotCodeField } from './dot-code-field';
import { productLinesOf, type ReadingForm } from './reading-form';
import { SelectField, TextField } from './select-field';

type Details = ReadingForm['details'];

export interface TireDetailsFieldsProps {
  details: Details;
  selects: EditTireSelects | null;
  onChange: (details: Details) => void;
  isReadOnly?: boolean;
  /** Which groups to show: the editor shows all; a new tire on replacement leaves out the DOT. */
  withDot?: boolean;
  /** A numeric field's text breaks a rule: the form must not save until it is fixed. */
  onFieldError?: (field: 'previous_caps' | 'dot_code', invalid: boolean) => void;
}

/** The physical tire's fields, from the cached edit-tire selects; brand narrows product lines. */
export function TireDetailsFields({ details, selects, onChange, isReadOnly, withDot = true, onFieldError }: TireDetailsFieldsProps) {
  const { t } = useLingui();
  const valveName = useTireConditionName();
  const set = <K extends keyof Details>(key: K, value: Details[K]) => onChange({ ...details, [key]: value });
  const numeric = (key: 'previous_caps') => (value: number | null, error: unknown) => {
    onFieldError?.(key, error !== null);
    set(key, value ?? 0);
  };
  const none = t`Not set`;
  const brands = (selects?.brands ?? []).map((b) => ({ value: b.id, label: b.name }));
  const lines = productLinesOf(selects?.product_lines ?? [], details.brand_id, false, details.product_line_id).map((l) => ({ value: l.id, label: l.name }));
  const retreadBrands = (selects?.retreaded_by_brands ?? []).map((b) => ({ value: b.id, label: b.name }));
  const retreadLines = productLinesOf(selects?.product_lines ?? [], details.retread_brand_id, true, details.retread_product_line_id).map((l) => ({ value: l.id, label: l.name }));
  const sizes = (selects?.tire_sizes ?? []).map((s) => ({ value: s.id, label: s.size }));
  const valves = (selects?.valve_types ?? []).map((v) => ({ value: v.id, label: valveName(v.name) }));

  return (
    <div className="fsi-details-grid">
      {!selects && <p className="fsi-form-note">{t`Brand and size lists are not on this device yet; open the survey once with signal.`}</p>}
      <SelectField
        label={t`Brand`}
        value={details.brand_id}
        options={brands}
        placeholder={none}
        isDisabled={isReadOnly}
        onChange={(brand) => onChange({ ...details, brand_id: brand, product_line_id: brand === details.brand_id ? details.product_line_id : null })}
      />
      <SelectField
        label={t`Product line`}
        value={details.product_line_id}
        options={lines}
        placeholder={details.brand_id === null ? t`Choose a brand first` : none}
        isDisabled={isReadOnly || details.brand_id === null}
        onChange={(v) => set('product_line_id', v)}
      />
      <SelectField label={t`Tire size`} value={details.tire_size_id} options={sizes} placeholder={none} isDisabled={isReadOnly} onChange={(v) => set('tire_size_id', v)} />
      <SelectField label={t`Valve`} value={details.valve_type_id} options={valves} placeholder={none} isDisabled={isReadOnly} onChange={(v) => set('valve_type_id', v)} />
      <label className="fsi-check-field">
        <input
          type="checkbox"
          checked={details.is_retread}
          disabled={isReadOnly}
          onChange={(event) =>
            onChange({ ...details, is_retread: event.target.checked, ...(event.target.checked ? {} : { retread_brand_id: null, retread_product_line_id: null }) })
          }
        />
        <span>{t`Retread`}</span>
      </label>
      {details.is_retread && (
        <>
          <SelectField
            label={t`Retreaded by`}
            value={details.retread_brand_id}
            options={retreadBrands}
            placeholder={none}
            isDisabled={isReadOnly}
            onChange={(brand) => onChange({ ...details, retread_brand_id: brand, retread_product_line_id: null })}
          />
          <SelectField
            label={t`Retread tread`}
            value={details.retread_product_line_id}
            options={retreadLines}
            placeholder={none}
            isDisabled={isReadOnly || details.retread_brand_id === null}
            onChange={(v) => set('retread_product_line_id', v)}
          />
          <NumericInput label={t`Previous caps`} value={details.previous_caps} onChange={numeric('previous_caps')} integerOnly max={20} isReadOnly={isReadOnly} />
        </>
      )}
      {withDot && (
        <>
          <DotCodeField details={details} onChange={onChange} isReadOnly={isReadOnly} onFieldError={onFieldError} />
          <TextField
            label={t`DOT / serial number`}
            value={details.serial_number ?? ''}
            maxLength={50}
            isReadOnly={isReadOnly}
            autoCapitalize="characters"
            onChange={(v) => set('serial_number', v === '' ? null : v)}
          />
        </>
      )}
    </div>
  );
}
