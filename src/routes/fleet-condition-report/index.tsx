import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../components/layout/planned-page';

export const Route = createFileRoute('/fleet-condition-report/')({
  component: FleetConditionReportPage,
});

function FleetConditionReportPage() {
  const { t } = useLingui();
  return <PlannedPage title={t`Fleet condition report`} />;
}
