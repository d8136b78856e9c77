import { useId, type ReactNode } from 'react';

/**
 * A labelled select. The label names the select by id rather than wrapping it, so the select's
 * name is the label alone and not the label plus its chosen option.
 */
export function SelectField({ label, value, onChange, children }: { label: ReactNode; value: string | number; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div className="people-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="field-input" value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}
