import { useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { isDealerGroup } from '../../../contract/report-values';
import { startFirstCalls } from '../../app/first-calls';
import { PageFrame } from '../../components/layout/page-frame';
import { OnlineOnly } from '../../components/online-only';
import { INSPECTION_REPORT_KEY, SurveyDetail } from '../../features/inspection-report';
import { surveyDetailQuery, surveyIdOf } from '../../features/inspection-report/queries';
import { sessionAtom } from '../../lib/store';

export const Route = createFileRoute('/tireoptix/detail/$id')({
  // The survey's report leaves with the screen's code, not after it (queries.ts: no screens in the entry).
  loader: ({ context, params }) => {
    const surveyId = surveyIdOf(params.id);
    if (surveyId !== null) startFirstCalls(context, (client) => void client.prefetchQuery(surveyDetailQuery(surveyId)));
  },
  component: TireOptixDetailPage,
});

const OFFLINE_KEYS = [INSPECTION_REPORT_KEY];

function TireOptixDetailPage() {
  const { t } = useLingui();
  const { id } = Route.useParams();
  const surveyId = surveyIdOf(id);
  // A dealer's list is their own page (spec 3 §2), so the way back leads there.
  const list = isDealerGroup(useAtomValue(sessionAtom).user?.group) ? '/dlrtireoptix' : '/tireoptix';
  return (
    <PageFrame title={t`Survey detail`} lead={<Link to={list}>{t`Back to the survey list`}</Link>}>
      <OnlineOnly queryKeys={OFFLINE_KEYS}>
        {surveyId === null ? <p role="alert">{t`This survey could not be found.`}</p> : <SurveyDetail surveyId={surveyId} />}
      </OnlineOnly>
    </PageFrame>
  );
}
