import { createFileRoute, Outlet, useParams } from '@tanstack/react-router';
import { SurveyOverviewPage } from '../../../../features/fleet-survey/components/inspection/survey-overview';

/** The survey overview; /overview/$unitId adds the unit overview sidebar beside it. */
export const Route = createFileRoute('/fleet-survey/$surveyId/overview')({
  component: SurveyOverviewRoute,
});

function SurveyOverviewRoute() {
  const { surveyId } = Route.useParams();
  const { unitId } = useParams({ strict: false });
  return <SurveyOverviewPage surveyParam={surveyId} selectedUnitParam={unitId ?? null} sidebar={<Outlet />} />;
}
