import { createFileRoute } from '@tanstack/react-router';
import { InvalidLocation, locationIdOf } from '../../../../features/fleet-survey/components/shared';
import { AddSurveyPage } from '../../../../features/fleet-survey/components/surveys';

export const Route = createFileRoute('/locations/$locationId/surveys/add')({
  component: AddSurveyRoute,
});

function AddSurveyRoute() {
  const locationId = locationIdOf(Route.useParams().locationId);
  return locationId === null ? <InvalidLocation /> : <AddSurveyPage key={locationId} locationId={locationId} />;
}
