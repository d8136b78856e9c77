import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { startFirstCalls } from '../app/first-calls';
import { PageFrame } from '../components/layout/page-frame';
import { OnlineOnly } from '../components/online-only';
import { FLEET_DASHBOARD_KEY, FleetDashboard } from '../features/fleet-dashboard';
import { accountsQuery } from '../features/fleet-dashboard/queries';

/** The fleet dashboard (spec 2 §2, code FDLOGIN checked by the route guard). */
export const Route = createFileRoute('/fleet-dashboard')({
  // The wizard's accounts leave with the screen's code, not after it (queries.ts: no screens in the entry).
  loader: ({ context }) => startFirstCalls(context, (client) => void client.prefetchQuery(accountsQuery)),
  component: FleetDashboardPage,
});

const OFFLINE_KEYS = [FLEET_DASHBOARD_KEY];

function FleetDashboardPage() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Fleet dashboard`} lead={t`Service, purchases, retreading and casing durability of a fleet, compared with last year and the national average.`}>
      <OnlineOnly queryKeys={OFFLINE_KEYS}>
        <FleetDashboard />
      </OnlineOnly>
    </PageFrame>
  );
}
