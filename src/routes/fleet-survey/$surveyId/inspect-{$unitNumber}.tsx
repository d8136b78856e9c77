import { createFileRoute } from '@tanstack/react-router';
import { InspectScreen } from '../../../features/fleet-survey/components/inspection/inspect-screen';

/** Tire inspection and editing of one unit of a survey, by its unit number. */
export const Route = createFileRoute('/fleet-survey/$surveyId/inspect-{$unitNumber}')({
  component: InspectUnitPage,
});

function InspectUnitPage() {
  const { surveyId, unitNumber } = Route.useParams();
  return <InspectScreen surveyParam={surveyId} unitNumber={unitNumber} />;
}
