import { createFileRoute } from '@tanstack/react-router';
import { InvalidLocation, locationIdOf } from '../../../../features/fleet-survey/components/shared/invalid-location';
import { EditUnitPage } from '../../../../features/fleet-survey/components/units/edit-unit-page';

/** $unitId is a server id or, for a unit made on this device, its local id. */
export const Route = createFileRoute('/locations/$locationId/units/edit-{$unitId}')({
  component: EditUnitRoute,
});

function EditUnitRoute() {
  const { locationId: param, unitId } = Route.useParams();
  const locationId = locationIdOf(param);
  return locationId === null ? <InvalidLocation /> : <EditUnitPage key={unitId} locationId={locationId} unitParam={unitId} />;
}
