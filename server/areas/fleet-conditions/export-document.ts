import type { FleetConditionReport } from '../../../contract/fleet-conditions';
import type { SessionUser } from '../../auth/session-user';
import { safeLocale } from '../../exports/format';
import type { ReportDocument, ReportFilter, ReportSection } from '../../exports/report-model';
import { LITRES_PER_GALLON, milesToKm, mpgToLitresPer100Km, roundTo, type UnitSystem } from '../../exports/units';

/*
 * The PDF and Excel forms of a stored report: cover as title and filters, then statistics,
 * fleet conditions, units, potential loss, specifications and surveys. Headers are English;
 * the export pipeline localises numbers, dates and units (pressure and tread columns are
 * converted to the user's units).
 */

const CLASS_NAMES: Record<string, string> = { steer: 'Steer', drive: 'Drive', trail: 'Trailer', unknown: 'Unknown' };
const className = (cls: string) => CLASS_NAMES[cls] ?? cls;
/** Accounts named on the title page; a report over many says how many more. */
const NAMED_ACCOUNTS = 10;

function accountList(names: readonly string[]): string {
  const shown = names.slice(0, NAMED_ACCOUNTS).join(', ');
  return names.length > NAMED_ACCOUNTS ? `${shown} and ${names.length - NAMED_ACCOUNTS} more` : shown;
}

function figure(language: string, value: number | null, suffix = ''): string {
  if (value === null) return '–';
  return `${new Intl.NumberFormat(safeLocale(language), { maximumFractionDigits: 2 }).format(value)}${suffix}`;
}

function statisticsSection(report: FleetConditionReport, language: string): ReportSection {
  const s = report.statistic_data;
  const row = (label: string, entry: Omit<FleetConditionReport['statistic_data']['by_position_class'][number], 'position_class'>) => ({
    position_class: label,
    tires: entry.tires,
    pressure_ok: entry.pressure_levels.ok,
    pressure_warning: entry.pressure_levels.warning,
    pressure_critical: entry.pressure_levels.critical,
    pressure_in_spec: entry.pressure_in_spec_percent,
    tread_ok: entry.tread_levels.ok,
    tread_warning: entry.tread_levels.warning,
    tread_critical: entry.tread_levels.critical,
    tread_in_spec: entry.tread_in_spec_percent,
    exceptions: entry.tires_with_exceptions,
  });
  return {
    title: 'Statistics',
    columns: [
      { key: 'position_class', header: 'Position', width: 12 },
      { key: 'tires', header: 'Tires', kind: 'integer', width: 8 },
      { key: 'pressure_ok', header: 'Pressure OK', kind: 'integer', width: 9 },
      { key: 'pressure_warning', header: 'Pressure warning', kind: 'integer', width: 9 },
      { key: 'pressure_critical', header: 'Pressure critical', kind: 'integer', width: 9 },
      { key: 'pressure_in_spec', header: 'Pressure in spec', kind: 'percent', width: 9 },
      { key: 'tread_ok', header: 'Tread OK', kind: 'integer', width: 9 },
      { key: 'tread_warning', header: 'Tread warning', kind: 'integer', width: 9 },
      { key: 'tread_critical', header: 'Tread critical', kind: 'integer', width: 9 },
      { key: 'tread_in_spec', header: 'Tread in spec', kind: 'percent', width: 9 },
      { key: 'exceptions', header: 'Tires with exceptions', kind: 'integer', width: 10 },
    ],
    rows: [...s.by_position_class.map((entry) => row(className(entry.position_class), entry)), row('All positions', s)],
    summary: [
      { label: 'Locations surveyed', value: figure(language, s.locations_surveyed) },
      { label: 'Surveys', value: figure(language, s.surveys) },
      { label: 'Units inspected', value: figure(language, s.units_inspected) },
      { label: 'Tires inspected', value: figure(language, s.tires_inspected) },
      { label: 'Tires in spec', value: figure(language, s.tires_in_spec_percent, ' %') },
      { label: 'Critical tires', value: figure(language, s.tire_levels.critical) },
      { label: 'Warning tires', value: figure(language, s.tire_levels.warning) },
    ],
  };
}

