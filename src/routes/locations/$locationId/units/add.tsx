import { createFileRoute } from '@tanstack/react-router';
import { InvalidLocation, locationIdOf } from '../../../../features/fleet-survey/components/shared/invalid-location';
import { AddUnitPage } from '../../../../features/fleet-survey/components/units/add-unit-page';

/**
 * ?surveyId= (a server or local id) when the unit is added from a survey; ?vin= a scanned VIN;
 * ?coupleTo= the local id of the survey's tractor the new unit is coupled behind, as its trailer.
 */
export const Route = createFileRoute('/locations/$locationId/units/add')({
  validateSearch: (search: Record<string, unknown>): { surveyId?: string; vin?: string; coupleTo?: string } => ({
    ...(typeof search.surveyId === 'string' || typeof search.surveyId === 'number' ? { surveyId: String(search.surveyId) } : {}),
    ...(typeof search.vin === 'string' ? { vin: search.vin } : {}),
    ...(typeof search.coupleTo === 'string' ? { coupleTo: search.coupleTo } : {}),
  }),
  component: AddUnitRoute,
});

function AddUnitRoute() {
  const locationId = locationIdOf(Route.useParams().locationId);
  const { surveyId, vin, coupleTo } = Route.useSearch();
  return locationId === null ? (
    <InvalidLocation />
  ) : (
    <AddUnitPage key={`${locationId}:${surveyId ?? ''}:${vin ?? ''}`} locationId={locationId} surveyParam={surveyId ?? null} scannedVin={vin ?? null} coupleTo={surveyId ? (coupleTo ?? null) : null} />
  );
}
