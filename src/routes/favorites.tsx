import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../components/layout/page-frame';
import { OnlineOnly } from '../components/online-only';
import { FAVORITES_KEY, FavoritesList } from '../features/favorites';

export const Route = createFileRoute('/favorites')({
  component: FavoritesPage,
});

const OFFLINE_KEYS = [FAVORITES_KEY];

function FavoritesPage() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Favorite reports`} lead={t`Reports you saved; open one to run it again with today's data.`}>
      <OnlineOnly queryKeys={OFFLINE_KEYS}>
        <FavoritesList />
      </OnlineOnly>
    </PageFrame>
  );
}