function conditionsSection(report: FleetConditionReport): ReportSection {
  return {
    title: 'Fleet conditions',
    columns: [
      { key: 'position_class', header: 'Position', width: 12 },
      { key: 'dual_pairs_checked', header: 'Dual pairs checked', kind: 'integer' },
      { key: 'dual_tread_mismatches', header: 'Dual tread mismatches', kind: 'integer' },
      { key: 'dual_pressure_mismatches', header: 'Dual pressure mismatches', kind: 'integer' },
      { key: 'axles_checked', header: 'Axles checked', kind: 'integer' },
      { key: 'axle_tread_mismatches', header: 'Axle tread mismatches', kind: 'integer' },
      { key: 'axle_pressure_mismatches', header: 'Axle pressure mismatches', kind: 'integer' },
    ],
    rows: report.fleet_conditional_data.by_position_class.map((entry) => ({ ...entry, position_class: className(entry.position_class) })),
    summary: report.fleet_conditional_data.wear_conditions.map((wear) => ({ label: wear.name, value: String(wear.tires) })),
  };
}

function unitsSection(report: FleetConditionReport): ReportSection {
  return {
    title: 'Units',
    columns: [
      { key: 'unit_number', header: 'Unit number', width: 14 },
      { key: 'unit_type', header: 'Type', width: 10 },
      { key: 'fleet_location', header: 'Location', width: 22 },
      { key: 'inspections', header: 'Inspections', kind: 'integer', width: 9 },
      { key: 'tires', header: 'Tires', kind: 'integer', width: 7 },
      { key: 'critical', header: 'Critical', kind: 'integer', width: 8 },
      { key: 'warning', header: 'Warning', kind: 'integer', width: 8 },
      { key: 'exceptions', header: 'Exceptions', kind: 'integer', width: 9 },
      { key: 'last_inspected_at', header: 'Last inspected', kind: 'datetime', width: 16 },
    ],
    rows: report.units_data.units,
    cellColor: (row, key) => {
      if (key === 'critical' && Number(row.critical) > 0) return 'critical';
      if (key === 'warning' && Number(row.warning) > 0) return 'warning';
      return undefined;
    },
  };
}

type LossAssumptions = FleetConditionReport['potential_loss_data']['assumptions'];

/** The stored assumptions (miles, mpg, price a US gallon) in the reader's units. */
function assumptionLines(a: LossAssumptions, language: string, system: UnitSystem): ReportFilter[] {
  if (system === 'imperial') {
    return [
      { label: 'Miles a year per combination', value: figure(language, a.miles_per_year) },
      { label: 'Miles per gallon', value: figure(language, a.mpg) },
      { label: 'Fuel price a gallon', value: `${a.currency_symbol}${figure(language, a.fuel_price_per_gallon)}` },
    ];
  }
  return [
    { label: 'Kilometres a year per combination', value: figure(language, Math.round(milesToKm(a.miles_per_year))) },
    { label: 'Litres per 100 km', value: figure(language, roundTo(mpgToLitresPer100Km(a.mpg), 1)) },
    { label: 'Fuel price a litre', value: `${a.currency_symbol}${figure(language, roundTo(a.fuel_price_per_gallon / LITRES_PER_GALLON, 3))}` },
  ];
}

