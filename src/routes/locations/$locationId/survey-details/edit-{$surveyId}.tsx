import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/layout/planned-page';

export const Route = createFileRoute('/locations/$locationId/survey-details/edit-{$surveyId}')({
  component: SurveyDetailsPage,
});

function SurveyDetailsPage() {
  const { t } = useLingui();
  return <PlannedPage title={t`Survey details`} />;
}
