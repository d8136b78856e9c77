import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../components/layout/planned-page';

export const Route = createFileRoute('/scrap-analysis-report')({
  component: ScrapAnalysisPage,
});

function ScrapAnalysisPage() {
  const { t } = useLingui();
  return <PlannedPage title={t`Scrap analysis report`} />;
}
