import { and, eq, sql } from 'drizzle-orm';
import type { SaveUnitRequest, UnitFields } from '../../../../contract/fleet-survey/units';
import type { Db } from '../../../db/client';
import { units } from '../../../db/schema';
import { HttpError, VersionConflictError } from '../../../plugins/error-handler';
import { eventTimesOf, type WriteTime } from '../../../plugins/request-context';
import type { Scope } from '../../../tenancy';
import { fieldError, isUniqueViolation, requireLocation, requireUnit, type ScopedLocation } from '../survey-access';
import { findUnitDetail } from './unit-repository';
import { referenceProblems, unitValues, type UnitReferences, type UnitValues } from './unit-references';

export const UNIT_NUMBER_TAKEN = 'A unit with this number already exists at this location';

export interface SavedUnit {
  id: number;
  version: number;
  created: boolean;
}

/** Names fields of a unit nested in a bigger body, e.g. units.3. or unit. */
export type FieldPrefix = string;

function numberTaken(prefix: FieldPrefix): HttpError {
  return new HttpError(409, UNIT_NUMBER_TAKEN, [{ field: `body.${prefix}unit_number`, message: UNIT_NUMBER_TAKEN }]);
}

function assertReferences(fields: UnitFields, refs: UnitReferences, prefix: FieldPrefix): void {
  const [problem] = referenceProblems(fields, refs);
  if (problem) throw fieldError(`${prefix}${problem.field}`, problem.message);
}

/**
 * Inserts a unit at a location already checked to be in scope. Unit numbers are unique among
 * a location's live units: the database's unique index decides, so no read goes first.
 */
export async function insertUnit(db: Db, location: ScopedLocation, values: UnitValues, prefix: FieldPrefix = ''): Promise<SavedUnit> {
  try {
    const [row] = await db
      .insert(units)
      .values({ ...values, accountId: location.accountId, fleetLocationId: location.id })
      .returning({ id: units.id, version: units.version });
    return { ...row, created: true };
  } catch (error) {
    if (isUniqueViolation(error)) throw numberTaken(prefix);
    throw error;
  }
}

export async function createUnit(db: Db, location: ScopedLocation, fields: UnitFields, refs: UnitReferences, prefix: FieldPrefix = ''): Promise<SavedUnit> {
  assertReferences(fields, refs, prefix);
  return insertUnit(db, location, unitValues(fields), prefix);
}

/**
 * save_unit: a new unit, or an edit of the version the user opened. An edit of an older
 * version is refused with the stored unit, so the user can compare and choose. A unit may move
 * to another location of its own account; another account's location is refused.
 */
export async function saveUnit(db: Db, scope: Scope, body: SaveUnitRequest, refs: UnitReferences, time: WriteTime, prefix: FieldPrefix = ''): Promise<SavedUnit> {
  if (body.id === undefined) {
    const location = await requireLocation(db, scope, body.location_id);
    return createUnit(db, location, body, refs, prefix);
  }
  const existing = await requireUnit(db, scope, body.id, true);
  if (existing.version !== body.version) {
    throw new VersionConflictError(await findUnitDetail(db, scope, existing.id));
  }
  if (body.location_id !== existing.fleetLocationId) {
    const target = await requireLocation(db, scope, body.location_id);
    if (target.accountId !== existing.accountId) throw fieldError(`${prefix}location_id`, 'A unit can only move to a location of its own account');
  }
  assertReferences(body, refs, prefix);
  const values = unitValues(body);
  try {
    const [row] = await db
      .update(units)
      // updatedAt is the device's time of the edit (a unit edit has no survey to bound it).
      .set({ ...values, fleetLocationId: body.location_id, version: sql`${units.version} + 1`, updatedAt: eventTimesOf(time).at, receivedAt: time.receivedAt })
      .where(and(eq(units.id, existing.id), eq(units.version, existing.version)))
      .returning({ id: units.id, version: units.version });
    return { ...row, created: false };
  } catch (error) {
    if (isUniqueViolation(error)) throw numberTaken(prefix);
    throw error;
  }
}

/** save_units: every unit or none; the first failure names its unit (units.<index>.<field>). */
export async function saveUnits(db: Db, scope: Scope, bodies: SaveUnitRequest[], refs: UnitReferences, time: WriteTime): Promise<SavedUnit[]> {
  const saved: SavedUnit[] = [];
  for (const [index, body] of bodies.entries()) {
    try {
      saved.push(await saveUnit(db, scope, body, refs, time, `units.${index}.`));
    } catch (error) {
      if (error instanceof HttpError) {
        throw new HttpError(error.statusCode, `Unit ${index + 1}: ${error.message}`, error.errors, { ...error.details, index });
      }
      throw error;
    }
  }
  return saved;
}

/** Every stored field of a live unit in scope, as values for a new unit. */
async function sourceValues(db: Db, scope: Scope, unitId: number): Promise<{ accountId: number; fleetLocationId: number; values: UnitValues }> {
  const source = await requireUnit(db, scope, unitId);
  const [row] = await db.select().from(units).where(eq(units.id, source.id));
  const { accountId, fleetLocationId, id: _id, version: _version, createdAt: _c, updatedAt: _u, deletedAt: _d, ...values } = row;
  return { accountId, fleetLocationId, values };
}

/**
 * create_unit_copy: a new unit at the source's location with its specification (type,
 * configuration, make, components). VIN, licence plate and its state identify one vehicle,
 * so the copy leaves them empty.
 */
export async function copyUnit(db: Db, scope: Scope, unitId: number, unitNumber: string): Promise<SavedUnit> {
  const source = await sourceValues(db, scope, unitId);
  const location = await requireLocation(db, scope, source.fleetLocationId);
  return insertUnit(db, location, { ...source.values, unitNumber: unitNumber.trim(), vin: null, licensePlate: null, licensePlateState: null });
}

/**
 * clone_unit: the same vehicle registered at another location of its account, every field
 * kept (unit numbers are unique per location only). Another account's location is refused.
 */
export async function cloneUnit(db: Db, scope: Scope, unitId: number, locationId: number, unitNumber: string | null | undefined): Promise<SavedUnit> {
  const source = await sourceValues(db, scope, unitId);
  const location = await requireLocation(db, scope, locationId);
  if (location.accountId !== source.accountId) throw fieldError('location_id', 'A unit can only be cloned to a location of its own account');
  return insertUnit(db, location, { ...source.values, unitNumber: (unitNumber ?? source.values.unitNumber).trim() });
}
