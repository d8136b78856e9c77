import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { startFirstCalls } from '../app/first-calls';
import { InspectionHomePage } from '../features/inspection-report';
import { prefetchInspectionFilters } from '../features/inspection-report/queries';

/** Inspection reporting for dealers: the surveys the dealership made at the fleets it serves. */
export const Route = createFileRoute('/dlrtireoptix')({
  // The filters' choices leave with the screen's code, not after it (queries.ts: no screens in the entry).
  loader: ({ context }) => startFirstCalls(context, prefetchInspectionFilters),
  component: DealerSurveyPage,
});

function DealerSurveyPage() {
  const { t } = useLingui();
  return <InspectionHomePage home="dealer" title={t`Dealer survey reports`} lead={t`Surveys your dealership made at the fleets it serves, with their exceptions.`} />;
}