function lossSection(report: FleetConditionReport, language: string, system: UnitSystem): ReportSection {
  const loss = report.potential_loss_data;
  const a = loss.assumptions;
  return {
    title: 'Potential loss',
    columns: [
      { key: 'code', header: 'Location', width: 12 },
      { key: 'name', header: 'Name', width: 20 },
      { key: 'under_inflated_tires', header: 'Under-inflated tires', kind: 'integer', width: 10 },
      { key: 'average_under_inflation_percent', header: 'Average under-inflation', kind: 'percent', width: 10 },
      { key: 'fuel_gallons_per_year', header: 'Fuel lost a year', kind: 'volume', width: 10 },
      { key: 'fuel_cost_per_year', header: 'Fuel cost a year', kind: 'currency', width: 11 },
      { key: 'casings_at_risk', header: 'Casings at risk', kind: 'integer', width: 9 },
      { key: 'casing_cost', header: 'Casing cost', kind: 'currency', width: 11 },
      { key: 'total_cost', header: 'Total', kind: 'currency', width: 11 },
    ],
    rows: [...loss.by_location, { ...loss, code: 'All locations', name: '' }],
    summary: [
      ...assumptionLines(a, language, system),
      { label: 'Casing value', value: `${a.currency_symbol}${figure(language, a.casing_value)}` },
      { label: 'Fuel economy lost per 10 % under-inflation', value: figure(language, a.fuel_economy_loss_per_under_inflation * 10, ' %') },
    ],
  };
}

function specsSection(report: FleetConditionReport): ReportSection {
  return {
    title: 'Specifications',
    columns: [
      { key: 'fleet_location_code', header: 'Location', width: 12 },
      { key: 'position_class', header: 'Position', width: 9 },
      { key: 'tire_size', header: 'Tire size', width: 12 },
      { key: 'source', header: 'Spec', width: 9 },
      { key: 'target_pressure_psi', header: 'Target pressure', kind: 'pressure', width: 10 },
      { key: 'max_pressure_psi', header: 'Maximum pressure', kind: 'pressure', width: 10 },
      { key: 'min_tread_depth_mm', header: 'Minimum tread', kind: 'tread', width: 10 },
      { key: 'warn_tread_depth_mm', header: 'Warning tread', kind: 'tread', width: 10 },
      { key: 'tires', header: 'Tires', kind: 'integer', width: 8 },
    ],
    rows: report.spec_information_data.specs.map((spec) => ({ ...spec, position_class: className(spec.position_class), tire_size: spec.tire_size ?? 'Any' })),
  };
}

function surveysSection(report: FleetConditionReport): ReportSection {
  return {
    title: 'Surveys',
    columns: [
      { key: 'survey_date', header: 'Survey date', kind: 'date', width: 12 },
      { key: 'fleet_location_code', header: 'Location', width: 12 },
      { key: 'fleet_location', header: 'Name', width: 20 },
      { key: 'surveyed_by', header: 'Surveyed by', width: 18 },
      { key: 'dealer_name', header: 'Dealer', width: 18 },
      { key: 'units', header: 'Units', kind: 'integer', width: 8 },
      { key: 'tires', header: 'Tires', kind: 'integer', width: 8 },
    ],
    rows: report.survey_data.surveys,
  };
}

export function fleetConditionDocument(report: FleetConditionReport, user: SessionUser, language: string): ReportDocument {
  const cover = report.cover_page;
  const filters: ReportFilter[] = [
    { label: 'Accounts', value: accountList(cover.account_names) },
    { label: 'Date range', value: cover.date_range.label },
    { label: 'Prepared for', value: cover.prepared_for },
    { label: 'Prepared by', value: cover.prepared_by },
  ];
  if (report.comment) filters.push({ label: 'Comment', value: report.comment });
  return {
    meta: {
      title: report.report_name,
      subtitle: 'Fleet condition report',
      filters,
      generatedAt: new Date(cover.generated_at),
      generatedBy: cover.prepared_by,
      language,
      unitOfMeasurement: user.unitOfMeasurement,
      pressureUnit: user.pressureUnit,
      currencySymbol: report.potential_loss_data.assumptions.currency_symbol,
    },
    sections: [
      statisticsSection(report, language),
      conditionsSection(report),
      unitsSection(report),
      lossSection(report, language, user.unitOfMeasurement),
      specsSection(report),
      surveysSection(report),
    ],
  };
}
