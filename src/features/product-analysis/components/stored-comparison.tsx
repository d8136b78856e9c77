import { Trans, useLingui } from '@lingui/react/macro';
import { ReportProgress } from '../../../components/generated-reports';
import { useStoredReport } from '../api';
import { ComparisonView } from './comparison-view';
import { StoredReportFiles } from './stored-report-files';

/**
 * An earlier report reopened as data: the stored comparison as it was made. While it is still
 * being made its progress shows (and the view asks again); a failed one says why; one that is
 * not the user's reads as not found.
 */
export function StoredComparison({ id }: { id: number }) {
  const { t } = useLingui();
  const answer = useStoredReport(id);
  if (answer.isError) return <p className="pa-report" role="alert">{t`The report could not be loaded. Please try again.`}</p>;
  if (!answer.data) return <p className="pa-report" role="status">{t`Loading the report…`}</p>;
  const data = answer.data;
  switch (data.state) {
    case 'ready':
      return <ComparisonView report={data.report} reportId={id} actions={<StoredReportFiles id={id} name={data.report.report_name} />} />;
    case 'not-found':
      return <p className="pa-report" role="alert">{t`Report not found. It may have been made by someone else.`}</p>;
    case 'outdated':
      return <p className="pa-report" role="alert">{data.message || t`This report was made by an earlier version of the portal; generate it again.`}</p>;
    case 'not-ready':
      return data.status === 'failed' ? (
        <p className="pa-report" role="alert">
          <strong>{t`This report could not be made`}</strong> {data.message}
        </p>
      ) : (
        <section className="pa-report" aria-label={t`The report is not ready yet`}>
          <ReportProgress status={data.status} progress={data.progress} name={t`the report`} />
          <p className="pa-hint" role="status">
            <Trans>This page shows the report as soon as it is done.</Trans>
          </p>
        </section>
      );
  }
}
