import { Trans, useLingui } from '@lingui/react/macro';
import { DateInput } from '../../../components/inputs/date-input';
import { compareDays } from '../../../components/inputs/date-rules';
import { DATE_RANGE_LABELS } from '../labels';
import { MESSAGES, type DateField } from '../request';
import type { DateRangeType } from '../shared';

/** The generator's choices in reading order: periods to date, the latest survey, then a custom range. */
export const RANGE_ORDER: readonly DateRangeType[] = ['last_30_days', 'month_to_date', 'year_to_date', 'quarter', 'latest_survey', 'custom'];

export interface DateRangeFieldsProps {
  range: DateRangeType;
  from: DateField;
  to: DateField;
  onRangeChange: (range: DateRangeType) => void;
  onFromChange: (value: DateField) => void;
  onToChange: (value: DateField) => void;
  /** Messages from Generate or the server; they win over the live order check. */
  fromError: string | null;
  toError: string | null;
  /** Base ids of the two date inputs. */
  ids: { from: string; to: string };
}

/** The report's period: a range type, and two required MM/DD/YYYY days for Custom. */
export function DateRangeFields({ range, from, to, onRangeChange, onFromChange, onToChange, fromError, toError, ids }: DateRangeFieldsProps) {
  const { t, i18n } = useLingui();
  // Shown as soon as both days stand, as the checkpoint filters do.
  const orderError = from.day && to.day && compareDays(from.day, to.day) > 0 ? i18n._(MESSAGES.dateOrder) : null;
  return (
    <fieldset className="fc-fieldset">
      <legend>
        <Trans>Date range</Trans>
      </legend>
      <div className="fc-choices">
        {RANGE_ORDER.map((option) => (
          <label key={option} className="fc-choice">
            <input type="radio" name="fc-date-range" value={option} checked={range === option} onChange={() => onRangeChange(option)} />
            {i18n._(DATE_RANGE_LABELS[option])}
          </label>
        ))}
      </div>
      {range === 'custom' ? (
        <div className="fc-dates">
          <DateInput id={ids.from} label={t`From`} isRequired value={from.day} errorMessage={fromError} onChange={(day, error) => onFromChange({ day, error })} />
          <DateInput id={ids.to} label={t`To`} isRequired value={to.day} errorMessage={toError ?? orderError} onChange={(day, error) => onToChange({ day, error })} />
        </div>
      ) : null}
      {range === 'latest_survey' ? (
        <p className="fc-hint">
          <Trans>Each location's most recent survey, whenever it was made.</Trans>
        </p>
      ) : null}
    </fieldset>
  );
}
