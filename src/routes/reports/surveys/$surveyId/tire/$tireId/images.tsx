import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../../../components/layout/planned-page';

export const Route = createFileRoute('/reports/surveys/$surveyId/tire/$tireId/images')({
  component: TireImagesPage,
});

function TireImagesPage() {
  const { t } = useLingui();
  return <PlannedPage title={t`Tire images`} />;
}
