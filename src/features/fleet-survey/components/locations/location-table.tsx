import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { LocationSort } from '../../api/locations';
import type { OfflineReadiness } from '../../state';
import { DeviceCopyBadge } from '../shared/offline-badge';

export interface LocationListRow {
  id: number;
  code?: string | null;
  name: string;
  city?: string | null;
  state?: string | null;
  last_survey_date?: string | null;
}

export interface SortState {
  sort: LocationSort;
  desc: boolean;
}

function SortHeader({ column, label, sortState, onSort }: { column: LocationSort; label: ReactNode; sortState?: SortState; onSort?: (s: SortState) => void }) {
  if (!sortState || !onSort) return <th scope="col">{label}</th>;
  const active = sortState.sort === column;
  const direction = active ? (sortState.desc ? 'descending' : 'ascending') : 'none';
  return (
    <th scope="col" aria-sort={direction}>
      <button type="button" className="fs-sort" onClick={() => onSort({ sort: column, desc: active ? !sortState.desc : false })}>
        {label}
        <span aria-hidden="true">{active ? (sortState.desc ? '▼' : '▲') : '↕'}</span>
      </button>
    </th>
  );
}

/**
 * Locations as a table whose every row opens the location. The name is a real button, so the
 * row works by keyboard and is announced; the whole row is a touch target too.
 */
export function LocationTable({
  rows,
  onPick,
  ready,
  sortState,
  onSort,
}: {
  rows: LocationListRow[];
  onPick: (id: number) => void;
  ready: Map<number, OfflineReadiness> | undefined;
  sortState?: SortState;
  onSort?: (s: SortState) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className="fs-table-wrap">
      <table className="fs-table fs-location-table">
        <caption className="visually-hidden">{t`Locations`}</caption>
        <thead>
          <tr>
            <SortHeader column="code" label={<Trans>Code</Trans>} sortState={sortState} onSort={onSort} />
            <SortHeader column="name" label={<Trans>Name</Trans>} sortState={sortState} onSort={onSort} />
            <SortHeader column="city" label={<Trans>City</Trans>} sortState={sortState} onSort={onSort} />
            <SortHeader column="state" label={<Trans>State</Trans>} sortState={sortState} onSort={onSort} />
            <SortHeader column="last_survey_date" label={<Trans>Last survey</Trans>} sortState={sortState} onSort={onSort} />
            <th scope="col">
              <Trans>On this device</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} onClick={() => onPick(row.id)} style={{ cursor: 'pointer' }}>
              <td>{row.code ?? '—'}</td>
              <td>
                <button
                  type="button"
                  className="fs-row-link fs-link-button"
                  onClick={(e) => {
                    e.stopPropagation();
                    onPick(row.id);
                  }}
                >
                  {row.name}
                </button>
              </td>
              <td>{row.city ?? '—'}</td>
              <td>{row.state ?? '—'}</td>
              <td>{row.last_survey_date ? i18n.date(new Date(row.last_survey_date), { dateStyle: 'medium' }) : <span className="fs-muted">{t`None`}</span>}</td>
              <td>
                {ready?.has(row.id) ? (
                  <DeviceCopyBadge />
                ) : (
                  <span className="fs-muted">—</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
