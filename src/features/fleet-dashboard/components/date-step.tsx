import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { DateRangeInputs } from '../../../components/inputs/date-range-inputs';
import type { CalendarDay } from '../../../components/inputs/date-rules';
import { fromWireDate, toWireDate } from '../../../components/inputs/wire-date';
import { DATE_TYPE_LABELS } from '../labels';
import { DATE_RANGE_TYPES, type DateRangeType } from '../app-links';
import { dateErrors, type DateValue } from '../wizard-values';

/**
 * Step 2: a range type; Custom adds from and to, typed in the user's locale, each with its field
 * error (dateFromErr, dateToErr: required, format, order) under it.
 */
export function DateStep({ value, onChange }: { value: DateValue | undefined; onChange: (value: DateValue | undefined) => void }) {
  const { i18n } = useLingui();
  const [type, setType] = useState<DateRangeType>(value?.type ?? 'year_to_date');
  const [from, setFrom] = useState<CalendarDay | null>(fromWireDate(value?.from));
  const [to, setTo] = useState<CalendarDay | null>(fromWireDate(value?.to));
  const wire = (day: CalendarDay | null) => (day ? toWireDate(day) : undefined);
  const candidate: DateValue = type === 'custom' ? { type, from: wire(from), to: wire(to) } : { type };
  const errors = dateErrors(candidate);
  const valid = !errors.from && !errors.to;
  const key = JSON.stringify(candidate);

  // The draft holds a range only while it is whole and in order, so Next waits for a valid one.
  useEffect(() => {
    onChange(valid ? (JSON.parse(key) as DateValue) : undefined);
  }, [key, valid, onChange]);

  return (
    <div className="fd-step">
      <fieldset className="fd-fieldset">
        <legend>
          <Trans>Date range</Trans>
        </legend>
        <div className="fd-choices">
          {DATE_RANGE_TYPES.map((option) => (
            <label key={option} className="fd-choice">
              <input type="radio" name="fd-date-type" checked={type === option} onChange={() => setType(option)} />
              {i18n._(DATE_TYPE_LABELS[option])}
            </label>
          ))}
        </div>
      </fieldset>
      {type === 'custom' ? (
        <div className="fd-dates">
          <DateRangeInputs from={from} to={to} onFromChange={setFrom} onToChange={setTo} />
        </div>
      ) : null}
    </div>
  );
}
