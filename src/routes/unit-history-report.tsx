import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../components/layout/page-frame';
import { OnlineOnly } from '../components/online-only';
import { UNIT_HISTORY_KEY, UnitHistory } from '../features/unit-history';

/** The unit history report (spec 3 §2, code TMUNTHST, guarded by the page permissions map). */
export const Route = createFileRoute('/unit-history-report')({
  component: UnitHistoryPage,
});

const OFFLINE_KEYS = [UNIT_HISTORY_KEY];

function UnitHistoryPage() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Unit history report`} lead={t`Every survey, tire reading, removal and service call of the units you choose.`}>
      <OnlineOnly queryKeys={OFFLINE_KEYS}>
        <UnitHistory />
      </OnlineOnly>
    </PageFrame>
  );
}
