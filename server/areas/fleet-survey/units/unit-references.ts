import type { UnitFields } from '../../../../contract/fleet-survey/units';
import type { Db } from '../../../db/client';
import { axleConfigurations, unitTypes, vocations } from '../../../db/schema';

/** The small reference tables a unit points into, loaded once per write (and once per import). */
export interface UnitReferences {
  types: Map<number, { code: string; name: string }>;
  vocations: Map<number, { name: string; value: string | null }>;
  configurations: Map<number, { unitTypeId: number; code: string; name: string }>;
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
