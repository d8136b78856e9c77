import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../components/layout/planned-page';

export const Route = createFileRoute('/dlrtireoptix')({
  component: DealerSurveyPage,
});

function DealerSurveyPage() {
  const { t } = useLingui();
  return <PlannedPage title={t`Dealer survey reports`} />;
}
