import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../components/layout/page-frame';
import { OnlineOnly } from '../components/online-only';
import { MANAGE_SPECS_KEY, SpecManagement } from '../features/manage-specs';

/** Specification management (spec 3 §2, code TVADMIN through the page permissions map). */
export const Route = createFileRoute('/manage-specs')({
  component: ManageSpecsPage,
});

const OFFLINE_KEYS = [MANAGE_SPECS_KEY];

function ManageSpecsPage() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Manage specifications`} lead={t`Target pressure and tread limits per position and tire size; reports color exceptions by them.`}>
      <OnlineOnly queryKeys={OFFLINE_KEYS}>
        <SpecManagement />
      </OnlineOnly>
    </PageFrame>
  );
}
