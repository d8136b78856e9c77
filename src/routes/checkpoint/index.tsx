import { useLingui } from '@lingui/react/macro';
import { createFileRoute, useLocation } from '@tanstack/react-router';
import { startFirstCalls } from '../../app/first-calls';
import { PageFrame } from '../../components/layout/page-frame';
import { OnlineOnly } from '../../components/online-only';
import { CHECKPOINT_KEY, FilterWizard, isRunnable, ReportView, useHomePage } from '../../features/checkpoint';
// The URL's search is read before the page's code loads: from the parser's own module, not the feature's entry with its screens.
import { checkpointSearch, type CheckpointSearch } from '../../features/checkpoint/search';
import { homePageQuery } from '../../features/checkpoint/queries';
import { SaveFavoriteButton } from '../../features/favorites/save-favorite-button';

export const Route = createFileRoute('/checkpoint/')({
  // The whole report request lives in the URL, so the page reloads, shares and saves as a favorite.
  validateSearch: (search: Record<string, unknown>): CheckpointSearch => checkpointSearch.parse(search),
  // The wizard's choices leave with the screen's code, not after it (queries.ts: no screens in the entry).
  loader: ({ context }) => startFirstCalls(context, (client) => void client.prefetchQuery(homePageQuery)),
  component: CheckpointPage,
});

const OFFLINE_KEYS = [CHECKPOINT_KEY];

function CheckpointPage() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Checkpoint reports`} lead={t`Drive-over reader crossings with tire pressure and tread depth exceptions.`}>
      <OnlineOnly queryKeys={OFFLINE_KEYS}>
        <CheckpointContent />
      </OnlineOnly>
    </PageFrame>
  );
}

function CheckpointContent() {
  const { t } = useLingui();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const location = useLocation();
  const home = useHomePage();

  if (home.isPending) return <div className="panel" role="status"><span className="skeleton-bar" /><span className="visually-hidden">{t`Loading…`}</span></div>;
  if (home.isError) return <div className="panel" role="alert">{t`The checkpoint filters could not be loaded. Please try again.`}</div>;

  return (
    <>
      <FilterWizard
        // A new request (e.g. an opened favorite) restarts the wizard from the URL.
        key={JSON.stringify({ ...search, page: undefined, sort: undefined, desc: undefined, size: undefined })}
        home={home.data}
        search={search}
        onRun={(next) => void navigate({ search: next })}
      />
      {isRunnable(search) ? (
        <ReportView
          search={search}
          onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
          actions={<SaveFavoriteButton requestUrl={location.href} defaultName={t`Checkpoint report`} />}
        />
      ) : null}
    </>
  );
}
