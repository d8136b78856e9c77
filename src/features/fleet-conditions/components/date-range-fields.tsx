import { Trans, useLingui } from '@lingui/react/macro';
import { DateRangeInputs } from '../../../components/inputs/date-range-inputs';
import { DATE_RANGE_LABELS } from '../labels';
import type { DateField } from '../request';
import type { DateRangeType } from '../app-links';

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

/** The report's period: a range type, and two required days for Custom, typed in the user's locale. */
export function DateRangeFields({ range, from, to, onRangeChange, onFromChange, onToChange, fromError, toError, ids }: DateRangeFieldsProps) {
  const { i18n } = useLingui();
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
          <DateRangeInputs
            ids={ids}
            from={from.day}
            to={to.day}
            fromError={fromError}
            toError={toError}
            onFromChange={(day, error) => onFromChange({ day, error })}
            onToChange={(day, error) => onToChange({ day, error })}
          />
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
