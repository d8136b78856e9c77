import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { DateInput } from '../../../components/inputs/date-input';
import { formatUsDate, parseUsDate, type CalendarDay } from '../../../components/inputs/date-rules';
import { DATE_RANGE_LABELS } from '../labels';
import { DATE_RANGE_TYPES, type DateRangeType } from '../shared';
import type { DateValue } from '../wizard-values';

const day = (text: string | undefined): CalendarDay | null => (text ? parseUsDate(text) : null);
const before = (a: CalendarDay, b: CalendarDay) => a.year * 400 + a.month * 32 + a.day > b.year * 400 + b.month * 32 + b.day;

/** Step 2: a range type; Custom adds from and to days, both required and in order. */
export function DateStep({ value, onChange }: { value: DateValue | undefined; onChange: (value: DateValue | undefined) => void }) {
  const { t, i18n } = useLingui();
  const [range, setRange] = useState<DateRangeType>(value?.range ?? 'last_30_days');
  const [from, setFrom] = useState<CalendarDay | null>(day(value?.from));
  const [to, setTo] = useState<CalendarDay | null>(day(value?.to));
  const orderError = from && to && before(from, to) ? t`The end date is before the start date` : null;

  // The default range is a choice already made: the step can be closed without touching it.
  const unset = value === undefined && range !== 'custom';
  useEffect(() => {
    if (unset) onChange({ range });
  }, [unset, range, onChange]);

  const emit = (nextRange: DateRangeType, nextFrom: CalendarDay | null, nextTo: CalendarDay | null) => {
    if (nextRange !== 'custom') return onChange({ range: nextRange });
    if (!nextFrom || !nextTo || before(nextFrom, nextTo)) return onChange(undefined);
    onChange({ range: 'custom', from: formatUsDate(nextFrom), to: formatUsDate(nextTo) });
  };

  return (
    <div className="checkpoint-step">
      <fieldset className="checkpoint-fieldset">
        <legend>
          <Trans>Date range</Trans>
        </legend>
        <div className="checkpoint-choices">
          {DATE_RANGE_TYPES.map((option) => (
            <label key={option} className="checkpoint-choice">
              <input
                type="radio"
                name="checkpoint-date-range"
                value={option}
                checked={range === option}
                onChange={() => {
                  setRange(option);
                  emit(option, from, to);
                }}
              />
              {i18n._(DATE_RANGE_LABELS[option])}
            </label>
          ))}
        </div>
      </fieldset>
      {range === 'custom' ? (
        <div className="checkpoint-dates">
          <DateInput
            label={t`From`}
            isRequired
            value={from}
            onChange={(next) => {
              setFrom(next);
              emit('custom', next, to);
            }}
          />
          <DateInput
            label={t`To`}
            isRequired
            value={to}
            errorMessage={orderError}
            onChange={(next) => {
              setTo(next);
              emit('custom', from, next);
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
