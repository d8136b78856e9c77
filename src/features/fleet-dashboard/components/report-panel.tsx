import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { DownloadButton } from '../../../components/file-download';
import { Button } from '../../../components/ui/button';
import { useBasketChange } from '../api';
import { singleExportBody } from '../export-body';
import { AXIS_TITLES, chartModel, DISCLAIMER_REPORTS, FOOTNOTE_REPORTS } from '../chart-data';
import { formatField } from '../format';
import { FIELD_LABELS, PERIOD_LABELS, REPORT_LABELS, type TabKey } from '../labels';
import { basketDisabledReason, canCompare } from '../panel-rules';
import { reportParametersOf, type PanelSettings, type WizardSaved } from '../request';
import { runPanels } from '../runner';
import { formatMonth, TIME_SERIES_REPORTS, type TableRow } from '../app-links';
import { dashboardAtom, DISPLAY_MODES, LOAD_STATUS_CODE, updatePanel, type DisplayMode, type PanelState, type TabState } from '../state';
import { ReportTable } from './report-table';
import { SummaryTiles } from './summary-tiles';

// ApexCharts is large: it loads with the first dashboard chart, never with the rest of the portal.
const ReportChart = lazy(() => import('./report-chart'));

const DISPLAY_LABELS = { both: msg`Graph and table`, graph: msg`Graph only`, table: msg`Table only` } as const;
const STATUS_LABELS = { never: msg`Not run yet`, loading: msg`Loading…`, loaded: msg`Loaded`, failed: msg`Could not load` } as const;
const DISABLED_LABELS = {
  not_loaded: msg`Run the report first`,
  no_rows: msg`No rows in the chosen period`,
  no_chart: msg`Nothing to chart in the chosen period`,
  no_casings: msg`No casings in the chosen period`,
  no_status_totals: msg`No retread, used or rejected tires in the chosen period`,
} as const;

export interface ReportPanelProps {
  tab: TabKey;
  panel: PanelState;
  mode: TabState['mode'];
  values: WizardSaved;
  currency: string;
  inBasket: boolean;
}

