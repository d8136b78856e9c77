import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useReport } from '../api';
import { ReportContent } from './report/report-content';
import { ReportProgress } from '../../../components/generated-reports';
import { useReportUnits } from './use-report-units';

function NotFound() {
  const { t } = useLingui();
  return (
    <section className="panel panel-not-found" role="alert" data-state="not-found">
      <div>
        <h2 className="panel-title">{t`Report not found`}</h2>
        <p>
          <Trans>It may have been made by someone else, or the link is wrong.</Trans>
        </p>
        <Link to="/fleet-condition-report" className="button button-secondary">
          <Trans>Back to fleet condition reports</Trans>
        </Link>
      </div>
    </section>
  );
}

/**
 * One earlier report, read as data (get_report, format json). While the server is still making
 * it (409) the progress shows and the view asks again until it is done; 404 is "Report not
 * found" (spec 1 §8); a failed report shows why.
 */
export function ReportView({ id }: { id: number }) {
  const { t } = useLingui();
  const units = useReportUnits();
  const answer = useReport(id);

  if (answer.isPending) {
    return (
      <div className="panel" role="status" data-state="loading">
        <span className="skeleton-bar" />
        <span className="visually-hidden">{t`Loading the report…`}</span>
      </div>
    );
  }
  if (answer.isError) return <div className="panel" role="alert" data-state="error">{t`The report could not be loaded. Please try again.`}</div>;

  const data = answer.data;
  switch (data.state) {
    case 'not-found':
      return <NotFound />;
    case 'outdated':
      return (
        <div className="panel" role="alert" data-state="outdated">
          {data.message || t`This report was made by an earlier version of the portal; generate it again.`}
        </div>
      );
    case 'not-ready':
      return (
        <section className="panel fc-not-ready" aria-labelledby="fc-not-ready-title" data-state="not-ready" data-status={data.status}>
          <h2 id="fc-not-ready-title" className="panel-title">
            {data.status === 'failed' ? t`This report could not be made` : t`The report is not ready yet`}
          </h2>
          {data.status === 'failed' ? (
            <p role="alert">{data.message}</p>
          ) : (
            <>
              <ReportProgress status={data.status} progress={data.progress} name={t`the report`} />
              <p className="fc-hint" role="status">
                <Trans>This page shows the report as soon as it is done.</Trans>
              </p>
            </>
          )}
        </section>
      );
    case 'ready':
      return <ReportContent id={id} report={data.report} units={units} />;
  }
}
