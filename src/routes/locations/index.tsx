import { createFileRoute } from '@tanstack/react-router';
import { LocationsPage } from '../../features/fleet-survey/components/locations';

export const Route = createFileRoute('/locations/')({
  component: LocationsPage,
});
