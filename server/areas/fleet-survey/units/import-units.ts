import { and, eq, isNull } from 'drizzle-orm';
import { IMPORT_COLUMNS, unitFields, type ImportUnitsResponse, type UnitFields } from '../../../../contract/fleet-survey/units';
import type { Db } from '../../../db/client';
import { units } from '../../../db/schema';
import { HttpError } from '../../../plugins/error-handler';
import { isUniqueViolation, type ScopedLocation } from '../survey-access';
import { fileError, type ImportTable } from './import-file';
import { referenceProblems, unitValues, type UnitReferences } from './unit-references';
import { UNIT_NUMBER_TAKEN } from './unit-writer';

type RowError = ImportUnitsResponse['errors'][number];
const REQUIRED_COLUMNS = ['unit_number', 'type'] as const;
const INSERT_BATCH = 500;

/** An id, or a code, name or value matched without regard to case. */
function lookup<T extends Record<string, unknown>>(table: Map<number, T>, text: string, keys: (keyof T)[]): number | null {
  if (/^\d+$/.test(text) && table.has(Number(text))) return Number(text);
  const wanted = text.toLowerCase();
  for (const [id, row] of table) {
    if (keys.some((key) => typeof row[key] === 'string' && (row[key] as string).toLowerCase() === wanted)) return id;
  }
  return null;
}

/** One file row as the unit schema's input; names that match nothing are reported, not guessed. */
function candidate(cells: Record<string, string>, refs: UnitReferences): { value: Record<string, unknown>; errors: { field: string; message: string }[] } {
  const errors: { field: string; message: string }[] = [];
  const value: Record<string, unknown> = {};
  for (const column of IMPORT_COLUMNS) {
    const text = cells[column] ?? '';
    if (REQUIRED_COLUMNS.includes(column as (typeof REQUIRED_COLUMNS)[number]) && text === '') {
      errors.push({ field: column, message: 'Required' });
    } else if (column === 'type') {
      const id = lookup(refs.types, text, ['code', 'name']);
      if (id === null) errors.push({ field: 'type', message: 'Unknown unit type' });
      value.type = id ?? undefined;
    } else if (column === 'vocation') {
      const id = text ? lookup(refs.vocations, text, ['name', 'value']) : null;
      if (text && id === null) errors.push({ field: 'vocation', message: 'Unknown vocation' });
      value.vocation = id;
    } else if (column === 'axle_configuration') {
      const id = text ? lookup(refs.configurations, text, ['code', 'name']) : null;
      if (text && id === null) errors.push({ field: 'axle_configuration', message: 'Unknown axle configuration' });
      value.axle_configuration_id = id;
    } else if (column === 'year') {
      value.year = text === '' ? null : /^-?\d+$/.test(text) ? Number(text) : text;
    } else {
      value[column] = text === '' ? null : text;
    }
  }
  return { value, errors };
}

/**
 * import_units: every row is checked with the same rules as save_unit. A row with any error
 * is left out and all its errors are listed; every other row is created. A unit number that
 * already exists at the location (or earlier in the file) is an error: import creates, it
 * never overwrites.
 */
export async function importUnits(db: Db, location: ScopedLocation, table: ImportTable, refs: UnitReferences): Promise<ImportUnitsResponse> {
  const missing = REQUIRED_COLUMNS.filter((column) => !table.header.includes(column));
  if (missing.length > 0) throw fileError(`The file's header row lacks the column(s): ${missing.join(', ')}`);

  const existing = new Set(
    (await db.select({ n: units.unitNumber }).from(units).where(and(eq(units.fleetLocationId, location.id), isNull(units.deletedAt)))).map((r) => r.n),
  );
  const errors: RowError[] = [];
  const valid: UnitFields[] = [];
  const seen = new Set<string>();
  for (const { row, cells } of table.rows) {
    const named = Object.fromEntries(table.header.map((name, index) => [name, cells[index] ?? '']));
    const { value, errors: lookupErrors } = candidate(named, refs);
    const rowErrors: RowError[] = lookupErrors.map((e) => ({ row, ...e }));
    const parsed = unitFields.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'row');
        // The lookup already said why type or configuration is missing.
        if (!rowErrors.some((e) => e.field === field || (field === 'axle_configuration_id' && e.field === 'axle_configuration'))) {
          rowErrors.push({ row, field, message: issue.message });
        }
      }
    } else {
      for (const problem of referenceProblems(parsed.data, refs)) {
        rowErrors.push({ row, field: problem.field === 'axle_configuration_id' ? 'axle_configuration' : problem.field, message: problem.message });
      }
      const number = parsed.data.unit_number.trim();
      if (existing.has(number) || seen.has(number)) rowErrors.push({ row, field: 'unit_number', message: UNIT_NUMBER_TAKEN });
      seen.add(number);
    }
    if (rowErrors.length > 0) errors.push(...rowErrors);
    else if (parsed.success) valid.push(parsed.data);
  }

  const ids: number[] = [];
  try {
    for (let start = 0; start < valid.length; start += INSERT_BATCH) {
      const batch = valid.slice(start, start + INSERT_BATCH).map((fields) => ({ ...unitValues(fields), accountId: location.accountId, fleetLocationId: location.id }));
      const rows = await db.insert(units).values(batch).returning({ id: units.id });
      ids.push(...rows.map((r) => r.id));
    }
  } catch (error) {
    // Someone created one of these numbers while the file was being checked: nothing is imported.
    if (isUniqueViolation(error)) throw new HttpError(409, `${UNIT_NUMBER_TAKEN}; nothing was imported, please try again`);
    throw error;
  }
  return { units: ids, errors, rows: table.rows.length };
}
