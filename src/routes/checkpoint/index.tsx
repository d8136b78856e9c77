import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../components/layout/planned-page';

export const Route = createFileRoute('/checkpoint/')({
  component: CheckpointPage,
});

function CheckpointPage() {
  const { t } = useLingui();
  return <PlannedPage title={t`Checkpoint reports`} />;
}
