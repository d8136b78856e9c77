import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../components/layout/planned-page';

export const Route = createFileRoute('/fleet-dashboard')({
  component: FleetDashboardPage,
});

function FleetDashboardPage() {
  const { t } = useLingui();
  return <PlannedPage title={t`Fleet dashboard`} />;
}
