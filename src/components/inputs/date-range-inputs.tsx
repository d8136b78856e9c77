import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { DateInput } from './date-input';
import { rangeOutOfOrder, RANGE_ORDER_MESSAGE, type CalendarDay } from './date-rules';

export interface DateRangeInputsProps {
  from: CalendarDay | null;
  to: CalendarDay | null;
  /** Each field's day when its text is valid (else null) and its own failing message. */
  onFromChange: (day: CalendarDay | null, error: MessageDescriptor | null) => void;
  onToChange: (day: CalendarDay | null, error: MessageDescriptor | null) => void;
  /** Messages from outside (a Generate check, the server); they win over the fields' own. */
  fromError?: string | null;
  toError?: string | null;
  /** Base ids of the two inputs, for forms that move the focus to a failing field. */
  ids?: { from: string; to: string };
}

/**
 * The From and To days of a custom report range, shared by every report filter: both required,
 * typed in the user's locale, and the end day may not come before the start day (the message
 * shows under To as soon as both days stand). Rendered as two fields, laid out by the form.
 */
export function DateRangeInputs({ from, to, onFromChange, onToChange, fromError, toError, ids }: DateRangeInputsProps) {
  const { t, i18n } = useLingui();
  const orderError = rangeOutOfOrder(from, to) ? i18n._(RANGE_ORDER_MESSAGE) : null;
  return (
    <>
      <DateInput id={ids?.from} label={t`From`} isRequired value={from} errorMessage={fromError ?? null} onChange={onFromChange} />
      <DateInput id={ids?.to} label={t`To`} isRequired value={to} errorMessage={toError ?? orderError} onChange={onToChange} />
    </>
  );
}
