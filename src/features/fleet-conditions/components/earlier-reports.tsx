import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback } from 'react';
import { EarlierReportsTable, type GeneratedReportItem } from '../../../components/generated-reports';
import { useReports } from '../api';
import { ReportDownloads } from './report-downloads';

/** The user's earlier fleet condition reports (the shared list), each opened on its own page or downloaded. */
export function EarlierReports({ highlightId }: { highlightId: number | null }) {
  const { t } = useLingui();
  const reports = useReports();
  const actions = useCallback(
    (report: GeneratedReportItem) => (
      <>
        <Link to="/fleet-condition-report/history/$id" params={{ id: String(report.id) }} className="button button-primary fc-open">
          <Trans>Open</Trans>
          {/* The row's name completes the link's name for screen readers: "Open <report>". */}
          <span className="visually-hidden"> {report.report_name}</span>
        </Link>
        <ReportDownloads id={report.id} name={report.report_name} />
      </>
    ),
    [],
  );
  return <EarlierReportsTable idPrefix="fc" caption={t`Fleet condition reports you generated`} reports={reports} highlightId={highlightId} actions={actions} />;
}
