import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useReferenceName } from '../../../../lib/reference-names';
import { formatDateTime } from '../../dates';
import { formatNumber } from '../../report-units';
import type { FleetConditionReport } from '../../app-links';
import { StaticTable, type StaticColumn } from '../static-table';
import { ReportSection } from './report-section';

type UnitRow = FleetConditionReport['units_data']['units'][number];

/** The units with exceptions (worst first, as the report orders them); every unit on request. */
export function UnitsSection({ report }: { report: FleetConditionReport }) {
  const { t, i18n } = useLingui();
  const [showAll, setShowAll] = useState(false);
  const name = useReferenceName();
  const n = (value: number) => formatNumber(value, i18n.locale);
  const all = report.units_data.units;
  const withExceptions = all.filter((unit) => unit.exceptions > 0);
  const rows = showAll ? all : withExceptions;
  const level = (value: number, tone: 'critical' | 'warning') => (value > 0 ? <span className={`fc-level-text level-${tone}`}>{n(value)}</span> : n(value));
  const columns: StaticColumn<UnitRow>[] = [
    { id: 'unit_number', header: t`Unit number`, cell: (row) => row.unit_number },
    { id: 'unit_type', header: t`Type`, cell: (row) => name(row.unit_type) },
    { id: 'fleet_location', header: t`Location`, cell: (row) => row.fleet_location },
    { id: 'inspections', header: t`Inspections`, numeric: true, cell: (row) => n(row.inspections) },
    { id: 'tires', header: t`Tires`, numeric: true, cell: (row) => n(row.tires) },
    { id: 'critical', header: t`Critical`, numeric: true, cell: (row) => level(row.critical, 'critical') },
    { id: 'warning', header: t`Warning`, numeric: true, cell: (row) => level(row.warning, 'warning') },
    { id: 'exceptions', header: t`Exceptions`, numeric: true, cell: (row) => n(row.exceptions) },
    { id: 'pressure_exceptions', header: t`Pressure exceptions`, numeric: true, cell: (row) => n(row.pressure_exceptions) },
    { id: 'tread_exceptions', header: t`Tread exceptions`, numeric: true, cell: (row) => n(row.tread_exceptions) },
    { id: 'last_inspected_at', header: t`Last inspected`, cell: (row) => formatDateTime(row.last_inspected_at, i18n.locale) },
  ];
  const withCount = withExceptions.length;
  const allCount = all.length;
  return (
    <ReportSection id="fc-units" title={t`Units with exceptions`} lead={t`${withCount} of ${allCount} units inspected have tires at warning or critical.`}>
      <label className="fc-choice">
        <input type="checkbox" checked={showAll} onChange={(event) => setShowAll(event.target.checked)} />
        <Trans>Show units without exceptions too</Trans>
      </label>
      <StaticTable
        caption={showAll ? t`Units inspected` : t`Units with exceptions`}
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.unit_id)}
        emptyText={t`No unit has an exception.`}
        className="fc-units-table"
      />
    </ReportSection>
  );
}
