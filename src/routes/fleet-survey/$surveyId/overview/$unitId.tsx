import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';

/** The unit overview sidebar of a survey; it arrives with the survey overview. */
export const Route = createFileRoute('/fleet-survey/$surveyId/overview/$unitId')({
  component: UnitOverviewSidebar,
});

function UnitOverviewSidebar() {
  const { unitId } = Route.useParams();
  return (
    <aside className="panel page-aside">
      <h2 className="panel-title">
        <Trans>Unit {unitId}</Trans>
      </h2>
    </aside>
  );
}
