import type { FleetConditionReport } from '../../../contract/fleet-conditions';
import type { SessionUser } from '../../auth/session-user';
import { exportWords } from '../../exports/export-words';
import { rangeLabelIn } from './report-parameters';
import { summaryFigure } from '../../exports/format';
import type { ReportDocument, ReportFilter, ReportPicture, ReportSection } from '../../exports/report-model';
import type { FleetConditionCharts } from './export-pictures';
import { ageRulesSection, tireAgeSection } from './export-tire-age';
import { LITRES_PER_GALLON, milesToKm, mpgToLitresPer100Km, roundTo, type UnitSystem } from '../../exports/units';

/*
 * The PDF and Excel forms of a stored report: cover as title and filters, then statistics,
 * fleet conditions, units, potential loss, specifications and surveys. Headers are written in
 * English; the export pipeline translates them and localises numbers, dates and units (pressure and tread columns are
 * converted to the user's units).
 */

/** Accounts named on the title page; a report over many says how many more. */
const NAMED_ACCOUNTS = 10;

function accountList(names: readonly string[], language: string): string {
  const shown = names.slice(0, NAMED_ACCOUNTS).join(', ');
  if (names.length <= NAMED_ACCOUNTS) return shown;
  return exportWords(language).i18n._('{shown} and {count} more', { shown, count: names.length - NAMED_ACCOUNTS });
}

const figure = (language: string, value: number | null, suffix = '') => summaryFigure(value, language, suffix);

function statisticsSection(report: FleetConditionReport, language: string): ReportSection {
  const s = report.statistic_data;
  const words = exportWords(language);
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
    title: /*i18n*/ 'Statistics',
    columns: [
      { key: 'position_class', header: /*i18n*/ 'Position', width: 12 },
      { key: 'tires', header: /*i18n*/ 'Tires', kind: 'integer', width: 8 },
      { key: 'pressure_ok', header: /*i18n*/ 'Pressure OK', kind: 'integer', width: 9 },
      { key: 'pressure_warning', header: /*i18n*/ 'Pressure warning', kind: 'integer', width: 9 },
      { key: 'pressure_critical', header: /*i18n*/ 'Pressure critical', kind: 'integer', width: 9 },
      { key: 'pressure_in_spec', header: /*i18n*/ 'Pressure in spec', kind: 'percent', width: 9 },
      { key: 'tread_ok', header: /*i18n*/ 'Tread OK', kind: 'integer', width: 9 },
      { key: 'tread_warning', header: /*i18n*/ 'Tread warning', kind: 'integer', width: 9 },
      { key: 'tread_critical', header: /*i18n*/ 'Tread critical', kind: 'integer', width: 9 },
      { key: 'tread_in_spec', header: /*i18n*/ 'Tread in spec', kind: 'percent', width: 9 },
      { key: 'exceptions', header: /*i18n*/ 'Tires with exceptions', kind: 'integer', width: 10 },
    ],
    rows: [...s.by_position_class.map((entry) => row(words.positionClass(entry.position_class), entry)), row(words.i18n._('All positions'), s)],
    summary: [
      { label: /*i18n*/ 'Locations surveyed', value: figure(language, s.locations_surveyed) },
      { label: /*i18n*/ 'Surveys', value: figure(language, s.surveys) },
      { label: /*i18n*/ 'Units inspected', value: figure(language, s.units_inspected) },
      { label: /*i18n*/ 'Tires inspected', value: figure(language, s.tires_inspected) },
      { label: /*i18n*/ 'Tires in spec', value: figure(language, s.tires_in_spec_percent, ' %') },
      { label: /*i18n*/ 'Critical tires', value: figure(language, s.tire_levels.critical) },
      { label: /*i18n*/ 'Warning tires', value: figure(language, s.tire_levels.warning) },
    ],
  };
}

function conditionsSection(report: FleetConditionReport, language: string): ReportSection {
  const { positionClass, name } = exportWords(language);
  return {
    title: /*i18n*/ 'Fleet conditions',
    columns: [
      { key: 'position_class', header: /*i18n*/ 'Position', width: 12 },
      { key: 'dual_pairs_checked', header: /*i18n*/ 'Dual pairs checked', kind: 'integer' },
      { key: 'dual_tread_mismatches', header: /*i18n*/ 'Dual tread mismatches', kind: 'integer' },
      { key: 'dual_pressure_mismatches', header: /*i18n*/ 'Dual pressure mismatches', kind: 'integer' },
      { key: 'axles_checked', header: /*i18n*/ 'Axles checked', kind: 'integer' },
      { key: 'axle_tread_mismatches', header: /*i18n*/ 'Axle tread mismatches', kind: 'integer' },
      { key: 'axle_pressure_mismatches', header: /*i18n*/ 'Axle pressure mismatches', kind: 'integer' },
    ],
    rows: report.fleet_conditional_data.by_position_class.map((entry) => ({ ...entry, position_class: positionClass(entry.position_class) })),
    summary: report.fleet_conditional_data.wear_conditions.map((wear) => ({ label: name(wear.name), value: String(wear.tires) })),
  };
}

