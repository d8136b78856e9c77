import { useLingui } from '@lingui/react/macro';
import { createFileRoute, useLocation } from '@tanstack/react-router';
import { PageFrame } from '../components/layout/page-frame';
import { OnlineOnly } from '../components/online-only';
import { DEALER_SURVEY_KEY, DealerFilters, DealerReport } from '../features/dealer-survey';
// The URL's search is read before the page's code loads: from the parser's own module, not the feature's entry with its screens.
import { dealerSearch, type DealerSearch } from '../features/dealer-survey/search';
import { SaveFavoriteButton } from '../features/favorites/save-favorite-button';

/** The dealer survey report; the spec names no path for it, so it lives at /dealer-survey-report. */
export const Route = createFileRoute('/dealer-survey-report')({
  validateSearch: (search: Record<string, unknown>): DealerSearch => dealerSearch.parse(search),
  component: DealerSurveyReportPage,
});

const OFFLINE_KEYS = [DEALER_SURVEY_KEY];

function DealerSurveyReportPage() {
  const { t } = useLingui();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const location = useLocation();
  return (
    <PageFrame title={t`Dealer survey report`} lead={t`Surveys done by dealers, with their tires, units and exceptions.`}>
      <OnlineOnly queryKeys={OFFLINE_KEYS}>
        <DealerFilters search={search} onRun={(next) => void navigate({ search: next })} />
        {search.run ? (
          <>
            <p>
              <SaveFavoriteButton requestUrl={location.href} defaultName={t`Dealer survey report`} />
            </p>
            <DealerReport search={search} onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })} />
          </>
        ) : null}
      </OnlineOnly>
    </PageFrame>
  );
}
