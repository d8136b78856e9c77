import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { axleConfigurationAxles, axleConfigurations, tireReadings, tires, unitInspections, units, unitTypes } from '../../../db/schema';
import { locationFilter, type Scope } from '../../../tenancy';
import { countExceptions } from './exception-counts';
import { selectUnitDetails, withIsoDate } from '../units/unit-columns';

/** Positions of the unit's axle configuration; without one, the tires mounted on it. */
const tiresTotal = sql<number>`coalesce(
  (select sum(${axleConfigurationAxles.tireCount}) from ${axleConfigurationAxles} where ${axleConfigurationAxles.axleConfigurationId} = ${units.axleConfigurationId}),
  (select count(*) from ${tires} where ${tires.unitId} = ${units.id} and ${tires.status} = 'mounted'))`.mapWith(Number);

/** Readings with a pressure or a tread depth: a position merely listed is not read. */
const tiresRead = sql<number>`(select count(*) from ${tireReadings} where ${tireReadings.unitInspectionId} = ${unitInspections.id}
  and (${tireReadings.pressurePsi} is not null or ${tireReadings.treadDepthMm} is not null))`.mapWith(Number);

/**
 * The units inspected in a survey already checked to be visible, by unit number. Units deleted
 * since stay listed: the survey inspected them.
 */
export async function surveyUnits(db: Db, surveyId: number) {
  const rows = await db
    .select({
      unit_id: units.id,
      unit_number: units.unitNumber,
      type: units.unitTypeId,
      type_name: unitTypes.name,
      axle_configuration_id: units.axleConfigurationId,
      axle_configuration: axleConfigurations.name,
      unit_inspection_id: unitInspections.id,
      inspectedAt: unitInspections.inspectedAt,
      mileage: unitInspections.mileage,
      hours: unitInspections.hours,
      tires_total: tiresTotal,
      tires_read: tiresRead,
    })
    .from(unitInspections)
    .innerJoin(units, eq(units.id, unitInspections.unitId))
    .innerJoin(unitTypes, eq(unitTypes.id, units.unitTypeId))
    .leftJoin(axleConfigurations, eq(axleConfigurations.id, units.axleConfigurationId))
    .where(eq(unitInspections.surveyId, surveyId))
    .orderBy(asc(units.unitNumber), asc(units.id));
  const exceptions = await countExceptions(db, eq(tireReadings.surveyId, surveyId), 'inspection');
  return rows.map(({ inspectedAt, ...row }) => ({
    ...row,
    inspected_at: inspectedAt.toISOString(),
    exceptions: exceptions.get(row.unit_inspection_id) ?? 0,
  }));
}

/** One unit of a survey with its inspection there; null when the unit is not in it (or not in scope). */
export async function surveyUnit(db: Db, scope: Scope, surveyId: number, unitId: number) {
  const [inspection] = await db
    .select({
      unit_inspection_id: unitInspections.id,
      mileage: unitInspections.mileage,
      hours: unitInspections.hours,
      comments: unitInspections.comments,
      inspectedAt: unitInspections.inspectedAt,
      version: unitInspections.version,
      tires_total: tiresTotal,
      tires_read: tiresRead,
    })
    .from(unitInspections)
    .innerJoin(units, eq(units.id, unitInspections.unitId))
    .where(and(eq(unitInspections.surveyId, surveyId), eq(unitInspections.unitId, unitId)));
  if (!inspection) return null;
  const [unit] = await selectUnitDetails(db, scope).where(
    and(eq(units.id, unitId), locationFilter(scope, { accountId: units.accountId, locationId: units.fleetLocationId })),
  );
  if (!unit) return null;
  const exceptions = await countExceptions(db, eq(tireReadings.unitInspectionId, inspection.unit_inspection_id), 'inspection');
  const { inspectedAt, ...rest } = inspection;
  return { ...rest, unit: withIsoDate(unit), inspected_at: inspectedAt.toISOString(), exceptions: exceptions.get(inspection.unit_inspection_id) ?? 0 };
}
