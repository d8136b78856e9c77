import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../components/layout/page-frame';
import { OnlineOnly } from '../components/online-only';
import { PRODUCT_ANALYSIS_KEY, ProductAnalysis } from '../features/product-analysis';

/** The product analysis report (spec 3 §2, code TVPRDANL, guarded by the page permissions map). */
export const Route = createFileRoute('/product-analysis-report')({
  component: ProductAnalysisPage,
});

const OFFLINE_KEYS = [PRODUCT_ANALYSIS_KEY];

function ProductAnalysisPage() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Product analysis report`} lead={t`Two products compared on your fleet: wear, mileage to removal, cost, retreadability and why they were scrapped.`}>
      <OnlineOnly queryKeys={OFFLINE_KEYS}>
        <ProductAnalysis />
      </OnlineOnly>
    </PageFrame>
  );
}
