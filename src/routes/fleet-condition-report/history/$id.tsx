import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { OnlineOnly } from '../../../components/online-only';
import { FLEET_CONDITIONS_KEY, ReportView } from '../../../features/fleet-conditions';

/** One earlier fleet condition report, opened as data. */
export const Route = createFileRoute('/fleet-condition-report/history/$id')({
  component: FleetConditionHistoryPage,
});

const OFFLINE_KEYS = [FLEET_CONDITIONS_KEY];

function FleetConditionHistoryPage() {
  const { t } = useLingui();
  const { id } = Route.useParams();
  const reportId = /^\d{1,10}$/.test(id) ? Number(id) : NaN;
  const valid = Number.isSafeInteger(reportId) && reportId > 0 && reportId <= 2_147_483_647;
  return (
    <PageFrame title={t`Earlier fleet condition report`}>
      <p className="fc-back">
        <Link to="/fleet-condition-report">
          <Trans>← Back to fleet condition reports</Trans>
        </Link>
      </p>
      <OnlineOnly queryKeys={OFFLINE_KEYS}>
        {valid ? (
          <ReportView id={reportId} />
        ) : (
          <div className="panel panel-not-found" role="alert" data-state="not-found">
            <h2 className="panel-title">{t`Report not found`}</h2>
          </div>
        )}
      </OnlineOnly>
    </PageFrame>
  );
}
