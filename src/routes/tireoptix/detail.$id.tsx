import { useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { OnlineOnly } from '../../components/online-only';
import { INSPECTION_REPORT_KEY, SurveyDetail } from '../../features/inspection-report';

export const Route = createFileRoute('/tireoptix/detail/$id')({
  component: TireOptixDetailPage,
});

const OFFLINE_KEYS = [INSPECTION_REPORT_KEY];

function TireOptixDetailPage() {
  const { t } = useLingui();
  const { id } = Route.useParams();
  const surveyId = /^\d{1,9}$/.test(id) ? Number(id) : null;
  return (
    <PageFrame title={t`Survey detail`} lead={<Link to="/tireoptix">{t`Back to the survey list`}</Link>}>
      <OnlineOnly queryKeys={OFFLINE_KEYS}>
        {surveyId === null ? <p role="alert">{t`This survey could not be found.`}</p> : <SurveyDetail surveyId={surveyId} />}
      </OnlineOnly>
    </PageFrame>
  );
}
