import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../components/layout/planned-page';

export const Route = createFileRoute('/unit-history-report')({
  component: UnitHistoryPage,
});

function UnitHistoryPage() {
  const { t } = useLingui();
  return <PlannedPage title={t`Unit history report`} />;
}