/** One report: its controls, status, chart, table and summary tiles. */
export function ReportPanel({ tab, panel, mode, values, currency, inBasket }: ReportPanelProps) {
  const { t, i18n } = useLingui();
  const setDashboard = useSetAtom(dashboardAtom);
  const { exportTitles } = useAtomValue(dashboardAtom);
  const basket = useBasketChange();
  const { type, settings, display, status, result } = panel;
  const title = i18n._(REPORT_LABELS[type]);
  const isPeriod = TIME_SERIES_REPORTS.includes(type);
  const reason = status === 'loaded' ? basketDisabledReason(result) : 'not_loaded';
  const headingId = `fd-panel-${type}`;

  /** Run with change: the new settings run at once in RUN mode; EDIT mode waits for Run. */
  const change = (patch: Partial<PanelSettings>) => {
    setDashboard((state) => updatePanel(state, tab, type, { settings: { ...settings, ...patch }, ...(mode === 'edit' ? { status: 'never' as const, result: undefined } : {}) }));
    if (mode === 'run') void runPanels(tab, [type], values);
  };
  const drill = (row: TableRow | undefined) => {
    if (row && typeof row.Year === 'number' && typeof row.MonthNumber === 'number') change({ part: { year: row.Year, month: row.MonthNumber } });
  };
  const addToBasket = () =>
    basket.mutate({
      action: 'add',
      tab: panel.tab,
      entry: { report_type: type, settings: reportParametersOf(type, panel.tab, values, settings), models: { report_part: settings.part, comment: '', sortNumber: 0, sortDesc: false } },
    });

  const model = result ? chartModel(result, i18n.locale) : null;
  const names = model?.series.map((series) => `${FIELD_LABELS[series.key] ? i18n._(FIELD_LABELS[series.key]!) : series.key}${series.period === 'current' ? '' : ` (${i18n._(PERIOD_LABELS[series.period])})`}`) ?? [];
  const firstKey = model?.series[0]?.key ?? '';
  const yTitle = AXIS_TITLES[type] ? i18n._(AXIS_TITLES[type]) : FIELD_LABELS[firstKey] ? i18n._(FIELD_LABELS[firstKey]) : '';
  const monthName = settings.part ? formatMonth(settings.part.year, settings.part.month, i18n.locale) : '';

  return (
    <section className="fd-panel panel" aria-labelledby={headingId} data-report={type} data-status={LOAD_STATUS_CODE[status]} data-display={display}>
      <header className="fd-panel-head">
        <h3 id={headingId} className="fd-panel-title">
          {title}
          {settings.part ? <span className="fd-panel-part"> · {t`weeks of ${monthName}`}</span> : null}
        </h3>
        <span className={`fd-status fd-status-${status}`} role="status">
          {status === 'loading' ? <span className="spinner spinner-small" aria-hidden="true" /> : null}
          {i18n._(STATUS_LABELS[status])}
        </span>
      </header>
      <div className="fd-panel-controls">
        <label className="fd-inline">
          <span>{t`Show`}</span>
          <select className="field-input" value={display} onChange={(event) => setDashboard((state) => updatePanel(state, tab, type, { display: event.target.value as DisplayMode }))}>
            {DISPLAY_MODES.map((option) => (
              <option key={option} value={option}>
                {i18n._(DISPLAY_LABELS[option])}
              </option>
            ))}
          </select>
        </label>
        {canCompare(type) ? (
          <>
            <label className="fd-check">
              <input type="checkbox" checked={settings.comparePrevious} onChange={(event) => change({ comparePrevious: event.target.checked })} />
              <Trans>Compare with previous year</Trans>
            </label>
            <label className="fd-check">
              <input type="checkbox" checked={settings.nationalAverage} onChange={(event) => change({ nationalAverage: event.target.checked })} />
              <Trans>National average</Trans>
            </label>
          </>
        ) : null}
        {settings.part ? (
          <Button variant="secondary" onPress={() => change({ part: null })}>
            <Trans>Back to months</Trans>
          </Button>
        ) : null}
        <span className="fd-spacer" />
        {status === 'loaded' && result && !result.is_empty ? (
          <>
            <DownloadButton path="fleet_dashboard/export_single_report" body={singleExportBody(type, panel.tab, values, settings, display, 'PDF', exportTitles)} fallbackName={`${type}.pdf`}>
              <Trans>PDF</Trans>
            </DownloadButton>
            <DownloadButton path="fleet_dashboard/export_single_report" body={singleExportBody(type, panel.tab, values, settings, display, 'PNG', exportTitles)} fallbackName={`${type}.png`}>
              <Trans>PNG</Trans>
            </DownloadButton>
            <DownloadButton path="fleet_dashboard/export_single_report" body={singleExportBody(type, panel.tab, values, settings, display, 'EXCEL', exportTitles)} fallbackName={`${type}.xlsx`}>
              <Trans>Excel</Trans>
            </DownloadButton>
          </>
        ) : null}
        {inBasket ? <span className="fd-in-basket">{t`In basket`}</span> : null}
        <Button variant="secondary" isDisabled={reason !== null || basket.isPending} onPress={addToBasket} aria-describedby={reason ? `${headingId}-why` : undefined}>
          {inBasket ? <Trans>Update in basket</Trans> : <Trans>Add to basket</Trans>}
        </Button>
        {reason && status === 'loaded' ? (
          <span id={`${headingId}-why`} className="fd-muted">
            {i18n._(DISABLED_LABELS[reason])}
          </span>
        ) : null}
      </div>
      {status === 'failed' ? (
        <div className="fd-panel-error" role="alert">
          <p>{panel.error ?? t`The report could not be loaded.`}</p>
          <Button variant="secondary" onPress={() => void runPanels(tab, [type], values)}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : null}
      {status === 'never' ? <p className="fd-muted">{mode === 'edit' ? t`Edit the settings, then run the tab.` : t`Waiting to run.`}</p> : null}
      {status === 'loading' && !result ? <span className="skeleton-bar fd-chart-skeleton" /> : null}
      {result && model && (status === 'loaded' || status === 'loading') ? (
        <div className="fd-panel-body" aria-busy={status === 'loading' || undefined}>
          <SummaryTiles type={type} summary={result.summary} currency={currency} />
          <div className={`fd-panel-views fd-views-${display}`}>
            {display !== 'table' ? (
              <figure className="fd-chart" data-series={model.series.length} data-series-periods={model.series.map((series) => series.period).join(' ')}>
                {result.graph.categories.length === 0 ? (
                  <p className="fd-muted">{t`Nothing to chart in the chosen period.`}</p>
                ) : (
                  <Suspense fallback={<span className="skeleton-bar fd-chart-skeleton" />}>
                    <ReportChart
                      model={model}
                      names={names}
                      xTitle={isPeriod ? (settings.part ? t`Week` : t`Month`) : ''}
                      yTitle={yTitle}
                      format={(value) => formatField(value, i18n.locale, type, firstKey, currency)}
                      onPeriodClick={isPeriod && !settings.part ? (index) => drill(result.table[index]) : undefined}
                    />
                  </Suspense>
                )}
                {isPeriod && !settings.part ? <figcaption className="fd-muted">{t`Pick a month in the table to see its weeks.`}</figcaption> : null}
              </figure>
            ) : null}
            {display !== 'graph' ? <ReportTable key={JSON.stringify(settings.part)} result={result} showPrevious={settings.comparePrevious} title={title} currency={currency} onDrill={isPeriod ? drill : undefined} /> : null}
          </div>
          {FOOTNOTE_REPORTS.includes(type) ? <p className="fd-note">{t`*Scheduled does not include stock deliveries`}</p> : null}
          {DISCLAIMER_REPORTS.includes(type) ? (
            <p className="fd-note">
              {t`Previous caps should be incremented by 1 for all finished retread items, because previous caps data is collected at initial inspection and any completed item was successfully retreaded an additional time.`}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

