import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { AccountPicker } from '../../../components/account-selection';
import { DateRangeInputs } from '../../../components/inputs/date-range-inputs';
import { REPORT_RANGE_LABELS } from '../../../components/inputs/date-range-labels';
import { rangeReady, type CalendarDay } from '../../../components/inputs/date-rules';
import { toWireDate } from '../../../components/inputs/wire-date';
import { Button } from '../../../components/ui/button';
import { SCRAP_AREA, useDealerLists } from '../api';
import { ACCOUNT_SELECTION_MAX_SELECTED, DATE_RANGE_TYPES, type DateRangeType, type ScrapReportRequest } from '../app-links';
import { SurveyChooser } from './survey-chooser';

const chosen = (select: HTMLSelectElement) => [...select.selectedOptions].map((option) => Number(option.value));

/** Accounts, period, dealers and surveys; Run hands the request up, which runs the report. */
export function ScrapFilters({ onRun }: { onRun: (request: ScrapReportRequest) => void }) {
  const { t, i18n } = useLingui();
  const [accountIds, setAccountIds] = useState<number[]>([]);
  const [range, setRange] = useState<DateRangeType>('year_to_date');
  const [from, setFrom] = useState<CalendarDay | null>(null);
  const [to, setTo] = useState<CalendarDay | null>(null);
  const [dealerIds, setDealerIds] = useState<number[]>([]);
  const [surveyIds, setSurveyIds] = useState<number[]>([]);
  const dealers = useDealerLists(accountIds);
  const datesReady = range !== 'custom' || rangeReady(from, to);
  const blocked = accountIds.length === 0 || !datesReady;
  const filters = {
    account_ids: accountIds,
    dealer_ids: dealerIds.length > 0 ? dealerIds : null,
    date_range_type: range,
    date_from: range === 'custom' && from ? toWireDate(from) : null,
    date_to: range === 'custom' && to ? toWireDate(to) : null,
  };
  // A chosen survey belongs to the accounts, period and dealers it was listed under.
  const resetSurveys = () => setSurveyIds([]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    onRun({ ...filters, survey_ids: surveyIds.length > 0 ? surveyIds : null });
  };

  return (
    <form className="panel scrap-filters" onSubmit={submit} aria-label={t`Report filters`}>
      <AccountPicker
        id="scrap-accounts"
        area={SCRAP_AREA}
        maxAccounts={ACCOUNT_SELECTION_MAX_SELECTED}
        selectedIds={accountIds}
        error={null}
        onChange={(ids) => {
          setAccountIds(ids);
          // The dealer list follows the accounts (the dealers that scrapped their tires).
          setDealerIds([]);
          resetSurveys();
        }}
      />
      <div className="scrap-row">
        <label className="scrap-field">
          <span>
            <Trans>Date range</Trans>
          </span>
          <select
            className="field-input"
            value={range}
            onChange={(event) => {
              setRange(event.target.value as DateRangeType);
              resetSurveys();
            }}
          >
            {DATE_RANGE_TYPES.map((type) => (
              <option key={type} value={type}>
                {i18n._(REPORT_RANGE_LABELS[type])}
              </option>
            ))}
          </select>
        </label>
        {range === 'custom' ? (
          <DateRangeInputs from={from} to={to} onFromChange={(day) => (setFrom(day), resetSurveys())} onToChange={(day) => (setTo(day), resetSurveys())} />
        ) : null}
        <label className="scrap-field">
          <span>
            <Trans>Dealers and CTSC locations (Ctrl or ⌘ for several; none: all)</Trans>
          </span>
          <select
            multiple
            className="field-input scrap-multi"
            value={dealerIds.map(String)}
            onChange={(event) => {
              setDealerIds(chosen(event.target));
              resetSurveys();
            }}
          >
            {dealers.data && dealers.data.dealers.length > 0 ? (
              <optgroup label={t`Dealers`}>
                {dealers.data.dealers.map((dealer) => (
                  <option key={dealer.id} value={dealer.id}>
                    {dealer.name} ({dealer.city}, {dealer.state})
                  </option>
                ))}
              </optgroup>
            ) : null}
            {dealers.data && dealers.data.ctsc.length > 0 ? (
              <optgroup label={t`CTSC locations`}>
                {dealers.data.ctsc.map((dealer) => (
                  <option key={dealer.id} value={dealer.id}>
                    {dealer.name} ({dealer.city}, {dealer.state})
                  </option>
                ))}
              </optgroup>
            ) : null}
          </select>
        </label>
      </div>
      {accountIds.length > 0 && datesReady ? <SurveyChooser filters={filters} selected={surveyIds} onChange={setSurveyIds} /> : null}
      <div className="scrap-submit">
        <Button type="submit" isDisabled={blocked}>
          <Trans>Run report</Trans>
        </Button>
        {accountIds.length === 0 ? (
          <span className="scrap-hint">
            <Trans>Choose at least one account.</Trans>
          </span>
        ) : null}
      </div>
    </form>
  );
}
