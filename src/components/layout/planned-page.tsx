import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PageFrame } from './page-frame';

/** A screen whose area comes in a later release: its real frame and an honest note. */
export function PlannedPage({ title }: { title: string }) {
  return (
    <PageFrame title={title}>
      <section className="panel panel-planned">
        <svg className="panel-planned-icon" aria-hidden="true" viewBox="0 0 48 48" width="48" height="48">
          <rect x="6" y="10" width="36" height="28" rx="3" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="M14 30v-6M22 30V18M30 30v-9M38 30v-3" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
        <div>
          <h2 className="panel-title">
            <Trans>This report is being built</Trans>
          </h2>
          <p>
            <Trans>It will appear here in a coming release. Everything else in the portal keeps working as usual.</Trans>
          </p>
          <Link to="/" className="button button-secondary">
            <Trans>Back to reports</Trans>
          </Link>
        </div>
      </section>
    </PageFrame>
  );
}
