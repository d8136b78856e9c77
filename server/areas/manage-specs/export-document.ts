import type { FleetSummary } from '../../../contract/manage-specs';
import type { ReportDocument, ReportColumn } from '../../exports/report-model';
import { reportMeta, type ExportContext } from '../../exports/report-meta';
import type { LocationWithSpecs } from './conflicts';
import { isViewable, type StoredSpec } from './spec-rows';

const SPEC_COLUMNS: ReportColumn[] = [
  { key: 'position_class', header: 'Position', width: 8 },
  { key: 'size', header: 'Tire size', width: 12 },
  { key: 'target_pressure_psi', header: 'Target pressure', kind: 'pressure', width: 10 },
  { key: 'max_pressure_psi', header: 'Maximum pressure', kind: 'pressure', width: 10 },
  { key: 'warn_tread_depth_mm', header: 'Warning tread depth', kind: 'tread', decimals: 1, width: 10 },
  { key: 'min_tread_depth_mm', header: 'Minimum tread depth', kind: 'tread', decimals: 1, width: 10 },
];

const row = (spec: StoredSpec) => ({ ...spec, size: spec.tire_size ?? 'All sizes' });

/**
 * The spec information file: the common specs, then (for a fleet) every location's own rules
 * with its code and name. Stored values go in; the pipeline converts to the user's units.
 */
export function specsDocument(context: ExportContext, common: StoredSpec[], fleet: FleetSummary | null, locations: LocationWithSpecs[]): ReportDocument {
  const own = locations.flatMap((location) => location.specs.filter(isViewable).map((spec) => ({ ...row(spec), code: location.code, name: location.name })));
  const sections: ReportDocument['sections'] = [{ title: 'Common specs', columns: SPEC_COLUMNS, rows: common.filter(isViewable).map(row) }];
  if (fleet) {
    sections.push({
      title: 'Location specs',
      columns: [{ key: 'code', header: 'Location', width: 10 }, { key: 'name', header: 'Name', width: 18 }, ...SPEC_COLUMNS],
      rows: own,
      summary: [
        { label: 'Locations', value: String(locations.length) },
        { label: 'With their own specs', value: String(locations.filter((location) => location.specs.some(isViewable)).length) },
      ],
    });
  }
  const title = 'Specification information';
  return { meta: reportMeta(context, title, fleet ? `${fleet.fleet_name} (${fleet.account_number})` : 'Common specs'), sections };
}
