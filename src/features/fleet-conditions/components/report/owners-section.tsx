import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '../../report-units';
import type { FleetConditionReport } from '../../app-links';
import { StaticTable, type StaticColumn } from '../static-table';
import { ReportSection } from './report-section';

type OwnerRow = FleetConditionReport['owner_data']['owners'][number];

/** Who made the surveys: each dealer (owner) with its surveys, units and tires. */
export function OwnersSection({ report }: { report: FleetConditionReport }) {
  const { t, i18n } = useLingui();
  const n = (value: number) => formatNumber(value, i18n.locale);
  const columns: StaticColumn<OwnerRow>[] = [
    { id: 'name', header: t`Dealer`, cell: (row) => row.name ?? t`No dealer` },
    { id: 'nonsig', header: t`Dealer number`, cell: (row) => row.nonsig ?? '—' },
    { id: 'city', header: t`City`, cell: (row) => [row.city, row.state].filter(Boolean).join(', ') || '—' },
    { id: 'surveys', header: t`Surveys`, numeric: true, cell: (row) => n(row.surveys) },
    { id: 'units', header: t`Units`, numeric: true, cell: (row) => n(row.units) },
    { id: 'tires', header: t`Tires`, numeric: true, cell: (row) => n(row.tires) },
  ];
  return (
    <ReportSection id="fc-owners" title={t`Surveyed by`}>
      <StaticTable caption={t`Dealers who made the surveys`} columns={columns} rows={report.owner_data.owners} rowKey={(row, index) => `${row.dealer_id ?? 'none'}-${index}`} />
    </ReportSection>
  );
}
