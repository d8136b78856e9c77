import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { axleConfigurations, surveys, tires, unitInspections, units, unitTypes, vocations } from '../../../db/schema';
import { surveyFilter, type Scope } from '../../../tenancy';

/** ISO text of a timestamp, as every answer carries times. */
export const isoOrNull = (value: Date | null): string | null => (value ? value.toISOString() : null);

/**
 * The unit's latest survey date among the surveys the user may see: a dealer sees the date of
 * its own last visit, not when another dealer was there.
 */
export function lastSurveyDate(scope: Scope): SQL<Date | null> {
  return sql`(select max(${surveys.surveyDate}) from ${unitInspections} inner join ${surveys} on ${surveys.id} = ${unitInspections.surveyId}
    where ${unitInspections.unitId} = ${units.id} and ${surveys.deletedAt} is null and ${surveyFilter(scope, surveys) ?? sql`true`})`.mapWith(
    surveys.surveyDate,
  ) as SQL<Date | null>;
}

const isTiresExist = sql<boolean>`exists (select 1 from ${tires} where ${tires.unitId} = ${units.id} and ${tires.status} = 'mounted')`.mapWith(Boolean);

export function unitRowColumns(scope: Scope) {
  return {
    id: units.id,
    location_id: units.fleetLocationId,
    account_id: units.accountId,
    unit_number: units.unitNumber,
    vin: units.vin,
    license_plate: units.licensePlate,
    license_plate_state: units.licensePlateState,
    manufacturer: units.manufacturer,
    model: units.model,
    year: units.year,
    type: units.unitTypeId,
    type_name: unitTypes.name,
    axle_configuration_id: units.axleConfigurationId,
    axle_configuration: axleConfigurations.name,
    is_tires_exist: isTiresExist,
    last_survey_date: lastSurveyDate(scope),
    version: units.version,
  };
}

export function unitDetailColumns(scope: Scope) {
  return {
    ...unitRowColumns(scope),
    dot: units.dot,
    vocation: units.vocationId,
    vocation_name: vocations.name,
    axle_manufacturer: units.axleManufacturer,
    axle_type: units.axleType,
    braking_system: units.brakingSystem,
    engine_manufacturer: units.engineManufacturer,
    engine_type: units.engineType,
    fifth_wheel_setting: units.fifthWheelSetting,
    loading_system: units.loadingSystem,
    suspension_type: units.suspensionType,
    transmission_manufacturer: units.transmissionManufacturer,
    transmission_type: units.transmissionType,
  };
}

/** Units with their type, configuration and vocation names; the caller adds where and order. */
export function selectUnitDetails(db: Db, scope: Scope) {
  return db
    .select(unitDetailColumns(scope))
    .from(units)
    .innerJoin(unitTypes, eq(unitTypes.id, units.unitTypeId))
    .leftJoin(axleConfigurations, eq(axleConfigurations.id, units.axleConfigurationId))
    .leftJoin(vocations, eq(vocations.id, units.vocationId));
}

export function selectUnitRows(db: Db, scope: Scope) {
  return db
    .select(unitRowColumns(scope))
    .from(units)
    .innerJoin(unitTypes, eq(unitTypes.id, units.unitTypeId))
    .leftJoin(axleConfigurations, eq(axleConfigurations.id, units.axleConfigurationId));
}

export const withIsoDate = <T extends { last_survey_date: Date | null }>(row: T) => ({ ...row, last_survey_date: isoOrNull(row.last_survey_date) });
