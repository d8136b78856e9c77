import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { DownloadButton } from '../../../components/file-download';
import { EarlierReportsTable } from '../../../components/generated-reports';
import { useGeneratedReports } from '../api';
import type { UnitHistoryReportItem } from '../app-links';

/** The user's generated unit history reports (the shared list): progress while being made, then what they hold, Excel and PDF. */
export function EarlierReports({ highlightId }: { highlightId: number | null }) {
  const { t } = useLingui();
  const reports = useGeneratedReports();
  const actions = useCallback(
    (report: UnitHistoryReportItem) => (
      <>
        <DownloadButton path="unit_history_report/get_report" body={{ id: report.id, format: 'xlsx' }} fallbackName={`${report.report_name}.xlsx`}>
          <Trans>Excel</Trans>
          <span className="visually-hidden"> {report.report_name}</span>
        </DownloadButton>
        <DownloadButton path="unit_history_report/get_report" body={{ id: report.id, format: 'pdf' }} fallbackName={`${report.report_name}.pdf`}>
          <Trans>PDF</Trans>
          <span className="visually-hidden"> {report.report_name}</span>
        </DownloadButton>
      </>
    ),
    [],
  );
  const details = useCallback(
    (report: UnitHistoryReportItem) =>
      report.units !== null && report.events !== null ? (
        <>
          <Plural value={report.units} one="# unit" other="# units" />, <Plural value={report.events} one="# event" other="# events" />
        </>
      ) : null,
    [],
  );
  return <EarlierReportsTable idPrefix="uh" caption={t`Unit history reports you generated`} reports={reports} highlightId={highlightId} actions={actions} details={details} />;
}
