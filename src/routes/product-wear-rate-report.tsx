import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../components/layout/planned-page';

export const Route = createFileRoute('/product-wear-rate-report')({
  component: ProductWearRatePage,
});

function ProductWearRatePage() {
  const { t } = useLingui();
  return <PlannedPage title={t`Product wear rate report`} />;
}
