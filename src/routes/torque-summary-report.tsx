import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../components/layout/planned-page';

export const Route = createFileRoute('/torque-summary-report')({
  component: TorqueSummaryPage,
});

function TorqueSummaryPage() {
  const { t } = useLingui();
  return <PlannedPage title={t`Torque summary report`} />;
}
