import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../components/layout/planned-page';

export const Route = createFileRoute('/fleet-survey/$surveyId/inspect-{$unitNumber}')({
  component: InspectUnitPage,
});

function InspectUnitPage() {
  const { t } = useLingui();
  return <PlannedPage title={t`Tire inspection`} />;
}
