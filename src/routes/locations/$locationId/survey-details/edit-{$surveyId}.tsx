import { createFileRoute } from '@tanstack/react-router';
import { InvalidLocation, locationIdOf } from '../../../../features/fleet-survey/components/shared/invalid-location';
import { EditSurveyDetailsPage } from '../../../../features/fleet-survey/components/surveys/edit-survey-details-page';

/** $surveyId is a server id or, for a survey made on this device, its local id. */
export const Route = createFileRoute('/locations/$locationId/survey-details/edit-{$surveyId}')({
  component: SurveyDetailsRoute,
});

function SurveyDetailsRoute() {
  const { locationId: param, surveyId } = Route.useParams();
  const locationId = locationIdOf(param);
  return locationId === null ? <InvalidLocation /> : <EditSurveyDetailsPage key={surveyId} locationId={locationId} surveyParam={surveyId} />;
}
