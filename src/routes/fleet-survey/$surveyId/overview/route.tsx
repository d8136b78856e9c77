import { useLingui } from '@lingui/react/macro';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/layout/planned-page';

/** The survey overview; /overview/$unitId adds the unit overview sidebar beside it. */
export const Route = createFileRoute('/fleet-survey/$surveyId/overview')({
  component: SurveyOverviewPage,
});

function SurveyOverviewPage() {
  const { t } = useLingui();
  return (
    <>
      <PlannedPage title={t`Survey overview`} />
      <Outlet />
    </>
  );
}
