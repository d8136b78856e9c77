import { useId, type ReactNode } from 'react';
import { describedBy, FieldFrame, fieldIds } from '../../../../components/inputs/field-frame';

interface BaseProps {
  label: ReactNode;
  error?: string | null;
  description?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  className?: string;
}

export function TextField(props: BaseProps & { value: string; onChange: (value: string) => void; maxLength?: number; autoComplete?: string; inputMode?: 'text' | 'numeric' | 'tel' }) {
  const ids = fieldIds(useId());
  const error = props.error ?? null;
  return (
    <FieldFrame ids={ids} label={props.label} description={props.description} error={error} isDisabled={props.isDisabled} className={props.className}>
      <input
        id={ids.input}
        name={props.name}
        className="field-input"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        maxLength={props.maxLength}
        required={props.isRequired}
        aria-required={props.isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, Boolean(props.description), Boolean(error))}
        disabled={props.isDisabled}
        autoComplete={props.autoComplete ?? 'off'}
        inputMode={props.inputMode}
        spellCheck={false}
      />
    </FieldFrame>
  );
}

export interface Option {
  value: string;
  label: string;
}

/**
 * A native select: on a tablet it opens the system picker, which is the fastest, largest
 * touch target there is, and it works with the keyboard everywhere.
 */
export function SelectField(props: BaseProps & { value: string; onChange: (value: string) => void; options: Option[]; placeholder?: string }) {
  const ids = fieldIds(useId());
  const error = props.error ?? null;
  return (
    <FieldFrame ids={ids} label={props.label} description={props.description} error={error} isDisabled={props.isDisabled} className={props.className}>
      <select
        id={ids.input}
        name={props.name}
        className="field-input fs-select"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        required={props.isRequired}
        aria-required={props.isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, Boolean(props.description), Boolean(error))}
        disabled={props.isDisabled}
      >
        <option value="">{props.placeholder ?? '—'}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function TextAreaField(props: BaseProps & { value: string; onChange: (value: string) => void; maxLength?: number; rows?: number }) {
  const ids = fieldIds(useId());
  const error = props.error ?? null;
  return (
    <FieldFrame ids={ids} label={props.label} description={props.description} error={error} isDisabled={props.isDisabled} className={props.className}>
      <textarea
        id={ids.input}
        name={props.name}
        className="field-input fs-textarea"
        value={props.value}
        rows={props.rows ?? 3}
        maxLength={props.maxLength}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, Boolean(props.description), Boolean(error))}
        disabled={props.isDisabled}
      />
    </FieldFrame>
  );
}
