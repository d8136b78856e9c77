import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../components/layout/planned-page';

export const Route = createFileRoute('/tireoptix/')({
  component: TireOptixPage,
});

function TireOptixPage() {
  const { t } = useLingui();
  return <PlannedPage title={t`TireOptix survey reports`} />;
}
