import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlannedPage } from '../components/layout/planned-page';

export const Route = createFileRoute('/manage-products')({
  component: ManageProductsPage,
});

function ManageProductsPage() {
  const { t } = useLingui();
  return <PlannedPage title={t`Manage products`} />;
}
