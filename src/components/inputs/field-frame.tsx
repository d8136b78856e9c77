import type { ReactNode } from 'react';
import './inputs.css';

/** Ids that tie a field's label, hint and error to its input. */
export interface FieldIds {
  input: string;
  label: string;
  description: string;
  error: string;
}

export function fieldIds(base: string): FieldIds {
  return { input: `${base}-input`, label: `${base}-label`, description: `${base}-description`, error: `${base}-error` };
}

/** aria-describedby for the input: the hint, then the error, only when shown. */
export function describedBy(ids: FieldIds, hasDescription: boolean, hasError: boolean): string | undefined {
  const parts = [hasDescription ? ids.description : null, hasError ? ids.error : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  description?: ReactNode;
  error: string | null;
  isDisabled?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label above, control in the middle, hint and error below; shared by every input. */
export function FieldFrame({ ids, label, description, error, isDisabled, className, children }: FieldFrameProps) {
  return (
    <div className={className ? `field ${className}` : 'field'} data-invalid={error ? '' : undefined} data-disabled={isDisabled ? '' : undefined}>
      <label id={ids.label} htmlFor={ids.input} className="field-label">
        {label}
      </label>
      <div className="field-control">{children}</div>
      {description ? (
        <p id={ids.description} className="field-description">
          {description}
        </p>
      ) : null}
      {/* Always rendered so screen readers announce a message that appears after blur. */}
      <p id={ids.error} className="field-error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
