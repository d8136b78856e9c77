import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { OnlineOnly } from '../../components/online-only';
import { REGISTRATION_KEY, RegistrationsAdmin } from '../../features/registration';

/** The administrator's decisions on registration requests; no path in the spec, see docs/business-rules.md. */
export const Route = createFileRoute('/admin/registrations')({
  component: AdminRegistrationsPage,
});

const OFFLINE_KEYS = [REGISTRATION_KEY];

function AdminRegistrationsPage() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Registration requests`} lead={t`Approving a request creates the account with the group and security codes you choose and mails its owner.`}>
      <OnlineOnly queryKeys={OFFLINE_KEYS}>
        <RegistrationsAdmin />
      </OnlineOnly>
    </PageFrame>
  );
}
