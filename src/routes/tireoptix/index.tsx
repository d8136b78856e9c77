import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { startFirstCalls } from '../../app/first-calls';
import { InspectionHomePage } from '../../features/inspection-report';
import { prefetchInspectionFilters } from '../../features/inspection-report/queries';

/** Inspection reporting for fleets and staff (spec 3 §2: sign-in only). */
export const Route = createFileRoute('/tireoptix/')({
  // The filters' choices leave with the screen's code, not after it (queries.ts: no screens in the entry).
  loader: ({ context }) => startFirstCalls(context, prefetchInspectionFilters),
  component: TireOptixPage,
});

function TireOptixPage() {
  const { t } = useLingui();
  return <InspectionHomePage home="fleet" title={t`TireOptix survey reports`} lead={t`Inspection surveys of your fleets with their exceptions; open one for its tires and photos.`} />;
}
