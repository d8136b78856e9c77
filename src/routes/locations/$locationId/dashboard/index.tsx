import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/layout/planned-page';

export const Route = createFileRoute('/locations/$locationId/dashboard/')({
  component: LocationDashboardPage,
});

function LocationDashboardPage() {
  const { t } = useLingui();
  return <PlannedPage title={t`Location dashboard`} />;
}
