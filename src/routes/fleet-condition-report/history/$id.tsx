import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/layout/planned-page';

export const Route = createFileRoute('/fleet-condition-report/history/$id')({
  component: FleetConditionHistoryPage,
});

function FleetConditionHistoryPage() {
  const { t } = useLingui();
  return <PlannedPage title={t`Earlier fleet condition report`} />;
}
