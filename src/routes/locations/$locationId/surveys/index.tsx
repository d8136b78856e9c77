import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/layout/planned-page';

export const Route = createFileRoute('/locations/$locationId/surveys/')({
  component: LocationSurveysPage,
});

function LocationSurveysPage() {
  const { t } = useLingui();
  return <PlannedPage title={t`Surveys`} />;
}
