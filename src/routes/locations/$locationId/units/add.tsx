import { createFileRoute } from '@tanstack/react-router';
import { InvalidLocation, locationIdOf } from '../../../../features/fleet-survey/components/shared/invalid-location';
import { AddUnitPage } from '../../../../features/fleet-survey/components/units/add-unit-page';

/** ?surveyId= (a server or local id) when the unit is added from a survey. */
export const Route = createFileRoute('/locations/$locationId/units/add')({
  validateSearch: (search: Record<string, unknown>): { surveyId?: string } =>
    typeof search.surveyId === 'string' || typeof search.surveyId === 'number' ? { surveyId: String(search.surveyId) } : {},
  component: AddUnitRoute,
});

function AddUnitRoute() {
  const locationId = locationIdOf(Route.useParams().locationId);
  const { surveyId } = Route.useSearch();
  return locationId === null ? <InvalidLocation /> : <AddUnitPage key={`${locationId}:${surveyId ?? ''}`} locationId={locationId} surveyParam={surveyId ?? null} />;
}
