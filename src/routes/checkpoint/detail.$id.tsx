import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, Link, useRouter } from '@tanstack/react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { OnlineOnly } from '../../components/online-only';
import { CHECKPOINT_KEY, DetailView } from '../../features/checkpoint';

export const Route = createFileRoute('/checkpoint/detail/$id')({
  component: CheckpointDetailPage,
});

const OFFLINE_KEYS = [CHECKPOINT_KEY];

function CheckpointDetailPage() {
  const { t } = useLingui();
  const { id } = Route.useParams();
  const router = useRouter();
  const crossing = Number(id);
  return (
    <PageFrame title={t`Checkpoint detail`}>
      <p>
        {/* Back in history keeps the report's page and sort; a direct visit goes to the filter page. */}
        <Link to="/checkpoint" onClick={(event) => { if (window.history.length > 1) { event.preventDefault(); router.history.back(); } }}>
          <Trans>← Back to the report</Trans>
        </Link>
      </p>
      <OnlineOnly queryKeys={OFFLINE_KEYS}>
        {Number.isInteger(crossing) && crossing > 0 ? <DetailView id={crossing} /> : <div className="panel" role="alert">{t`Report not found`}</div>}
      </OnlineOnly>
    </PageFrame>
  );
}
