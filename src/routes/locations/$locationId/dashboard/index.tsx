import { createFileRoute } from '@tanstack/react-router';
import { LocationDashboard } from '../../../../features/fleet-survey/components/locations/location-dashboard';
import { InvalidLocation, locationIdOf } from '../../../../features/fleet-survey/components/shared/invalid-location';

export const Route = createFileRoute('/locations/$locationId/dashboard/')({
  component: LocationDashboardPage,
});

function LocationDashboardPage() {
  const locationId = locationIdOf(Route.useParams().locationId);
  return locationId === null ? <InvalidLocation /> : <LocationDashboard key={locationId} locationId={locationId} />;
}
