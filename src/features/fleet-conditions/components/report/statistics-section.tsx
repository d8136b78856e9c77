import { useLingui } from '@lingui/react/macro';
import { POSITION_CLASS_LABELS, type PositionClass } from '../../labels';
import { formatNumber, formatPercent } from '../../report-units';
import type { FleetConditionReport, LevelCounts } from '../../app-links';
import { StaticTable, type StaticColumn } from '../static-table';
import { ReportSection } from './report-section';

interface StatisticsRow {
  key: string;
  label: string;
  tires: number;
  pressure_levels: LevelCounts;
  tread_levels: LevelCounts;
  pressure_in_spec_percent: number | null;
  tread_in_spec_percent: number | null;
  tires_with_exceptions: number;
}

/** Pressure and tread levels by position class, with every position as the total. */
export function StatisticsSection({ report }: { report: FleetConditionReport }) {
  const { t, i18n } = useLingui();
  const s = report.statistic_data;
  const n = (value: number) => formatNumber(value, i18n.locale);
  const rows: StatisticsRow[] = s.by_position_class.map((entry) => ({ ...entry, key: entry.position_class, label: i18n._(POSITION_CLASS_LABELS[entry.position_class as PositionClass]) }));
  const total: StatisticsRow = { ...s, key: 'all', label: t`All positions` };
  const levels = (kind: 'pressure_levels' | 'tread_levels', name: string): StaticColumn<StatisticsRow>[] => [
    { id: `${kind}.ok`, header: t`${name} OK`, numeric: true, cell: (row) => n(row[kind].ok) },
    { id: `${kind}.warning`, header: t`${name} warning`, numeric: true, cell: (row) => n(row[kind].warning) },
    { id: `${kind}.critical`, header: t`${name} critical`, numeric: true, cell: (row) => n(row[kind].critical) },
    { id: `${kind}.unknown`, header: t`${name} not read`, numeric: true, cell: (row) => n(row[kind].unknown) },
  ];
  const pressure = t`Pressure`;
  const tread = t`Tread`;
  const columns: StaticColumn<StatisticsRow>[] = [
    { id: 'position', header: t`Position`, cell: (row) => row.label },
    { id: 'tires', header: t`Tires`, numeric: true, cell: (row) => n(row.tires) },
    ...levels('pressure_levels', pressure),
    { id: 'pressure_in_spec_percent', header: t`Pressure in spec`, numeric: true, cell: (row) => formatPercent(row.pressure_in_spec_percent, i18n.locale) },
    ...levels('tread_levels', tread),
    { id: 'tread_in_spec_percent', header: t`Tread depth in spec`, numeric: true, cell: (row) => formatPercent(row.tread_in_spec_percent, i18n.locale) },
    { id: 'tires_with_exceptions', header: t`Tires with exceptions`, numeric: true, cell: (row) => n(row.tires_with_exceptions) },
  ];
  return (
    <ReportSection id="fc-statistics" title={t`Statistics`} lead={t`Each tire is counted once per inspection; a tire at warning or critical on pressure or tread depth has an exception.`}>
      <StaticTable caption={t`Pressure and tread depth levels by position`} columns={columns} rows={rows} footer={[total]} rowKey={(row) => row.key} className="fc-statistics-table" />
    </ReportSection>
  );
}
