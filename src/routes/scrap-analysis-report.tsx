import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ACCOUNT_SELECTION_KEY } from '../components/account-selection';
import { PageFrame } from '../components/layout/page-frame';
import { OnlineOnly } from '../components/online-only';
import { SCRAP_ANALYSIS_KEY, ScrapAnalysis } from '../features/scrap-analysis';

/** The scrap analysis report (spec 3 §2, code TVSCRPAN, guarded by the page permissions map). */
export const Route = createFileRoute('/scrap-analysis-report')({
  component: ScrapAnalysisPage,
});

const OFFLINE_KEYS = [SCRAP_ANALYSIS_KEY, ACCOUNT_SELECTION_KEY];

function ScrapAnalysisPage() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Scrap analysis report`} lead={t`Why tires were scrapped: by removal reason, wear condition and position, with the scrapped tires' photos.`}>
      <OnlineOnly queryKeys={OFFLINE_KEYS}>
        <ScrapAnalysis />
      </OnlineOnly>
    </PageFrame>
  );
}