function unitsSection(report: FleetConditionReport, language: string): ReportSection {
  const { name } = exportWords(language);
  return {
    title: /*i18n*/ 'Units',
    columns: [
      { key: 'unit_number', header: /*i18n*/ 'Unit number', width: 14 },
      { key: 'unit_type', header: /*i18n*/ 'Type', width: 10 },
      { key: 'fleet_location', header: /*i18n*/ 'Location', width: 22 },
      { key: 'inspections', header: /*i18n*/ 'Inspections', kind: 'integer', width: 9 },
      { key: 'tires', header: /*i18n*/ 'Tires', kind: 'integer', width: 7 },
      { key: 'critical', header: /*i18n*/ 'Critical', kind: 'integer', width: 8 },
      { key: 'warning', header: /*i18n*/ 'Warning', kind: 'integer', width: 8 },
      { key: 'exceptions', header: /*i18n*/ 'Exceptions', kind: 'integer', width: 9 },
      { key: 'last_inspected_at', header: /*i18n*/ 'Last inspected', kind: 'datetime', width: 16 },
    ],
    rows: report.units_data.units.map((unit) => ({ ...unit, unit_type: name(unit.unit_type) })),
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
      { label: /*i18n*/ 'Miles a year per combination', value: figure(language, a.miles_per_year) },
      { label: /*i18n*/ 'Miles per gallon', value: figure(language, a.mpg) },
      { label: /*i18n*/ 'Fuel price a gallon', value: `${a.currency_symbol}${figure(language, a.fuel_price_per_gallon)}` },
    ];
  }
  return [
    { label: /*i18n*/ 'Kilometres a year per combination', value: figure(language, Math.round(milesToKm(a.miles_per_year))) },
    { label: /*i18n*/ 'Litres per 100 km', value: figure(language, roundTo(mpgToLitresPer100Km(a.mpg), 1)) },
    { label: /*i18n*/ 'Fuel price a litre', value: `${a.currency_symbol}${figure(language, roundTo(a.fuel_price_per_gallon / LITRES_PER_GALLON, 3))}` },
  ];
}

function lossSection(report: FleetConditionReport, language: string, system: UnitSystem): ReportSection {
  const loss = report.potential_loss_data;
  const a = loss.assumptions;
  return {
    title: /*i18n*/ 'Potential loss',
    columns: [
      { key: 'code', header: /*i18n*/ 'Location', width: 12 },
      { key: 'name', header: /*i18n*/ 'Name', width: 20 },
      { key: 'under_inflated_tires', header: /*i18n*/ 'Under-inflated tires', kind: 'integer', width: 10 },
      { key: 'average_under_inflation_percent', header: /*i18n*/ 'Average under-inflation', kind: 'percent', width: 10 },
      { key: 'fuel_gallons_per_year', header: /*i18n*/ 'Fuel lost a year', kind: 'volume', width: 10 },
      { key: 'fuel_cost_per_year', header: /*i18n*/ 'Fuel cost a year', kind: 'currency', width: 11 },
      { key: 'casings_at_risk', header: /*i18n*/ 'Casings at risk', kind: 'integer', width: 9 },
      { key: 'casing_cost', header: /*i18n*/ 'Casing cost', kind: 'currency', width: 11 },
      { key: 'total_cost', header: /*i18n*/ 'Total', kind: 'currency', width: 11 },
    ],
    rows: [...loss.by_location, { ...loss, code: exportWords(language).i18n._('All locations'), name: '' }],
    summary: [
      ...assumptionLines(a, language, system),
      { label: /*i18n*/ 'Casing value', value: `${a.currency_symbol}${figure(language, a.casing_value)}` },
      { label: /*i18n*/ 'Fuel economy lost per 10 % under-inflation', value: figure(language, a.fuel_economy_loss_per_under_inflation * 10, ' %') },
    ],
  };
}

