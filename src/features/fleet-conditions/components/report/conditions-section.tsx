import { useLingui } from '@lingui/react/macro';
import { tireConditionName } from '../../../../lib/tire-condition-names';
import { POSITION_CLASS_LABELS, type PositionClass } from '../../labels';
import { formatNumber } from '../../report-units';
import type { FleetConditionReport } from '../../app-links';
import { StaticTable, type StaticColumn } from '../static-table';
import { ReportSection } from './report-section';

type ClassRow = FleetConditionReport['fleet_conditional_data']['by_position_class'][number];
type WearRow = FleetConditionReport['fleet_conditional_data']['wear_conditions'][number];

/** Dual and axle mismatches by position class, and the wear conditions found. */
export function ConditionsSection({ report }: { report: FleetConditionReport }) {
  const { t, i18n } = useLingui();
  const n = (value: number) => formatNumber(value, i18n.locale);
  const data = report.fleet_conditional_data;
  const mismatchColumns: StaticColumn<ClassRow>[] = [
    { id: 'position', header: t`Position`, cell: (row) => i18n._(POSITION_CLASS_LABELS[row.position_class as PositionClass]) },
    { id: 'dual_pairs_checked', header: t`Dual pairs checked`, numeric: true, cell: (row) => n(row.dual_pairs_checked) },
    { id: 'dual_tread_mismatches', header: t`Dual tread mismatches`, numeric: true, cell: (row) => n(row.dual_tread_mismatches) },
    { id: 'dual_pressure_mismatches', header: t`Dual pressure mismatches`, numeric: true, cell: (row) => n(row.dual_pressure_mismatches) },
    { id: 'axles_checked', header: t`Axles checked`, numeric: true, cell: (row) => n(row.axles_checked) },
    { id: 'axle_tread_mismatches', header: t`Axle tread mismatches`, numeric: true, cell: (row) => n(row.axle_tread_mismatches) },
    { id: 'axle_pressure_mismatches', header: t`Axle pressure mismatches`, numeric: true, cell: (row) => n(row.axle_pressure_mismatches) },
  ];
  const wearColumns: StaticColumn<WearRow>[] = [
    { id: 'name', header: t`Wear condition`, cell: (row) => (row.is_critical ? `${tireConditionName(i18n, row.name)} (${t`critical`})` : tireConditionName(i18n, row.name)) },
    { id: 'tires', header: t`Tires`, numeric: true, cell: (row) => n(row.tires) },
    { id: 'steer', header: i18n._(POSITION_CLASS_LABELS.steer), numeric: true, cell: (row) => n(row.steer) },
    { id: 'drive', header: i18n._(POSITION_CLASS_LABELS.drive), numeric: true, cell: (row) => n(row.drive) },
    { id: 'trail', header: i18n._(POSITION_CLASS_LABELS.trail), numeric: true, cell: (row) => n(row.trail) },
    { id: 'unknown', header: i18n._(POSITION_CLASS_LABELS.unknown), numeric: true, cell: (row) => n(row.unknown) },
  ];
  return (
    <ReportSection id="fc-conditions" title={t`Fleet conditions`}>
      <StaticTable caption={t`Dual and axle mismatches by position`} columns={mismatchColumns} rows={data.by_position_class} rowKey={(row) => row.position_class} />
      <StaticTable caption={t`Wear conditions found`} columns={wearColumns} rows={data.wear_conditions} rowKey={(row) => String(row.id)} emptyText={t`No wear conditions were recorded.`} />
    </ReportSection>
  );
}
