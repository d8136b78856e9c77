import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../components/layout/page-frame';
import { OnlineOnly } from '../components/online-only';
import { ProductWearRate, WEAR_RATE_KEY } from '../features/product-wear-rate';

/** The product wear rate report (spec 3 §2, code TVWEARRT, guarded by the page permissions map). */
export const Route = createFileRoute('/product-wear-rate-report')({
  component: ProductWearRatePage,
});

const OFFLINE_KEYS = [WEAR_RATE_KEY];

function ProductWearRatePage() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Product wear rate report`} lead={t`Which products wear slowest on your fleet, per wheel position, and when their tires will need pulling.`}>
      <OnlineOnly queryKeys={OFFLINE_KEYS}>
        <ProductWearRate />
      </OnlineOnly>
    </PageFrame>
  );
}
