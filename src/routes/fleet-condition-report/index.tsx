import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { ACCOUNT_SELECTION_KEY } from '../../components/account-selection';
import { PageFrame } from '../../components/layout/page-frame';
import { OnlineOnly } from '../../components/online-only';
import { EarlierReports, FLEET_CONDITIONS_KEY, ReportGenerator } from '../../features/fleet-conditions';

/** The generator and the user's earlier reports (spec 1 §2, code TVFLTCNR checked by the route guard). */
export const Route = createFileRoute('/fleet-condition-report/')({
  component: FleetConditionReportPage,
});

const OFFLINE_KEYS = [FLEET_CONDITIONS_KEY, ACCOUNT_SELECTION_KEY];

function FleetConditionReportPage() {
  const { t } = useLingui();
  const [queuedId, setQueuedId] = useState<number | null>(null);
  return (
    <PageFrame title={t`Fleet condition report`} lead={t`Generate a fleet condition report and download it as PDF or Excel.`}>
      <OnlineOnly queryKeys={OFFLINE_KEYS}>
        <ReportGenerator onGenerated={setQueuedId} />
        <EarlierReports highlightId={queuedId} />
      </OnlineOnly>
    </PageFrame>
  );
}
