import { createFileRoute } from '@tanstack/react-router';
import { ReadinessReportScreen } from '../../features/fleet-survey/components/trailer-readiness/readiness-report-screen';

/** Spec 3 §2: the trailer readiness report of a survey (the id is the survey's). */
export const Route = createFileRoute('/trailer-readiness-report/$id')({
  component: TrailerReadinessPage,
});

function TrailerReadinessPage() {
  const { id } = Route.useParams();
  return <ReadinessReportScreen surveyParam={id} />;
}
