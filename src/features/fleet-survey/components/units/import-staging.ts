import { normalizeHeader, parseCsv } from '../../../../../contract/csv';
import type { UploadedUnit } from '../../data/types';

export interface StagingLookups {
  types: { id: number; name: string }[];
  vocations: { id: number; name: string }[];
  configurations: { id: number; code: string; name: string }[];
}

/** A file's id, code or name of a lookup entry, as the server's import accepts them. */
function resolve(text: string, entries: { id: number; name: string; code?: string }[]): number | null {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return null;
  if (/^\d+$/.test(wanted)) return entries.find((e) => e.id === Number(wanted))?.id ?? null;
  return entries.find((e) => e.name.toLowerCase() === wanted || e.code?.toLowerCase() === wanted)?.id ?? null;
}

const NUMERIC_OR_LOOKUP = new Set(['year', 'type', 'vocation', 'axle_configuration']);

/**
 * The rows the server refused, as staged units for the technician to fix on the device (the
 * offline units store): text columns as they were, lookups resolved where the device can,
 * and the server's messages kept with the row. Rows count the header as 1, like the server.
 */
export function stageRejectedRows(
  text: string,
  errors: { row: number; field: string; message: string }[],
  locationId: number,
  lookups: StagingLookups,
  newId: () => string = () => crypto.randomUUID(),
): UploadedUnit[] {
  const [header = [], ...data] = parseCsv(text);
  const columns = header.map(normalizeHeader);
  const rejected = new Set(errors.map((e) => e.row));
  const staged: UploadedUnit[] = [];
  data.forEach((cells, index) => {
    const rowNumber = index + 2;
    if (!rejected.has(rowNumber) || cells.every((c) => c.trim() === '')) return;
    const named = Object.fromEntries(columns.map((name, i) => [name, (cells[i] ?? '').trim()]));
    const unit: UploadedUnit = { db_id: newId(), unit_number: named.unit_number ?? '', location_id: locationId };
    for (const [name, value] of Object.entries(named)) {
      if (name === 'unit_number' || NUMERIC_OR_LOOKUP.has(name) || !value) continue;
      unit[name] = value;
    }
    const year = Number(named.year);
    if (named.year && Number.isInteger(year)) unit.year = year;
    unit.type = resolve(named.type ?? '', lookups.types);
    unit.vocation = resolve(named.vocation ?? '', lookups.vocations);
    unit.axle_configuration_id = resolve(named.axle_configuration ?? '', lookups.configurations);
    unit.import_row = rowNumber;
    unit.import_errors = errors.filter((e) => e.row === rowNumber).map((e) => `${e.field}: ${e.message}`);
    staged.push(unit);
  });
  return staged;
}
