import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { InspectionHomePage } from '../features/inspection-report';

/** Inspection reporting for dealers: the surveys the dealership made at the fleets it serves. */
export const Route = createFileRoute('/dlrtireoptix')({
  component: DealerSurveyPage,
});

function DealerSurveyPage() {
  const { t } = useLingui();
  return <InspectionHomePage home="dealer" title={t`Dealer survey reports`} lead={t`Surveys your dealership made at the fleets it serves, with their exceptions.`} />;
}
