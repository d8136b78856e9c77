import { createFileRoute } from '@tanstack/react-router';
import { UnitImagesScreen } from '../../../../../../features/fleet-survey/components/inspection';

export const Route = createFileRoute('/reports/surveys/$surveyId/unit/$unitId/images')({
  component: UnitImagesPage,
});

function UnitImagesPage() {
  const { surveyId, unitId } = Route.useParams();
  return <UnitImagesScreen surveyParam={surveyId} unitParam={unitId} />;
}
