import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../../../components/layout/planned-page';

export const Route = createFileRoute('/reports/surveys/$surveyId/unit/$unitId/images')({
  component: UnitImagesPage,
});

function UnitImagesPage() {
  const { t } = useLingui();
  return <PlannedPage title={t`Unit images`} />;
}
