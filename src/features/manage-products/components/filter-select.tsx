import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

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
