import { createFileRoute } from '@tanstack/react-router';
import { InvalidLocation, locationIdOf } from '../../../../features/fleet-survey/components/shared/invalid-location';
import { SurveysPage } from '../../../../features/fleet-survey/components/surveys/surveys-page';

export const Route = createFileRoute('/locations/$locationId/surveys/')({
  component: LocationSurveysPage,
});

function LocationSurveysPage() {
  const locationId = locationIdOf(Route.useParams().locationId);
  return locationId === null ? <InvalidLocation /> : <SurveysPage key={locationId} locationId={locationId} />;
}
