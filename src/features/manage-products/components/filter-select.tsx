import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';

export interface FilterSelectProps {
  label: string;
  value: string | number;
  options: readonly { value: string | number; text: string }[];
  onChange: (value: string) => void;
  /** What the empty choice says; "All" for a filter. */
  emptyText?: string;
  error?: string | null;
  isDisabled?: boolean;
}

/** A labelled native select: an empty first choice, then the options; an error below when given. */
export function FilterSelect({ label, value, options, onChange, emptyText, error, isDisabled }: FilterSelectProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="field products-field" data-invalid={error ? '' : undefined}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field-input"
        value={String(value)}
        disabled={isDisabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{emptyText ?? t`All`}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled text input with its error below, tied to it for screen readers. */
export function TextField({ id, label, value, maxLength, error, onChange }: { id: string; label: ReactNode; value: string; maxLength: number; error?: string; onChange: (value: string) => void }) {
  return (
    <div className="field products-field" data-invalid={error ? '' : undefined}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field-input"
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-error`} className="field-error">
        {error}
      </p>
    </div>
  );
}
