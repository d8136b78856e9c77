import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { DateRangeInputs } from '../../../components/inputs/date-range-inputs';
import { rangeReady, type CalendarDay } from '../../../components/inputs/date-rules';
import { fromWireDate, toWireDate } from '../../../components/inputs/wire-date';
import { DATE_RANGE_LABELS } from '../labels';
import { DATE_RANGE_TYPES, type DateRangeType } from '../app-links';
import type { DateValue } from '../wizard-values';


/** Step 2: a range type; Custom adds from and to days, both required and in order. */
export function DateStep({ value, onChange }: { value: DateValue | undefined; onChange: (value: DateValue | undefined) => void }) {
  const { i18n } = useLingui();
  const [range, setRange] = useState<DateRangeType>(value?.range ?? 'last_30_days');
  const [from, setFrom] = useState<CalendarDay | null>(fromWireDate(value?.from));
  const [to, setTo] = useState<CalendarDay | null>(fromWireDate(value?.to));

  // The default range is a choice already made: the step can be closed without touching it.
  const unset = value === undefined && range !== 'custom';
  useEffect(() => {
    if (unset) onChange({ range });
  }, [unset, range, onChange]);

  const emit = (nextRange: DateRangeType, nextFrom: CalendarDay | null, nextTo: CalendarDay | null) => {
    if (nextRange !== 'custom') return onChange({ range: nextRange });
    if (!nextFrom || !nextTo || !rangeReady(nextFrom, nextTo)) return onChange(undefined);
    onChange({ range: 'custom', from: toWireDate(nextFrom), to: toWireDate(nextTo) });
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
          <DateRangeInputs
            from={from}
            to={to}
            onFromChange={(next) => {
              setFrom(next);
              emit('custom', next, to);
            }}
            onToChange={(next) => {
              setTo(next);
              emit('custom', from, next);
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
