import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { SyncBadge } from '../shared/sync-badge';
import type { UnitListRow } from './unit-rows';

export function UnitTable({ rows, locationId }: { rows: UnitListRow[]; locationId: number }) {
  const { t, i18n } = useLingui();
  return (
    <div className="fs-table-wrap">
      <table className="fs-table">
        <caption className="visually-hidden">{t`Units`}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Unit number</Trans>
            </th>
            <th scope="col">
              <Trans>Type</Trans>
            </th>
            <th scope="col">
              <Trans>Axle configuration</Trans>
            </th>
            <th scope="col" className="fs-hide-narrow">
              <Trans>VIN</Trans>
            </th>
            <th scope="col">
              <Trans>Plate</Trans>
            </th>
            <th scope="col" className="fs-hide-narrow">
              <Trans>Make and year</Trans>
            </th>
            <th scope="col">
              <Trans>Last survey</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-pending={row.pending ? '' : undefined}>
              <td>
                <Link
                  className="fs-row-link"
                  to="/locations/$locationId/units/edit-{$unitId}"
                  params={{ locationId: String(locationId), unitId: row.urlId }}
                  aria-label={t`Edit unit ${row.unitNumber}`}
                >
                  {row.unitNumber}
                </Link>{' '}
                <SyncBadge marker={row.pending} />
              </td>
              <td>{row.typeName ?? '—'}</td>
              <td>{row.axleConfiguration ?? '—'}</td>
              <td className="fs-hide-narrow">{row.vin ?? '—'}</td>
              <td>{row.plate ?? '—'}</td>
              <td className="fs-hide-narrow">{row.makeModel ?? '—'}</td>
              <td>{row.lastSurveyDate ? i18n.date(new Date(row.lastSurveyDate), { dateStyle: 'medium' }) : <span className="fs-muted">{t`Never`}</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
