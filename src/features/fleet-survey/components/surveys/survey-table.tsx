import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { dayAsDate } from '../shared/dates';
import { SyncBadge } from '../shared/sync-badge';
import type { SurveyListRow } from './survey-rows';

/** Surveys with their counts; each opens its overview, and an open one can have its details edited. */
export function SurveyTable({ rows, locationId, compact = false }: { rows: SurveyListRow[]; locationId: number; compact?: boolean }) {
  const { t, i18n } = useLingui();
  const num = (n: number | null) => (n === null ? '—' : i18n.number(n));
  return (
    <div className="fs-table-wrap">
      <table className="fs-table">
        <caption className="visually-hidden">{t`Surveys`}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Date</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
            {!compact && (
              <th scope="col" className="fs-hide-narrow">
                <Trans>Surveyed by</Trans>
              </th>
            )}
            <th scope="col">
              <Trans>Dealer</Trans>
            </th>
            <th scope="col" className="fs-num">
              <Trans>Units</Trans>
            </th>
            <th scope="col" className="fs-num">
              <Trans>Tires</Trans>
            </th>
            <th scope="col" className="fs-num">
              <Trans>Exceptions</Trans>
            </th>
            <th scope="col">
              <span className="visually-hidden">
                <Trans>Actions</Trans>
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-pending={row.pending ? '' : undefined}>
              <td>
                <Link className="fs-row-link" to="/fleet-survey/$surveyId/overview" params={{ surveyId: row.urlId }}>
                  {row.day ? i18n.date(dayAsDate(row.day), { dateStyle: 'medium', timeZone: 'UTC' }) : t`No date`}
                </Link>{' '}
                <SyncBadge marker={row.pending} />
              </td>
              <td>
                <span className="fs-badge" data-tone={row.status === 'open' ? 'warning' : 'muted'}>
                  {row.status === 'open' ? <Trans context="survey status">Open</Trans> : <Trans>Finished</Trans>}
                </span>
              </td>
              {!compact && <td className="fs-hide-narrow">{row.surveyBy ?? '—'}</td>}
              <td>{row.dealerName ?? '—'}</td>
              <td className="fs-num">{num(row.units)}</td>
              <td className="fs-num">{num(row.tires)}</td>
              <td className="fs-num">{num(row.exceptions)}</td>
              <td>
                {row.status === 'open' && (
                  <Link
                    className="fs-row-link"
                    to="/locations/$locationId/survey-details/edit-{$surveyId}"
                    params={{ locationId: String(locationId), surveyId: row.urlId }}
                    aria-label={t`Edit details of this survey`}
                  >
                    <Trans>Edit details</Trans>
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
