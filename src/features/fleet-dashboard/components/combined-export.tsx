import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { DownloadButton } from '../../../components/file-download';
import { combinedExportBody } from '../export-body';
import type { WizardSaved } from '../request';
import type { BasketEntry, DashboardTab } from '../app-links';
import { dashboardAtom } from '../state';
import { EXPORT_BUTTONS } from './export-buttons';

/** The combined Report tab's export: every basket's reports in one file, in each form a basket has. */
export function CombinedExport({ values, baskets }: { values: WizardSaved; baskets: { tab: DashboardTab; entries: BasketEntry[] }[] }) {
  const { t } = useLingui();
  const titles = useAtomValue(dashboardAtom).exportTitles;
  if (baskets.every((basket) => basket.entries.length === 0)) return null;
  const body = combinedExportBody(values, baskets, titles);
  return (
    <aside className="fd-basket panel" aria-labelledby="fd-combined-export">
      <h3 id="fd-combined-export" className="fd-basket-title">
        <Trans>All reports in one file</Trans>
      </h3>
      <div className="fd-exports" role="group" aria-label={t`Export all reports`}>
        {EXPORT_BUTTONS.map(({ format, label, extension }) => (
          <DownloadButton key={format} path={`fleet_dashboard/export_combined_${format}`} body={body} fallbackName={`fleet-dashboard-report.${extension}`}>
            {label}
          </DownloadButton>
        ))}
      </div>
    </aside>
  );
}
