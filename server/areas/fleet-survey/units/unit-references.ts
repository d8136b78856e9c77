import { sql } from 'drizzle-orm';
import type { UnitFields } from '../../../../contract/fleet-survey/units';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query';
import { axleConfigurations, unitTypes, vocations } from '../../../db/schema';
import { anyOf } from '../../../tenancy';

/** The small reference tables a unit points into, loaded once per write (and once per import). */
export interface UnitReferences {
  types: Map<number, { code: string; name: string }>;
  vocations: Map<number, { name: string; value: string | null }>;
  configurations: Map<number, { unitTypeId: number; code: string; name: string }>;
}

/**
 * Only the rows the given units name, in one statement: a save from the tablet needs three
 * rows, not three whole tables.
 */
export async function loadReferencesOf(db: Db, fields: readonly Pick<UnitFields, 'type' | 'vocation' | 'axle_configuration_id'>[]): Promise<UnitReferences> {
  const ids = (pick: (f: (typeof fields)[number]) => number | null | undefined) => [...new Set(fields.map(pick).filter((id): id is number => typeof id === 'number'))];
  const rows = await queryRows<{ kind: 'type' | 'vocation' | 'configuration'; id: number; a: string; b: string | null; type_id: number | null }>(
    db,
    sql`select 'type' as kind, ${unitTypes.id} as id, ${unitTypes.code} as a, ${unitTypes.name} as b, null::int as type_id from ${unitTypes} where ${anyOf(unitTypes.id, ids((f) => f.type))}
        union all
        select 'vocation', ${vocations.id}, ${vocations.name}, ${vocations.value}, null from ${vocations} where ${anyOf(vocations.id, ids((f) => f.vocation))}
        union all
        select 'configuration', ${axleConfigurations.id}, ${axleConfigurations.code}, ${axleConfigurations.name}, ${axleConfigurations.unitTypeId}
        from ${axleConfigurations} where ${anyOf(axleConfigurations.id, ids((f) => f.axle_configuration_id))}`,
  );
  const refs: UnitReferences = { types: new Map(), vocations: new Map(), configurations: new Map() };
  for (const row of rows) {
    if (row.kind === 'type') refs.types.set(row.id, { code: row.a, name: row.b! });
    else if (row.kind === 'vocation') refs.vocations.set(row.id, { name: row.a, value: row.b });
    else refs.configurations.set(row.id, { unitTypeId: row.type_id!, code: row.a, name: row.b! });
  }
  return refs;
}

export async function loadReferences(db: Db): Promise<UnitReferences> {
  // One after another: inside a transaction they share one connection.
  const typeRows = await db.select({ id: unitTypes.id, code: unitTypes.code, name: unitTypes.name }).from(unitTypes);
  const vocationRows = await db.select({ id: vocations.id, name: vocations.name, value: vocations.value }).from(vocations);
  const configurationRows = await db
    .select({ id: axleConfigurations.id, unitTypeId: axleConfigurations.unitTypeId, code: axleConfigurations.code, name: axleConfigurations.name })
    .from(axleConfigurations);
  return {
    types: new Map(typeRows.map(({ id, ...row }) => [id, row])),
    vocations: new Map(vocationRows.map(({ id, ...row }) => [id, row])),
    configurations: new Map(configurationRows.map(({ id, ...row }) => [id, row])),
  };
}

export interface FieldProblem {
  field: string;
  message: string;
}

/** Ids that point nowhere, and an axle configuration made for another unit type. */
export function referenceProblems(fields: Pick<UnitFields, 'type' | 'vocation' | 'axle_configuration_id'>, refs: UnitReferences): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!refs.types.has(fields.type)) problems.push({ field: 'type', message: 'Unknown unit type' });
  if (fields.vocation != null && !refs.vocations.has(fields.vocation)) problems.push({ field: 'vocation', message: 'Unknown vocation' });
  if (fields.axle_configuration_id != null) {
    const configuration = refs.configurations.get(fields.axle_configuration_id);
    if (!configuration) problems.push({ field: 'axle_configuration_id', message: 'Unknown axle configuration' });
    else if (configuration.unitTypeId !== fields.type) problems.push({ field: 'axle_configuration_id', message: 'This axle configuration is for another unit type' });
  }
  return problems;
}

const blank = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** A unit's columns from the form's fields; a field left out is stored empty (the form sends the whole unit). */
export function unitValues(fields: UnitFields) {
  return {
    unitNumber: fields.unit_number.trim(),
    vin: blank(fields.vin),
    dot: blank(fields.dot),
    licensePlate: blank(fields.license_plate),
    licensePlateState: blank(fields.license_plate_state)?.toUpperCase() ?? null,
    manufacturer: blank(fields.manufacturer),
    year: fields.year ?? null,
    unitTypeId: fields.type,
    model: blank(fields.model),
    vocationId: fields.vocation ?? null,
    axleConfigurationId: fields.axle_configuration_id ?? null,
    axleManufacturer: blank(fields.axle_manufacturer),
    axleType: blank(fields.axle_type),
    brakingSystem: blank(fields.braking_system),
    engineManufacturer: blank(fields.engine_manufacturer),
    engineType: blank(fields.engine_type),
    fifthWheelSetting: blank(fields.fifth_wheel_setting),
    loadingSystem: blank(fields.loading_system),
    suspensionType: blank(fields.suspension_type),
    transmissionManufacturer: blank(fields.transmission_manufacturer),
    transmissionType: blank(fields.transmission_type),
  };
}
export type UnitValues = ReturnType<typeof unitValues>;
