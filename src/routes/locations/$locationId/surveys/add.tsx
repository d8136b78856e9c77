import { createFileRoute } from '@tanstack/react-router';
import { InvalidLocation, locationIdOf } from '../../../../features/fleet-survey/components/shared/invalid-location';
import { AddSurveyPage } from '../../../../features/fleet-survey/components/surveys/add-survey-page';

export const Route = createFileRoute('/locations/$locationId/surveys/add')({
  component: AddSurveyRoute,
});

function AddSurveyRoute() {
  const locationId = locationIdOf(Route.useParams().locationId);
  return locationId === null ? <InvalidLocation /> : <AddSurveyPage key={locationId} locationId={locationId} />;
}
