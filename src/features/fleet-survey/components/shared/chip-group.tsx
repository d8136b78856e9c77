import { useId, type ReactNode } from 'react';
import './inspection.css';

export interface ChipOption {
  id: number;
  label: string;
  /** Marked with a glyph as well as colour (a critical wear condition). */
  critical?: boolean;
}

/**
 * A multi-select of toggle buttons: one tap per choice with a gloved finger, each a 48 px
 * target that says pressed or not to a screen reader.
 */
export function ChipGroup({
  label,
  options,
  selected,
  onChange,
  isReadOnly,
  empty,
}: {
  label: ReactNode;
  options: ChipOption[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  isReadOnly?: boolean;
  empty?: ReactNode;
}) {
  const labelId = useId();
  const toggle = (id: number) => onChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  return (
    <div className="fsi-chip-field">
      <span id={labelId} className="field-label">
        {label}
      </span>
      {options.length === 0 ? (
        <p className="fsi-chip-empty">{empty}</p>
      ) : (
        <div className="fsi-chip-group" role="group" aria-labelledby={labelId}>
          {options.map((option) => {
            const pressed = selected.includes(option.id);
            return (
              <button
                key={option.id}
                type="button"
                className="fsi-chip"
                aria-pressed={pressed}
                data-critical={option.critical ? '' : undefined}
                disabled={isReadOnly}
                onClick={() => toggle(option.id)}
              >
                <span className="fsi-chip-check" aria-hidden="true">
                  {pressed ? '✓' : '+'}
                </span>
                {option.label}
                {option.critical && (
                  <span className="fsi-chip-critical" aria-hidden="true">
                    !
                  </span>
                )}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
