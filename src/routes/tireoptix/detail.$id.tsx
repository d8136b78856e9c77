import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../components/layout/planned-page';

export const Route = createFileRoute('/tireoptix/detail/$id')({
  component: TireOptixDetailPage,
});

function TireOptixDetailPage() {
  const { t } = useLingui();
  return <PlannedPage title={t`Survey detail`} />;
}
