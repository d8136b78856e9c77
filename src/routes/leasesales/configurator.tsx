import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { OnlineOnly } from '../../components/online-only';
import { LEASE_SALES_KEY, LeaseSalesConfigurator } from '../../features/lease-sales';

/** The lease-sales configurator (spec 3 §2): the manufacturer's staff rate a prospective lease fleet's site. */
export const Route = createFileRoute('/leasesales/configurator')({
  component: LeaseSalesConfiguratorPage,
});

const OFFLINE_KEYS = [LEASE_SALES_KEY];

function LeaseSalesConfiguratorPage() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Lease sales configurator`} lead={t`Rate a prospective lease fleet's site and habits, then keep the result as PDF or Excel.`}>
      <OnlineOnly queryKeys={OFFLINE_KEYS}>
        <LeaseSalesConfigurator />
      </OnlineOnly>
    </PageFrame>
  );
}
