import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { OnlineOnly } from '../../components/online-only';
import { ADMIN_TRANSLATIONS_KEY, TranslationsAdmin } from '../../features/admin-translations';

/** Admin translations (spec 3 §1); the spec names no path, so /admin/translations (as the access catalog names it) behind TVADMIN2 (see docs/business-rules.md). */
export const Route = createFileRoute('/admin/translations')({
  component: AdminTranslationsPage,
});

const OFFLINE_KEYS = [ADMIN_TRANSLATIONS_KEY];

function AdminTranslationsPage() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Translations`} lead={t`The words of each locale. A saved word shows the next time a page of that language is loaded.`}>
      <OnlineOnly queryKeys={OFFLINE_KEYS}>
        <TranslationsAdmin />
      </OnlineOnly>
    </PageFrame>
  );
}
