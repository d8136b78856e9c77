import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../components/layout/page-frame';
import { OnlineOnly } from '../components/online-only';
import { TORQUE_SUMMARY_KEY, TorqueSummary } from '../features/torque-summary';

/** The torque summary report (spec 3 §2, code TMTQSRPT, guarded by the page permissions map). */
export const Route = createFileRoute('/torque-summary-report')({
  component: TorqueSummaryPage,
});

const OFFLINE_KEYS = [TORQUE_SUMMARY_KEY];

function TorqueSummaryPage() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Torque summary report`} lead={t`Wheel-end torque checks per location: how many read within spec, under or over.`}>
      <OnlineOnly queryKeys={OFFLINE_KEYS}>
        <TorqueSummary />
      </OnlineOnly>
    </PageFrame>
  );
}
