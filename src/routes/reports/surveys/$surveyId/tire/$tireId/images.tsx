import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../../../../../components/layout/page-frame';
import { TireImagesScreen } from '../../../../../../features/fleet-survey/components/images/gallery-screens';
import { SurveyImages } from '../../../../../../features/inspection-report/images';

interface TireImagesSearch {
  /** The unit inspection the tire was photographed in, when the link knows it; saves a search. */
  unitInspectionId?: number;
  /** 'report': opened from the inspection report's survey detail, which reads the server's photos only. */
  from?: 'report';
}

export const Route = createFileRoute('/reports/surveys/$surveyId/tire/$tireId/images')({
  validateSearch: (search: Record<string, unknown>): TireImagesSearch => {
    const id = Number(search.unitInspectionId);
    return { ...(Number.isInteger(id) && id > 0 ? { unitInspectionId: id } : {}), ...(search.from === 'report' ? { from: 'report' as const } : {}) };
  },
  component: TireImagesPage,
});

function TireImagesPage() {
  const { t } = useLingui();
  const { surveyId, tireId } = Route.useParams();
  const { unitInspectionId, from } = Route.useSearch();
  if (from === 'report') {
    return (
      <PageFrame title={t`Tire photos`}>
        <SurveyImages surveyParam={surveyId} tireParam={tireId} />
      </PageFrame>
    );
  }
  return <TireImagesScreen surveyParam={surveyId} tireParam={tireId} inspectionHint={unitInspectionId ?? null} />;
}
