import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { PageFrame } from '../components/layout/page-frame';

/** Where unknown paths end (spec 1 §2); open to everyone, signed in or not. */
export const Route = createFileRoute('/404')({
  component: NotFoundPage,
});

function NotFoundPage() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Page not found`}>
      <section className="panel panel-not-found">
        <p className="not-found-code" aria-hidden="true">
          404
        </p>
        <div>
          <p>
            <Trans>The page you asked for does not exist or has moved. Check the address, or start again from the reports home.</Trans>
          </p>
          <Link to="/" className="button button-primary">
            <Trans>Go to reports home</Trans>
          </Link>
        </div>
      </section>
    </PageFrame>
  );
}
