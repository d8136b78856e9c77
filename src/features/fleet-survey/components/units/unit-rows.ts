import type { UnitRecord } from '../../data/types';
import { localRows, matchesKeyword, type MergedRow } from '../shared/list-merge';

export interface UnitListRow {
  key: string;
  urlId: string;
  unitNumber: string;
  typeName: string | null;
  vin: string | null;
  plate: string | null;
  makeModel: string | null;
  axleConfiguration: string | null;
  lastSurveyDate: string | null;
  pending: MergedRow<never, UnitRecord>['pending'];
}

const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The units list from the device (every unit of the location after the offline download, plus
 * the unsent ones), filtered like the server filters: keyword on number, VIN and plate.
 */
export function unitListRows(units: UnitRecord[], filter: { keyword: string; type: number | null }, names: { types: Map<number, string>; configurations: Map<number, string> }): UnitListRow[] {
  const matching = units.filter((u) => (filter.type === null || u.data.type === filter.type) && matchesKeyword(filter.keyword, [u.data.unit_number, str(u.data.vin), str(u.data.license_plate)]));
  return localRows(matching).map((row) => {
    // localRows always carries the record.
    const data = row.local!.data;
    const plate = [str(data.license_plate), str(data.license_plate_state)].filter(Boolean).join(' · ');
    const makeModel = [str(data.manufacturer), str(data.model), typeof data.year === 'number' ? String(data.year) : null].filter(Boolean).join(' ');
    const configId = typeof data.axle_configuration_id === 'number' ? data.axle_configuration_id : null;
    return {
      key: row.key,
      urlId: row.urlId,
      unitNumber: data.unit_number,
      typeName: (typeof data.type === 'number' ? names.types.get(data.type) : null) ?? str(data.type_name),
      vin: str(data.vin),
      plate: plate || null,
      makeModel: makeModel || null,
      axleConfiguration: (configId !== null ? names.configurations.get(configId) : null) ?? str(data.axle_configuration),
      lastSurveyDate: str(data.last_survey_date),
      pending: row.pending,
    };
  });
}
