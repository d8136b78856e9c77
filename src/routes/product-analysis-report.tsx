import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../components/layout/planned-page';

export const Route = createFileRoute('/product-analysis-report')({
  component: ProductAnalysisPage,
});

function ProductAnalysisPage() {
  const { t } = useLingui();
  return <PlannedPage title={t`Product analysis report`} />;
}
