import { createFileRoute } from '@tanstack/react-router';
import { InvalidLocation, locationIdOf } from '../../../../features/fleet-survey/components/shared/invalid-location';
import { EditUploadedUnitPage } from '../../../../features/fleet-survey/components/units/edit-uploaded-unit-page';

/** An imported row kept on the device (the offline units store), named by ?dbId=. */
export const Route = createFileRoute('/locations/$locationId/units/edit')({
  validateSearch: (search: Record<string, unknown>): { dbId?: string } => (typeof search.dbId === 'string' ? { dbId: search.dbId } : {}),
  component: EditUploadedUnitRoute,
});

function EditUploadedUnitRoute() {
  const locationId = locationIdOf(Route.useParams().locationId);
  const { dbId } = Route.useSearch();
  return locationId === null ? <InvalidLocation /> : <EditUploadedUnitPage key={dbId ?? ''} locationId={locationId} dbId={dbId ?? null} />;
}
