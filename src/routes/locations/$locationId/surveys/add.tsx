import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/layout/planned-page';

export const Route = createFileRoute('/locations/$locationId/surveys/add')({
  component: AddSurveyPage,
});

function AddSurveyPage() {
  const { t } = useLingui();
  return <PlannedPage title={t`New survey`} />;
}
