import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../../../../components/layout/page-frame';
import { UnitImagesScreen } from '../../../../../../features/fleet-survey/components/images/gallery-screens';
import { SurveyImages } from '../../../../../../features/inspection-report/images';

interface UnitImagesSearch {
  /** 'report': opened from the inspection report's survey detail, which reads the server's photos only. */
  from?: 'report';
}

export const Route = createFileRoute('/reports/surveys/$surveyId/unit/$unitId/images')({
  validateSearch: (search: Record<string, unknown>): UnitImagesSearch => (search.from === 'report' ? { from: 'report' } : {}),
  component: UnitImagesPage,
});

function UnitImagesPage() {
  const { t } = useLingui();
  const { surveyId, unitId } = Route.useParams();
  const { from } = Route.useSearch();
  if (from === 'report') {
    return (
      <PageFrame title={t`Unit photos`}>
        <SurveyImages surveyParam={surveyId} unitParam={unitId} />
      </PageFrame>
    );
  }
  return <UnitImagesScreen surveyParam={surveyId} unitParam={unitId} />;
}
