import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { InspectionHomePage } from '../../features/inspection-report';

/** Inspection reporting for fleets and staff (spec 3 §2: sign-in only). */
export const Route = createFileRoute('/tireoptix/')({
  component: TireOptixPage,
});

function TireOptixPage() {
  const { t } = useLingui();
  return <InspectionHomePage home="fleet" title={t`TireOptix survey reports`} lead={t`Inspection surveys of your fleets with their exceptions; open one for its tires and photos.`} />;
}
