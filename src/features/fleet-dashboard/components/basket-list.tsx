import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { DownloadButton } from '../../../components/file-download';
import { Button } from '../../../components/ui/button';
import { useBasketChange } from '../api';
import { basketExportBody } from '../export-body';
import type { WizardSaved } from '../request';
import { PERIOD_LABELS, REPORT_LABELS, type TabKey } from '../labels';
import type { BasketEntry, DashboardTab } from '../app-links';
import { dashboardAtom } from '../state';
import { ExportSettings } from './export-settings';
import { EXPORT_BUTTONS } from './export-buttons';

/** The tab's basket (kept per user on the server): the reports collected for export, sorted by the server. */
export function BasketList({ tab, entries, isLoading, values }: { tab: TabKey; entries: BasketEntry[]; isLoading: boolean; values: WizardSaved }) {
  const { t, i18n } = useLingui();
  const change = useBasketChange();
  const titles = useAtomValue(dashboardAtom).exportTitles;
  const extras = (entry: BasketEntry) =>
    [
      entry.settings.graph_compare_by_previous ? i18n._(PERIOD_LABELS.previous) : null,
      entry.settings.graph_compare_by_NA ? i18n._(PERIOD_LABELS.national_average) : null,
      entry.models.report_part ? t`weeks of ${entry.models.report_part.month}/${entry.models.report_part.year}` : null,
    ].filter(Boolean);

  return (
    <aside className="fd-basket panel" aria-labelledby={`fd-basket-${tab}`}>
      <h3 id={`fd-basket-${tab}`} className="fd-basket-title">
        <Trans>Basket</Trans> <span className="fd-count">{entries.length}</span>
      </h3>
      {isLoading ? <span className="skeleton-bar" /> : null}
      {!isLoading && entries.length === 0 ? <p className="fd-muted">{t`Add reports to collect them for export.`}</p> : null}
      <ol className="fd-basket-list">
        {entries.map((entry) => (
          <li key={entry.report_type} data-basket-report={entry.report_type}>
            <span className="fd-basket-name">{i18n._(REPORT_LABELS[entry.report_type])}</span>
            {extras(entry).length ? <span className="fd-muted"> · {extras(entry).join(' · ')}</span> : null}
            <button
              type="button"
              className="link-button"
              aria-label={t`Remove ${i18n._(REPORT_LABELS[entry.report_type])} from the basket`}
              disabled={change.isPending}
              onClick={() => change.mutate({ action: 'remove', tab, reportType: entry.report_type })}
            >
              {t`Remove`}
            </button>
          </li>
        ))}
      </ol>
      {entries.length > 0 && tab !== 'report' ? <ExportSettings tab={tab} entries={entries} /> : null}
      {entries.length > 0 && tab !== 'report' ? (
        <div className="fd-exports" role="group" aria-label={t`Export the basket`}>
          {EXPORT_BUTTONS.map(({ format, label, extension }) => (
            <DownloadButton key={format} path={`fleet_dashboard/export_reports_${format}`} body={basketExportBody(tab as DashboardTab, values, entries, titles)} fallbackName={`fleet-dashboard.${extension}`}>
              {label}
            </DownloadButton>
          ))}
        </div>
      ) : null}
      {entries.length > 0 ? (
        <Button variant="secondary" isDisabled={change.isPending} onPress={() => change.mutate({ action: 'clear', tab })}>
          <Trans>Clear basket</Trans>
        </Button>
      ) : null}
    </aside>
  );
}
