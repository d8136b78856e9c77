import { useId, type ReactNode } from 'react';
import { FieldFrame, fieldIds } from '../../../../components/inputs/field-frame';
import './inspection.css';

export interface SelectOption {
  value: number;
  label: string;
}

/** A native select: the tablet's own picker is the fastest to use with a finger. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  placeholder,
  isDisabled,
  name,
}: {
  label: ReactNode;
  value: number | null;
  options: SelectOption[];
  onChange: (value: number | null) => void;
  placeholder: string;
  isDisabled?: boolean;
  name?: string;
}) {
  const ids = fieldIds(useId());
  return (
    <FieldFrame ids={ids} label={label} error={null} isDisabled={isDisabled}>
      <select
        id={ids.input}
        name={name}
        className="field-input fsi-field-select"
        value={value === null ? '' : String(value)}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A one-line or multi-line text field with the shared frame. */
export function TextField({
  label,
  value,
  onChange,
  maxLength,
  multiline,
  isReadOnly,
  error,
  name,
  autoCapitalize,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  multiline?: boolean;
  isReadOnly?: boolean;
  error?: string | null;
  name?: string;
  autoCapitalize?: string;
}) {
  const ids = fieldIds(useId());
  const common = {
    id: ids.input,
    name,
    className: multiline ? 'field-input fsi-field-textarea' : 'field-input',
    value,
    maxLength,
    readOnly: isReadOnly,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? ids.error : undefined,
  };
  return (
    <FieldFrame ids={ids} label={label} error={error ?? null}>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type="text" autoComplete="off" autoCapitalize={autoCapitalize} onChange={(event) => onChange(event.target.value)} />
      )}
    </FieldFrame>
  );
}
