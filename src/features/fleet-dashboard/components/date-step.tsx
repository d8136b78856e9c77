import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { DateInput } from '../../../components/inputs/date-input';
import { formatUsDate, parseUsDate } from '../../../components/inputs/date-rules';
import { DATE_TYPE_LABELS } from '../labels';
import { DATE_RANGE_TYPES, type DateRangeType } from '../shared';
import { dateErrors, type DateFieldError, type DateValue } from '../wizard-values';

const ERROR_TEXT = {
  required: msg`Date is required`,
  format: msg`Please enter date in the correct format`,
  order: msg`The end date is before the start date`,
} as const;

/** Step 2: a range type; Custom adds from and to, each with its field error (dateFromErr, dateToErr). */
export function DateStep({ value, onChange }: { value: DateValue | undefined; onChange: (value: DateValue | undefined) => void }) {
  const { t, i18n } = useLingui();
  const [type, setType] = useState<DateRangeType>(value?.type ?? 'year_to_date');
  const [from, setFrom] = useState(value?.from ?? '');
  const [to, setTo] = useState(value?.to ?? '');
  const [touched, setTouched] = useState({ from: Boolean(value?.from), to: Boolean(value?.to) });
  const candidate: DateValue = type === 'custom' ? { type, from, to } : { type };
  const errors = dateErrors(candidate);
  const show = (error: DateFieldError, seen: boolean) => (error && seen ? i18n._(ERROR_TEXT[error]) : null);
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
          <DateInput
            label={t`From`}
            isRequired
            value={parseUsDate(from)}
            errorMessage={show(errors.from, touched.from)}
            onChange={(day) => {
              setFrom(day ? formatUsDate(day) : '');
              setTouched((seen) => ({ ...seen, from: true }));
            }}
            onBlur={() => setTouched((seen) => ({ ...seen, from: true }))}
          />
          <DateInput
            label={t`To`}
            isRequired
            value={parseUsDate(to)}
            errorMessage={show(errors.to, touched.to)}
            onChange={(day) => {
              setTo(day ? formatUsDate(day) : '');
              setTouched((seen) => ({ ...seen, to: true }));
            }}
            onBlur={() => setTouched((seen) => ({ ...seen, to: true }))}
          />
        </div>
      ) : null}
    </div>
  );
}
