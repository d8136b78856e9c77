import type { FleetSummary } from '../../../contract/manage-specs';
import { DEFAULT_TIRE_AGE_RULE } from '../../../contract/tire-age';
import type { ReportDocument, ReportColumn } from '../../exports/report-model';
import { exportWords, type ExportWords } from '../../exports/export-words';
import { reportMeta, type ExportContext } from '../../exports/report-meta';
import { tireAgeRulesSection } from '../../exports/tire-age-rules-section';
import type { LocationWithSpecs } from './conflicts';
import { isViewable, type StoredSpec } from './spec-rows';

const SPEC_COLUMNS: ReportColumn[] = [
  { key: 'position_class', header: /*i18n*/ 'Position', width: 8 },
  { key: 'size', header: /*i18n*/ 'Tire size', width: 12 },
  { key: 'target_pressure_psi', header: /*i18n*/ 'Target pressure', kind: 'pressure', width: 10 },
  { key: 'max_pressure_psi', header: /*i18n*/ 'Maximum pressure', kind: 'pressure', width: 10 },
  { key: 'warn_tread_depth_mm', header: /*i18n*/ 'Warning tread depth', kind: 'tread', decimals: 1, width: 10 },
  { key: 'min_tread_depth_mm', header: /*i18n*/ 'Minimum tread depth', kind: 'tread', decimals: 1, width: 10 },
];

const rowOf = (words: ExportWords) => (spec: StoredSpec) => ({
  ...spec,
  position_class: words.positionClass(spec.position_class),
  size: spec.tire_size ?? words.i18n._('All sizes'),
});

/**
 * The spec information file: the common specs, then (for a fleet) every location's own rules
 * with its code and name, and every location's tire age rule. Stored values go in; the
 * pipeline converts to the user's units.
 */
export function specsDocument(context: ExportContext, common: StoredSpec[], fleet: FleetSummary | null, locations: LocationWithSpecs[]): ReportDocument {
  const row = rowOf(exportWords(context.language));
  const own = locations.flatMap((location) => location.specs.filter(isViewable).map((spec) => ({ ...row(spec), code: location.code, name: location.name })));
  const sections: ReportDocument['sections'] = [{ title: /*i18n*/ 'Common specs', columns: SPEC_COLUMNS, rows: common.filter(isViewable).map(row) }];
  if (fleet) {
    sections.push({
      title: /*i18n*/ 'Location specs',
      columns: [{ key: 'code', header: /*i18n*/ 'Location', width: 10 }, { key: 'name', header: /*i18n*/ 'Name', width: 18 }, ...SPEC_COLUMNS],
      rows: own,
      summary: [
        { label: /*i18n*/ 'Locations', value: String(locations.length) },
        { label: /*i18n*/ 'With their own specs', value: String(locations.filter((location) => location.specs.some(isViewable)).length) },
      ],
    });
    sections.push(tireAgeRulesSection(locations.map((location) => ({ code: location.code, name: location.name, ...(location.ageRule ?? DEFAULT_TIRE_AGE_RULE) }))));
  }
  const subtitle = fleet ? `${fleet.fleet_name} (${fleet.account_number})` : /*i18n*/ 'Common specs';
  return { meta: reportMeta(context, /*i18n*/ 'Specification information', subtitle), sections };
}
