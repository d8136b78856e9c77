import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { DateRangeInputs } from '../../../components/inputs/date-range-inputs';
import { REPORT_RANGE_LABELS } from '../../../components/inputs/date-range-labels';
import { rangeReady, type CalendarDay } from '../../../components/inputs/date-rules';
import { toWireDate } from '../../../components/inputs/wire-date';
import { Button } from '../../../components/ui/button';
import { DATE_RANGE_TYPES, type DateRangeType, type TorqueReportRequest } from '../app-links';
import { LocationChooser } from './location-chooser';

/** Locations and dates; Run hands the request up, which runs the report. */
export function ReportFilters({ onRun }: { onRun: (request: TorqueReportRequest) => void }) {
  const { t, i18n } = useLingui();
  const [locations, setLocations] = useState<number[]>([]);
  const [range, setRange] = useState<DateRangeType>('last_30_days');
  const [from, setFrom] = useState<CalendarDay | null>(null);
  const [to, setTo] = useState<CalendarDay | null>(null);
  const blocked = locations.length === 0 || (range === 'custom' && !rangeReady(from, to));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    onRun({
      location_ids: locations,
      date_range_type: range,
      date_from: range === 'custom' && from ? toWireDate(from) : null,
      date_to: range === 'custom' && to ? toWireDate(to) : null,
    });
  };

  return (
    <form className="panel torque-filters" onSubmit={submit} aria-label={t`Report filters`}>
      <LocationChooser selected={locations} onChange={setLocations} />
      <div className="torque-dates">
        <label className="torque-field">
          <span>
            <Trans>Date range</Trans>
          </span>
          <select className="field-input" value={range} onChange={(event) => setRange(event.target.value as DateRangeType)}>
            {DATE_RANGE_TYPES.map((type) => (
              <option key={type} value={type}>
                {i18n._(REPORT_RANGE_LABELS[type])}
              </option>
            ))}
          </select>
        </label>
        {range === 'custom' ? (
          <DateRangeInputs from={from} to={to} onFromChange={setFrom} onToChange={setTo} />
        ) : null}
      </div>
      <div className="torque-submit">
        <Button type="submit" isDisabled={blocked}>
          <Trans>Run report</Trans>
        </Button>
        {locations.length === 0 ? (
          <span className="torque-hint">
            <Trans>Choose at least one location.</Trans>
          </span>
        ) : null}
      </div>
    </form>
  );
}
