import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../../../../components/layout/planned-page';

export const Route = createFileRoute('/locations/$locationId/units/edit-{$unitId}')({
  component: EditUnitPage,
});

function EditUnitPage() {
  const { t } = useLingui();
  return <PlannedPage title={t`Edit unit`} />;
}
