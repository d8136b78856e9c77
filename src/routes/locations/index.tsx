import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../components/layout/planned-page';

export const Route = createFileRoute('/locations/')({
  component: LocationsPage,
});

function LocationsPage() {
  const { t } = useLingui();
  return <PlannedPage title={t`Locations`} />;
}
