import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type ChangeEvent, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import {
  acceptDateText,
  DAY_LETTERS,
  dateFieldFormat,
  dateKeyAllowed,
  DATE_TEXT_MAX_LENGTH,
  formatDateText,
  formatIsoDate,
  nextDateText,
  normalizeDateText,
  parseDateText,
  parseIsoDate,
  pasteDateResult,
  validateDateText,
  type CalendarDay,
  type DateTextOptions,
} from './date-rules';
import { describedBy, FieldFrame, fieldIds } from './field-frame';

export interface DateInputProps {
  label: ReactNode;
  value: CalendarDay | null;
  /** Called on every edit with the day when the text is valid, else null, and the failing message. */
  onChange: (value: CalendarDay | null, error: MessageDescriptor | null) => void;
  isRequired?: boolean;
  maxDate?: CalendarDay | null;
  description?: ReactNode;
  /** A message from outside the field (e.g. a from/to order rule); it wins over the field's own. */
  errorMessage?: string | null;
  isDisabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
  onBlur?: () => void;
}

const sameDay = (a: CalendarDay | null, b: CalendarDay | null) =>
  a === b || (a !== null && b !== null && a.year === b.year && a.month === b.month && a.day === b.day);

/** The browser's own date picker can be opened from script only where showPicker() exists. */
const canShowPicker = () => typeof HTMLInputElement !== 'undefined' && 'showPicker' in HTMLInputElement.prototype;

/**
 * Date field of spec 1 §5: text typed as the user's locale writes a day (en-US MM/DD/YYYY,
 * fr-CA YYYY-MM-DD, de-DE DD.MM.YYYY; ISO accepted everywhere), the form shown as placeholder
 * in the language's letters (AAAA-MM-JJ, TT.MM.JJJJ), plus a calendar button. The button opens the
 * browser's native date picker (touch friendly on tablets, keyboard usable on desktops) through
 * a hidden date input; where the browser cannot open it from script, the field is text only.
 */
export function DateInput(props: DateInputProps) {
  const { label, value, onChange, isRequired, maxDate, description, errorMessage, isDisabled, name, id, className, onBlur } = props;
  const { i18n, t } = useLingui();
  const generatedId = useId();
  const ids = fieldIds(id ?? generatedId);
  const buttonTextId = `${ids.input}-button-text`;
  const pickerRef = useRef<HTMLInputElement>(null);
  const options: DateTextOptions = { required: isRequired, maxDate };
  const format = dateFieldFormat(i18n.locale, { day: i18n._(DAY_LETTERS.day), month: i18n._(DAY_LETTERS.month), year: i18n._(DAY_LETTERS.year) });
  const show = (day: CalendarDay | null) => (day ? formatDateText(day, format) : '');

  const [text, setText] = useState(() => show(value));
  const [seenValue, setSeenValue] = useState(value);
  const [seenPattern, setSeenPattern] = useState(format.pattern);
  const [touched, setTouched] = useState(false);
  const valueOf = (candidate: string) => (validateDateText(candidate, format, options) === null ? parseDateText(candidate, format) : null);
  // A new day from the parent replaces the text unless the text already stands for it.
  // Another language on the fly: a valid day is rewritten in its form, other text is kept.
  if (format.pattern !== seenPattern) {
    setSeenPattern(format.pattern);
    if (value) setText(show(value));
  }
  if (!sameDay(value, seenValue)) {
    setSeenValue(value);
    if (!sameDay(value, valueOf(text))) setText(show(value));
  }

  const update = (next: string) => {
    setText(next);
    onChange(valueOf(next), validateDateText(next, format, options));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!dateKeyAllowed(event)) event.preventDefault();
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = nextDateText(text, event.target.value, format);
    if (acceptDateText(next)) update(next);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const end = input.value.length;
    const selection = { text: input.value, start: input.selectionStart ?? end, end: input.selectionEnd ?? end };
    const pasted = event.clipboardData.getData('text');
    const result = pasteDateResult(pasted, selection);
    const plainInsert = selection.text.slice(0, selection.start) + pasted + selection.text.slice(selection.end);
    if (result === plainInsert) return;
    event.preventDefault();
    if (result !== null) update(result);
  };

  const handleBlur = () => {
    setTouched(true);
    const normalized = normalizeDateText(text, format);
    if (normalized !== text) update(normalized);
    onBlur?.();
  };

  const openPicker = () => {
    try {
      pickerRef.current?.showPicker();
    } catch {
      // Refused (e.g. inside a cross-origin frame): typing still works, so send the user there.
      document.getElementById(ids.input)?.focus();
    }
  };

  const handlePicked = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = parseIsoDate(event.target.value);
    setTouched(true);
    update(show(picked));
  };

  const ownError = touched ? validateDateText(text, format, options) : null;
  const error = errorMessage ?? (ownError ? i18n._(ownError) : null);
  const current = parseDateText(text, format);

  return (
    <FieldFrame ids={ids} label={label} description={description} error={error} isDisabled={isDisabled} className={className}>
      <input
        id={ids.input}
        className="field-input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={format.pattern}
        maxLength={DATE_TEXT_MAX_LENGTH}
        name={name}
        value={text}
        disabled={isDisabled}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, Boolean(description), Boolean(error))}
        onKeyDown={handleKeyDown}
        onChange={handleChange}
        onPaste={handlePaste}
        onBlur={handleBlur}
      />
      {canShowPicker() ? (
        <>
          <button
            type="button"
            className="field-button"
            disabled={isDisabled}
            aria-labelledby={`${buttonTextId} ${ids.label}`}
            onClick={openPicker}
          >
            <span id={buttonTextId} className="visually-hidden">
              {t`Choose date`}
            </span>
            <CalendarIcon />
          </button>
          <input
            ref={pickerRef}
            className="field-native-picker"
            type="date"
            tabIndex={-1}
            aria-hidden="true"
            value={current ? formatIsoDate(current) : ''}
            max={maxDate ? formatIsoDate(maxDate) : undefined}
            onChange={handlePicked}
          />
        </>
      ) : null}
    </FieldFrame>
  );
}

function CalendarIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 6v2h14V6H5Z"
      />
    </svg>
  );
}
