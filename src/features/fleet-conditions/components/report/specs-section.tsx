import { useLingui } from '@lingui/react/macro';
import { POSITION_CLASS_LABELS, SPEC_SOURCE_LABELS, type PositionClass } from '../../labels';
import { formatNumber, formatPressure, formatTread, type ReportUnits } from '../../report-units';
import type { FleetConditionReport } from '../../app-links';
import { StaticTable, type StaticColumn } from '../static-table';
import { ReportSection } from './report-section';

type SpecRow = FleetConditionReport['spec_information_data']['specs'][number];
type AgeRuleRow = NonNullable<FleetConditionReport['spec_information_data']['age_rules']>[number];

/** The pressure and tread limits the tires were judged by, per location, position and size, in the user's units; then each location's tire age rule. */
export function SpecsSection({ report, units }: { report: FleetConditionReport; units: ReportUnits }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const columns: StaticColumn<SpecRow>[] = [
    { id: 'location', header: t`Location`, cell: (row) => `${row.fleet_location_code} ${row.fleet_location}` },
    { id: 'position', header: t`Position`, cell: (row) => i18n._(POSITION_CLASS_LABELS[row.position_class as PositionClass]) },
    { id: 'tire_size', header: t`Tire size`, cell: (row) => row.tire_size ?? t`Any size` },
    { id: 'source', header: t`Specification`, cell: (row) => i18n._(SPEC_SOURCE_LABELS[row.source]) },
    { id: 'target_pressure', header: t`Target pressure`, numeric: true, cell: (row) => formatPressure(row.target_pressure_psi, units, locale) },
    { id: 'max_pressure', header: t`Maximum pressure`, numeric: true, cell: (row) => formatPressure(row.max_pressure_psi, units, locale) },
    { id: 'min_tread', header: t`Minimum tread depth`, numeric: true, cell: (row) => formatTread(row.min_tread_depth_mm, units, locale) },
    { id: 'warn_tread', header: t`Warning tread depth`, numeric: true, cell: (row) => formatTread(row.warn_tread_depth_mm, units, locale) },
    { id: 'tires', header: t`Tires`, numeric: true, cell: (row) => formatNumber(row.tires, locale) },
  ];
  const ageRules = report.spec_information_data.age_rules;
  const ageColumns: StaticColumn<AgeRuleRow>[] = [
    { id: 'location', header: t`Location`, cell: (row) => `${row.fleet_location_code} ${row.fleet_location}` },
    { id: 'warning_years', header: t`Warning from (years, any position)`, numeric: true, cell: (row) => formatNumber(row.warning_years, locale) },
    { id: 'critical_steer_years', header: t`Critical from (years, steer position)`, numeric: true, cell: (row) => formatNumber(row.critical_steer_years, locale) },
  ];
  return (
    <ReportSection id="fc-specs" title={t`Specifications`} lead={t`A location without its own specification is judged by the common one; tread limits never go below the legal minimum.`}>
      <StaticTable
        caption={t`Specifications in force`}
        columns={columns}
        rows={report.spec_information_data.specs}
        rowKey={(row, index) => `${row.fleet_location_id}-${row.position_class}-${row.tire_size_id ?? 'any'}-${index}`}
        className="fc-specs-table"
      />
      {ageRules ? (
        <StaticTable caption={t`Tire age rules in force`} columns={ageColumns} rows={ageRules} rowKey={(row) => String(row.fleet_location_id)} className="fc-specs-table fc-age-rules-table" />
      ) : null}
    </ReportSection>
  );
}
