import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../components/layout/planned-page';

export const Route = createFileRoute('/leasesales/configurator')({
  component: LeaseSalesConfiguratorPage,
});

function LeaseSalesConfiguratorPage() {
  const { t } = useLingui();
  return <PlannedPage title={t`Lease sales configurator`} />;
}
