import { createFileRoute } from '@tanstack/react-router';
import { TireImagesScreen } from '../../../../../../features/fleet-survey/components/inspection';

interface TireImagesSearch {
  /** The unit inspection the tire was photographed in, when the link knows it; saves a search. */
  unitInspectionId?: number;
}

export const Route = createFileRoute('/reports/surveys/$surveyId/tire/$tireId/images')({
  validateSearch: (search: Record<string, unknown>): TireImagesSearch => {
    const id = Number(search.unitInspectionId);
    return Number.isInteger(id) && id > 0 ? { unitInspectionId: id } : {};
  },
  component: TireImagesPage,
});

function TireImagesPage() {
  const { surveyId, tireId } = Route.useParams();
  const { unitInspectionId } = Route.useSearch();
  return <TireImagesScreen surveyParam={surveyId} tireParam={tireId} inspectionHint={unitInspectionId ?? null} />;
}
