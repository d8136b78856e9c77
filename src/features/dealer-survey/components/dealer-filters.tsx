import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { DateRangeInputs } from '../../../components/inputs/date-range-inputs';
import { REPORT_RANGE_LABELS } from '../../../components/inputs/date-range-labels';
import { rangeReady } from '../../../components/inputs/date-rules';
import { fromWireDate, toWireDate } from '../../../components/inputs/wire-date';
import { Button } from '../../../components/ui/button';
import { placeName } from '../../../lib/place-words';
import { useCountries, useOwners, useSurveyByUsers } from '../api';
import { REPORT_TYPE_LABELS } from '../labels';
import type { DealerSearch } from '../search';
import { DATE_RANGE_TYPES, DEALER_REPORT_TYPES, type DateRangeType, type DealerReportType } from '../app-links';

const multi = (select: HTMLSelectElement) => [...select.selectedOptions].map((o) => o.value);

/** The dealer survey filters; Run writes them to the URL, which runs the report. */
export function DealerFilters({ search, onRun }: { search: DealerSearch; onRun: (search: DealerSearch) => void }) {
  const { t, i18n } = useLingui();
  const [country, setCountry] = useState(search.country);
  const [states, setStates] = useState<string[]>(search.states ?? []);
  const [type, setType] = useState<DealerReportType>(search.type ?? 'all');
  const [users, setUsers] = useState<number[]>(search.users ?? []);
  const [owner, setOwner] = useState<number | undefined>(search.owners?.[0]);
  const [range, setRange] = useState<DateRangeType>(search.range ?? 'last_30_days');
  const [from, setFrom] = useState(fromWireDate(search.from));
  const [to, setTo] = useState(fromWireDate(search.to));
  const countries = useCountries();
  const surveyBy = useSurveyByUsers(country, states.length === 1 ? states[0] : undefined);
  const owners = useOwners(country);
  const stateList = countries.data?.find((c) => c.country_code === country)?.states ?? [];
  const customMissing = range === 'custom' && !rangeReady(from, to);
  // The server names countries in English; the browser knows them in every language by their code.
  const countryNames = new Intl.DisplayNames([i18n.locale], { type: 'region', fallback: 'none' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (customMissing) return;
    onRun({
      run: true,
      country,
      states: states.length ? states : undefined,
      type,
      users: users.length ? users : undefined,
      owners: owner ? [owner] : undefined,
      range,
      from: range === 'custom' && from ? toWireDate(from) : undefined,
      to: range === 'custom' && to ? toWireDate(to) : undefined,
    });
  };

  return (
    <form className="panel dealer-filters" onSubmit={submit} aria-label={t`Report filters`}>
      <label className="dealer-field">
        <span><Trans>Country</Trans></span>
        <select className="field-input" value={country ?? ''} onChange={(e) => { setCountry(e.target.value || undefined); setStates([]); setOwner(undefined); }}>
          <option value="">{t`Any country`}</option>
          {countries.data?.map((c) => <option key={c.country_code} value={c.country_code}>{countryNames.of(c.country_code) ?? c.country_name}</option>)}
        </select>
      </label>
      <label className="dealer-field">
        <span><Trans>States (Ctrl or ⌘ for several)</Trans></span>
        <select multiple className="field-input dealer-multi" value={states} disabled={!stateList.length} onChange={(e) => setStates(multi(e.target))}>
          {stateList.map((s) => <option key={s.code} value={s.code}>{placeName(i18n, s.name)}</option>)}
        </select>
      </label>
      <label className="dealer-field">
        <span><Trans>Report type</Trans></span>
        <select className="field-input" value={type} onChange={(e) => setType(e.target.value as DealerReportType)}>
          {DEALER_REPORT_TYPES.map((o) => <option key={o.value} value={o.value}>{i18n._(REPORT_TYPE_LABELS[o.value])}</option>)}
        </select>
      </label>
      <label className="dealer-field">
        <span><Trans>Survey by (none: all)</Trans></span>
        <select multiple className="field-input dealer-multi" value={users.map(String)} onChange={(e) => setUsers(multi(e.target).map(Number))}>
          {surveyBy.data?.survey_by_users.map((u) => <option key={u.value} value={u.value}>{u.text}</option>)}
        </select>
      </label>
      <label className="dealer-field">
        <span><Trans>Owner (dealer)</Trans></span>
        <select className="field-input" value={owner ?? ''} onChange={(e) => setOwner(e.target.value ? Number(e.target.value) : undefined)}>
          <option value="">{t`Any dealer`}</option>
          {owners.data?.map((o) => <option key={o.id} value={o.id}>{`${o.name} (${o.city}, ${o.state})`}</option>)}
        </select>
      </label>
      <label className="dealer-field">
        <span><Trans>Date range</Trans></span>
        <select className="field-input" value={range} onChange={(e) => setRange(e.target.value as DateRangeType)}>
          {DATE_RANGE_TYPES.map((r) => <option key={r} value={r}>{i18n._(REPORT_RANGE_LABELS[r])}</option>)}
        </select>
      </label>
      {range === 'custom' ? (
        <div className="dealer-dates">
          <DateRangeInputs from={from} to={to} onFromChange={setFrom} onToChange={setTo} />
        </div>
      ) : null}
      <div className="dealer-submit">
        <Button type="submit" isDisabled={customMissing}><Trans>Run report</Trans></Button>
      </div>
    </form>
  );
}
