import { useId, type ReactNode } from 'react';
import { describedBy, FieldFrame, fieldIds } from '../../../components/inputs/field-frame';

export interface TextFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  description?: ReactNode;
  error?: string | null;
  multiline?: boolean;
  /** Base of the field's ids; the input's id is `${id}-input`. */
  id?: string;
  placeholder?: string;
}

/** A labelled text or multi-line field in the shared field frame, with its hint and error tied to it. */
export function TextField({ label, value, onChange, maxLength, description, error = null, multiline, id, placeholder }: TextFieldProps) {
  const generatedId = useId();
  const ids = fieldIds(id ?? generatedId);
  const common = {
    id: ids.input,
    className: multiline ? 'field-input fc-textarea' : 'field-input',
    value,
    maxLength,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(ids, Boolean(description), Boolean(error)),
  } as const;
  return (
    <FieldFrame ids={ids} label={label} description={description} error={error}>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type="text" autoComplete="off" onChange={(event) => onChange(event.target.value)} />
      )}
    </FieldFrame>
  );
}
