import { createFileRoute } from '@tanstack/react-router';
import { UnitSidebar } from '../../../../features/fleet-survey/components/inspection/unit-sidebar';

/** The unit overview sidebar of a survey; the unit id is its local or server id. */
export const Route = createFileRoute('/fleet-survey/$surveyId/overview/$unitId')({
  component: UnitOverviewSidebar,
});

function UnitOverviewSidebar() {
  const { surveyId, unitId } = Route.useParams();
  return <UnitSidebar surveyParam={surveyId} unitParam={unitId} />;
}
