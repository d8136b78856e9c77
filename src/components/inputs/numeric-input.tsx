import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useId, useState, type ChangeEvent, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { describedBy, FieldFrame, fieldIds } from './field-frame';
import { acceptTypedText, localeUsesDecimalComma, numericKeyDecision, pasteResult, stepNumeric, type TextSelection } from './numeric-keys';
import {
  formatNumeric,
  formatOnBlur,
  numericValue,
  resolveNumericOptions,
  validateNumeric,
  type NumericOptions,
} from './numeric-rules';

export interface NumericInputProps extends Omit<NumericOptions, 'decimalComma'> {
  label: ReactNode;
  /** The value in the field's unit; null when empty. */
  value: number | null;
  /**
   * Called on every edit with the rounded value when the text passes every rule, else null,
   * and the failing message (null when valid), so a form can block submit on invalid fields.
   */
  onChange: (value: number | null, error: MessageDescriptor | null) => void;
  /** Unit shown after the number and read as part of the field's name, e.g. 'psi'. */
  unit?: string;
  description?: ReactNode;
  /** A message from outside the field (a cross-field or server rule); it wins over the field's own. */
  errorMessage?: string | null;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  name?: string;
  id?: string;
  className?: string;
  onBlur?: () => void;
  /** What the on-screen keyboard's Enter key says, e.g. 'next' where Enter moves on to the next field. */
  enterKeyHint?: 'next' | 'done' | 'go' | 'enter';
}

function selectionOf(input: HTMLInputElement): TextSelection {
  const end = input.value.length;
  return { text: input.value, start: input.selectionStart ?? end, end: input.selectionEnd ?? end };
}

/**
 * Numeric field of spec 1 §5. Its own messages appear once the field has been left, so a
 * half-typed '5.' does not flash an error; after that they follow every keystroke.
 */
export function NumericInput(props: NumericInputProps) {
  const { label, value, onChange, unit, description, errorMessage, isDisabled, isReadOnly, name, id, className, onBlur } = props;
  const { i18n } = useLingui();
  const options: NumericOptions = {
    min: props.min,
    max: props.max,
    maxIntegerLength: props.maxIntegerLength,
    maxDecimalLength: props.maxDecimalLength,
    decimals: props.decimals,
    step: props.step,
    integerOnly: props.integerOnly,
    decimalComma: localeUsesDecimalComma(i18n.locale),
  };
  const resolved = resolveNumericOptions(options);
  const generatedId = useId();
  const ids = fieldIds(id ?? generatedId);
  const unitId = `${ids.input}-unit`;

  const [text, setText] = useState(() => formatNumeric(value, resolved.decimals));
  const [seenValue, setSeenValue] = useState(value);
  const [touched, setTouched] = useState(false);
  // A new value from the parent replaces the text unless the text already stands for it
  // (the parent echoing what this field reported, including null for invalid text).
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== numericValue(text, options)) setText(formatNumeric(value, resolved.decimals));
  }

  const update = (next: string) => {
    setText(next);
    onChange(numericValue(next, options), validateNumeric(next, options));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isReadOnly || isDisabled) return;
    const decision = numericKeyDecision(event, selectionOf(event.currentTarget), options);
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'block') return;
    const next = stepNumeric(text, decision === 'step-up' ? 1 : -1, options);
    if (next !== null) update(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const accepted = acceptTypedText(event.target.value, options);
    if (accepted !== null) update(accepted);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const selection = selectionOf(event.currentTarget);
    const pasted = event.clipboardData.getData('text');
    const result = pasteResult(pasted, selection, options);
    const plainInsert = selection.text.slice(0, selection.start) + pasted + selection.text.slice(selection.end);
    // When the browser's own insertion gives the same text, let it happen: it keeps caret and undo.
    if (result === plainInsert) return;
    event.preventDefault();
    if (result !== null) update(result);
  };

  const handleBlur = () => {
    setTouched(true);
    const formatted = formatOnBlur(text, options);
    if (formatted !== text) update(formatted);
    onBlur?.();
  };

  const ownError = touched ? validateNumeric(text, options) : null;
  const error = errorMessage ?? (ownError ? i18n._(ownError) : null);

  return (
    <FieldFrame ids={ids} label={label} description={description} error={error} isDisabled={isDisabled} className={className}>
      <input
        id={ids.input}
        className="field-input"
        type="text"
        inputMode={resolved.integerOnly ? 'numeric' : 'decimal'}
        enterKeyHint={props.enterKeyHint}
        autoComplete="off"
        name={name}
        value={text}
        disabled={isDisabled}
        readOnly={isReadOnly}
        aria-labelledby={unit ? `${ids.label} ${unitId}` : ids.label}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, Boolean(description), Boolean(error))}
        onKeyDown={handleKeyDown}
        onChange={handleChange}
        onPaste={handlePaste}
        onBlur={handleBlur}
      />
      {unit ? (
        <span id={unitId} className="field-unit">
          {unit}
        </span>
      ) : null}
    </FieldFrame>
  );
}
