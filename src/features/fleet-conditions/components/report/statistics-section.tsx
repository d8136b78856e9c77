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

interface AgeRow {
  key: string;
  label: string;
  /** Every tire has one age level, unknown included: the class's tires. */
  tires: number;
  age: LevelCounts;
}

/** Pressure and tread levels by position class, with every position as the total; then tire age by position. */
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
  // Age stands apart from the condition's exceptions; a report generated before age was counted has none.
  const ageRows: AgeRow[] = s.by_position_class.flatMap((entry, index) => (entry.age_levels ? [{ key: entry.position_class, label: rows[index]!.label, tires: entry.tires, age: entry.age_levels }] : []));
  const ageColumns: StaticColumn<AgeRow>[] = [
    { id: 'position', header: t`Position`, cell: (row) => row.label },
    { id: 'tires', header: t`Tires`, numeric: true, cell: (row) => n(row.tires) },
    { id: 'ok', header: t`Under the age rule`, numeric: true, cell: (row) => n(row.age.ok) },
    { id: 'warning', header: t`Age warning`, numeric: true, cell: (row) => n(row.age.warning) },
    { id: 'critical', header: t`Age critical`, numeric: true, cell: (row) => n(row.age.critical) },
    { id: 'unknown', header: t`No DOT date`, numeric: true, cell: (row) => n(row.age.unknown) },
  ];
  return (
    <ReportSection id="fc-statistics" title={t`Statistics`} lead={t`Each tire is counted once per inspection; a tire at warning or critical on pressure or tread depth has an exception.`}>
      <StaticTable caption={t`Pressure and tread depth levels by position`} columns={columns} rows={rows} footer={[total]} rowKey={(row) => row.key} className="fc-statistics-table" />
      {s.age_levels ? (
        <>
          <p className="fc-section-lead fc-age-lead">
            {t`Tire age is counted from the DOT date on the day the tire was read, under its location's age rule; an old tire is one to plan a replacement for, not an exception of its condition.`}
          </p>
          <StaticTable
            caption={t`Tire age by position`}
            columns={ageColumns}
            rows={ageRows}
            footer={[{ key: 'all', label: t`All positions`, tires: s.tires, age: s.age_levels }]}
            rowKey={(row) => row.key}
            className="fc-age-table"
          />
        </>
      ) : null}
    </ReportSection>
  );
}
