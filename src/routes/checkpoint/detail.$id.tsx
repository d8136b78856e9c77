import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../components/layout/planned-page';

export const Route = createFileRoute('/checkpoint/detail/$id')({
  component: CheckpointDetailPage,
});

function CheckpointDetailPage() {
  const { t } = useLingui();
  return <PlannedPage title={t`Checkpoint detail`} />;
}
