import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../components/layout/page-frame';
import { OnlineOnly } from '../components/online-only';
import { MANAGE_PRODUCTS_KEY, ProductCatalog } from '../features/manage-products';

/** Product management (spec 3 §2, code TVADMIN through the page permissions map). */
export const Route = createFileRoute('/manage-products')({
  component: ManageProductsPage,
});

const OFFLINE_KEYS = [MANAGE_PRODUCTS_KEY];

function ManageProductsPage() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Manage products`} lead={t`The tire catalog: brands, product lines, sizes and load ranges offered in surveys and reports.`}>
      <OnlineOnly queryKeys={OFFLINE_KEYS}>
        <ProductCatalog />
      </OnlineOnly>
    </PageFrame>
  );
}