/** Whose specification a row holds, in the screen's words. */
const SPEC_SOURCE_WORDS: Record<'location' | 'common' | 'none', string> = {
  location: /*i18n*/ "Location's own",
  common: /*i18n*/ 'Common',
  none: /*i18n*/ 'None',
};

function specsSection(report: FleetConditionReport, language: string): ReportSection {
  const words = exportWords(language);
  return {
    title: /*i18n*/ 'Specifications',
    columns: [
      { key: 'fleet_location_code', header: /*i18n*/ 'Location', width: 12 },
      { key: 'position_class', header: /*i18n*/ 'Position', width: 9 },
      { key: 'tire_size', header: /*i18n*/ 'Tire size', width: 12 },
      { key: 'source', header: /*i18n*/ 'Spec', width: 9 },
      { key: 'target_pressure_psi', header: /*i18n*/ 'Target pressure', kind: 'pressure', width: 10 },
      { key: 'max_pressure_psi', header: /*i18n*/ 'Maximum pressure', kind: 'pressure', width: 10 },
      { key: 'min_tread_depth_mm', header: /*i18n*/ 'Minimum tread', kind: 'tread', width: 10 },
      { key: 'warn_tread_depth_mm', header: /*i18n*/ 'Warning tread', kind: 'tread', width: 10 },
      { key: 'tires', header: /*i18n*/ 'Tires', kind: 'integer', width: 8 },
    ],
    rows: report.spec_information_data.specs.map((spec) => ({
      ...spec,
      position_class: words.positionClass(spec.position_class),
      tire_size: spec.tire_size ?? words.i18n._('Any'),
      source: words.i18n._(SPEC_SOURCE_WORDS[spec.source]),
    })),
  };
}

function surveysSection(report: FleetConditionReport): ReportSection {
  return {
    title: /*i18n*/ 'Surveys',
    columns: [
      { key: 'survey_date', header: /*i18n*/ 'Survey date', kind: 'date', width: 12 },
      { key: 'fleet_location_code', header: /*i18n*/ 'Location', width: 12 },
      { key: 'fleet_location', header: /*i18n*/ 'Name', width: 20 },
      { key: 'surveyed_by', header: /*i18n*/ 'Surveyed by', width: 18 },
      { key: 'dealer_name', header: /*i18n*/ 'Dealer', width: 18 },
      { key: 'units', header: /*i18n*/ 'Units', kind: 'integer', width: 8 },
      { key: 'tires', header: /*i18n*/ 'Tires', kind: 'integer', width: 8 },
    ],
    rows: report.survey_data.surveys,
  };
}

/** What the screen draws: its charts with their figures (./export-pictures.ts) and its photos, scaled to print. */
export interface FleetConditionPictures {
  graphs?: FleetConditionCharts;
  photos: ReportPicture[];
}

/** The charts, then their figures as the screen's "Figures of this graph" tables, a row a bar. */
function graphsSection(graphs: FleetConditionCharts): ReportSection {
  return { title: /*i18n*/ 'Graphs', columns: graphs.figures.columns, rows: graphs.figures.rows, charts: graphs.charts };
}

export function fleetConditionDocument(report: FleetConditionReport, user: SessionUser, language: string, pictures: FleetConditionPictures = { photos: [] }): ReportDocument {
  const cover = report.cover_page;
  const filters: ReportFilter[] = [
    { label: /*i18n*/ 'Accounts', value: accountList(cover.account_names, language) },
    { label: /*i18n*/ 'Date range', value: rangeLabelIn(cover.date_range, language) },
    { label: /*i18n*/ 'Prepared for', value: cover.prepared_for },
    { label: /*i18n*/ 'Prepared by', value: cover.prepared_by },
  ];
  if (report.comment) filters.push({ label: /*i18n*/ 'Comment', value: report.comment });
  return {
    meta: {
      title: report.report_name,
      subtitle: /*i18n*/ 'Fleet condition report',
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
      ...tireAgeSection(report, language),
      conditionsSection(report, language),
      ...(pictures.graphs ? [graphsSection(pictures.graphs)] : []),
      unitsSection(report, language),
      lossSection(report, language, user.unitOfMeasurement),
      specsSection(report, language),
      ...ageRulesSection(report),
      surveysSection(report),
    ],
    pictures: pictures.photos.length > 0 ? { title: /*i18n*/ 'Photos of tires with exceptions', items: pictures.photos } : undefined,
  };
}
