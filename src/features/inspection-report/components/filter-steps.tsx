import { Trans, useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { useState, type ReactNode } from 'react';
import { DateRangeInputs } from '../../../components/inputs/date-range-inputs';
import { fromWireDate, toWireDate } from '../../../components/inputs/wire-date';
import { Button } from '../../../components/ui/button';
import { useHomePage, useSystemLevelAccess } from '../api';
import { customRangeMissing, type InspectionFilters } from '../filter-state';
import { inspectionViewAtoms, type InspectionHome } from '../view-atoms';
import { ACCOUNT_KIND_LABELS, RANGE_LABELS, REPORT_TYPE_LABELS } from '../labels';
import { DATE_RANGE_TYPES, formatDay, INSPECTION_REPORT_TYPES, LOCAL_BOOK_TYPE, store, type DateRangeType, type DealerReportType } from '../app-links';
import { CheckList } from './check-list';

type StepId = 'dates' | 'kinds' | 'leasings' | 'countries' | 'types' | 'people' | 'localbooks' | 'locations';

/**
 * The inspection report's filter steps (spec 3 §3, §4): one step open at a time; closing a
 * step, or opening another, saves what it holds. Account kinds, leasings and local books are
 * offered to users with system-level access (staff) only: the others see their own fleets.
 */
export function FilterSteps({ home }: { home: InspectionHome }) {
  const { t, i18n } = useLingui();
  const [view, setView] = useAtom(inspectionViewAtoms[home], { store });
  const [draft, setDraft] = useState<InspectionFilters>(view.filters);
  const [open, setOpen] = useState<StepId | null>(null);
  const options = useHomePage();
  const system = useSystemLevelAccess().data?.has_access === true;
  const data = options.data;

  const save = (next = draft) => setView((prev) => ({ ...prev, filters: next, page: 1 }));
  const toggle = (id: StepId) => {
    if (open !== null) save();
    setOpen(open === id ? null : id);
  };
  const edit = (patch: Partial<InspectionFilters>) => setDraft((prev) => ({ ...prev, ...patch }));
  const run = () => {
    setOpen(null);
    setView((prev) => ({ ...prev, filters: draft, run: true, page: 1 }));
  };
  const names = (ids: readonly (number | string)[], list: readonly { value: number | string; text: string }[] | undefined) =>
    ids.length === 0 ? t`Any` : ids.length <= 2 ? ids.map((id) => list?.find((o) => o.value === id)?.text ?? String(id)).join(', ') : t`${ids.length} chosen`;
  const kindOptions = (data?.account_types ?? []).filter((code) => code !== LOCAL_BOOK_TYPE).map((code) => ({ value: code, text: i18n._(ACCOUNT_KIND_LABELS[code] ?? ACCOUNT_KIND_LABELS[0]!) }));
  const stateList = data?.countries.find((c) => c.country_code === draft.country)?.states ?? [];
  const rangeText = draft.range === 'custom' ? `${formatDay(draft.from, i18n.locale) || '…'} – ${formatDay(draft.to, i18n.locale) || '…'}` : i18n._(RANGE_LABELS[draft.range]);

  const step = (id: StepId, title: string, summary: string, body: ReactNode) => (
    <FilterStep key={id} id={id} title={title} summary={summary} open={open === id} onToggle={() => toggle(id)}>
      {body}
    </FilterStep>
  );

  return (
    <section className="panel io-steps" aria-label={t`Report filters`}>
      {options.isError ? <p role="alert" className="io-error">{t`The filter lists could not be loaded. Please try again.`}</p> : null}
      {step('dates', t`Dates`, rangeText, (
        <div className="io-dates">
          <label className="io-field">
            <span>{t`Date range`}</span>
            <select className="field-input" value={draft.range} onChange={(e) => edit({ range: e.target.value as DateRangeType })}>
              {DATE_RANGE_TYPES.map((type) => <option key={type} value={type}>{i18n._(RANGE_LABELS[type])}</option>)}
            </select>
          </label>
          {draft.range === 'custom' ? (
            <DateRangeInputs
              from={fromWireDate(draft.from)}
              to={fromWireDate(draft.to)}
              onFromChange={(day) => edit({ from: day ? toWireDate(day) : null })}
              onToChange={(day) => edit({ to: day ? toWireDate(day) : null })}
            />
          ) : null}
        </div>
      ))}
      {system ? step('kinds', t`Account kinds`, names(draft.accountTypes, kindOptions), (
        <CheckList label={t`Account kinds`} options={kindOptions} selected={draft.accountTypes} onChange={(accountTypes) => edit({ accountTypes })} />
      )) : null}
      {system ? step('leasings', t`Leasings`, names(draft.leasingIds, data?.leasings), (
        <CheckList label={t`Leasing accounts`} options={data?.leasings ?? []} selected={draft.leasingIds} onChange={(leasingIds) => edit({ leasingIds })} searchable />
      )) : null}
      {step('countries', t`Countries and states`, draft.country ? [draft.country, ...draft.states].join(' · ') : t`Any`, (
        <div className="io-dates">
          <label className="io-field">
            <span>{t`Country`}</span>
            <select className="field-input" value={draft.country ?? ''} onChange={(e) => edit({ country: e.target.value || null, states: [] })}>
              <option value="">{t`Any country`}</option>
              {data?.countries.map((c) => <option key={c.country_code} value={c.country_code}>{c.country_name}</option>)}
            </select>
          </label>
          {draft.country ? (
            <CheckList label={t`States`} options={stateList.map((s) => ({ value: s.code, text: s.name }))} selected={draft.states} onChange={(states) => edit({ states })} searchable />
          ) : null}
        </div>
      ))}
      {step('types', t`Report type`, i18n._(REPORT_TYPE_LABELS[draft.reportType]), (
        <fieldset className="io-checklist">
          <legend>{t`Report type`}</legend>
          {INSPECTION_REPORT_TYPES.map((type) => (
            <label key={type.value} className="io-radio">
              <input type="radio" name="io-report-type" checked={draft.reportType === type.value} onChange={() => edit({ reportType: type.value as DealerReportType })} />
              {i18n._(REPORT_TYPE_LABELS[type.value])}
            </label>
          ))}
        </fieldset>
      ))}
      {step('people', t`Surveyed by`, names(draft.surveyBy, data?.survey_by_users), (
        <CheckList label={t`Surveyed by`} options={data?.survey_by_users ?? []} selected={draft.surveyBy} onChange={(surveyBy) => edit({ surveyBy })} searchable />
      ))}
      {system ? step('localbooks', t`Local books`, draft.includeLocalBooks ? t`Included` : t`Left out`, (
        <label className="io-radio">
          <input type="checkbox" checked={draft.includeLocalBooks} onChange={(e) => edit({ includeLocalBooks: e.target.checked })} />
          {t`Include local book accounts`}
        </label>
      )) : null}
      {step('locations', t`Locations`, names(draft.locationIds, data?.locations), (
        <>
          <CheckList label={t`Locations`} options={data?.locations ?? []} selected={draft.locationIds} onChange={(locationIds) => edit({ locationIds })} searchable />
          {data?.locations_truncated ? <p className="io-muted">{t`Only the first 500 locations are listed; search narrows them.`}</p> : null}
        </>
      ))}
      <div className="io-run">
        <Button onPress={run} isDisabled={customRangeMissing(draft)}>
          <Trans>Run report</Trans>
        </Button>
      </div>
    </section>
  );
}

function FilterStep({ id, title, summary, open, onToggle, children }: { id: string; title: string; summary: string; open: boolean; onToggle: () => void; children: ReactNode }) {
  const { t } = useLingui();
  const panel = `io-step-${id}`;
  return (
    <div className={open ? 'io-step io-step-open' : 'io-step'}>
      <h2 className="io-step-head">
        <button type="button" aria-expanded={open} aria-controls={panel} onClick={onToggle}>
          <span className="io-step-title">{title}</span>
          <span className="io-step-summary">{summary}</span>
        </button>
      </h2>
      {open ? (
        <div id={panel} className="io-step-body" role="group" aria-label={title}>
          {children}
          <Button variant="secondary" onPress={onToggle}>
            {t`Done`}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
