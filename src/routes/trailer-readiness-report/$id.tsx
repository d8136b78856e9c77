import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../components/layout/planned-page';

export const Route = createFileRoute('/trailer-readiness-report/$id')({
  component: TrailerReadinessPage,
});

function TrailerReadinessPage() {
  const { t } = useLingui();
  return <PlannedPage title={t`Trailer readiness report`} />;
}
