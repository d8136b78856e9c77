import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { sessionAtom } from './app-links';
import { REPORT_AREAS, visibleReportAreas } from './report-areas';

/** The index page: the report areas this user may open, as cards. */
export function ReportsHome() {
  const { _ } = useLingui();
  const { user } = useAtomValue(sessionAtom);
  const areas = useMemo(() => (user ? visibleReportAreas(REPORT_AREAS, user) : null), [user]);

  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">
          <Trans>Reports</Trans>
        </h1>
        {user && (
          <p className="page-lead">
            <Trans>Welcome back, {user.user_name}. Choose a report to start.</Trans>
          </p>
        )}
      </div>
      {areas === null ? (
        <p className="panel panel-muted" role="status">
          <span className="spinner spinner-inline" aria-hidden="true" />
          <Trans>Loading your reports…</Trans>
        </p>
      ) : areas.length === 0 ? (
        <section className="panel panel-empty">
          <h2 className="panel-title">
            <Trans>No reports are open to your account yet</Trans>
          </h2>
          <p>
            <Trans>Your administrator decides which reports you can see. Ask them to grant access, or contact support from the footer.</Trans>
          </p>
        </section>
      ) : (
        <ul className="card-grid" data-testid="report-areas">
          {areas.map((area) => (
            <li key={area.path} className="card">
              <h2 className="card-title">
                <Link to={area.path} className="card-link">
                  {_(area.title)}
                </Link>
              </h2>
              <p className="card-text">{_(area.description)}</p>
              <span className="card-cta" aria-hidden="true">
                <Trans>Open</Trans> →
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
