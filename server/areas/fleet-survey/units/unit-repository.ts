import { and, asc, count, desc, eq, ilike, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { UNIT_KINDS, UNIT_NUMBERS_LIMIT, unitKindOf, type UnitDetail, type UnitKind, type UnitRow, type UnitsRequest } from '../../../../contract/fleet-survey/units';
import type { Db } from '../../../db/client';
import { axleConfigurations, dealers, surveys, tireReadings, unitInspections, units, unitTypes, users } from '../../../db/schema';
import { anyOf, locationFilter, surveyFilter, type Scope } from '../../../tenancy';
import { containsPattern, keywordFilter } from '../../../db/keyword';
import { offsetOf } from '../../../db/paging';
import { countExceptions } from '../surveys/exception-counts';
import { lastSurveyDate, selectUnitDetails, selectUnitRows, withIsoDate } from './unit-columns';

const inScope = (scope: Scope) => locationFilter(scope, { accountId: units.accountId, locationId: units.fleetLocationId });
const live = isNull(units.deletedAt);

/**
 * How many units a location has: its live units the user may see, the rows of its unit list
 * without a filter. The summary's Units count them, and the device counts its copy with the
 * same rule (countLocationUnits in src/features/fleet-survey/data/unit-repository.ts).
 */
export async function countLocationUnits(db: Db, scope: Scope, locationId: number): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(units).where(unitsWhere(scope, { location_id: locationId, type: null, key_word: '' }));
  return total;
}

/** A live unit in scope with every field; null when there is none the user may see. */
export async function findUnitDetail(db: Db, scope: Scope, id: number): Promise<UnitDetail | null> {
  const [row] = await selectUnitDetails(db, scope).where(and(eq(units.id, id), live, inScope(scope)));
  return row ? withIsoDate(row) : null;
}

export async function findUnitByNumber(db: Db, scope: Scope, locationId: number, unitNumber: string): Promise<UnitDetail | null> {
  const [row] = await selectUnitDetails(db, scope).where(
    and(eq(units.fleetLocationId, locationId), eq(units.unitNumber, unitNumber.trim()), live, inScope(scope)),
  );
  return row ? withIsoDate(row) : null;
}

function orderColumns(scope: Scope): Record<number, AnyColumn | SQL> {
  return {
    0: units.unitNumber,
    1: units.unitNumber,
    2: unitTypes.name,
    3: units.vin,
    4: units.licensePlate,
    5: units.manufacturer,
    6: units.model,
    7: units.year,
    8: lastSurveyDate(scope),
  };
}

function unitsWhere(scope: Scope, request: Pick<UnitsRequest, 'location_id' | 'type' | 'key_word'>): SQL | undefined {
  return and(
    inScope(scope),
    live,
    request.location_id ? eq(units.fleetLocationId, request.location_id) : undefined,
    request.type ? eq(units.unitTypeId, request.type) : undefined,
    keywordFilter(request.key_word, [units.unitNumber, units.vin, units.licensePlate]),
  );
}

function unitsPage(db: Db, scope: Scope, request: UnitsRequest, limit: number, offset: number) {
  const direction = request.is_sort_desc ? desc : asc;
  return selectUnitRows(db, scope)
    .where(unitsWhere(scope, request))
    .orderBy(direction(orderColumns(scope)[request.order_by]), direction(units.id))
    .limit(limit)
    .offset(offset);
}

/** One page of the units table; rows with equal sort keys keep id order, so pages never overlap. */
export async function findUnits(db: Db, scope: Scope, request: UnitsRequest) {
  const [rows, [{ total }]] = await Promise.all([
    unitsPage(db, scope, request, request.page_size, offsetOf(request)),
    db.select({ total: count() }).from(units).where(unitsWhere(scope, request)),
  ]);
  return { units: rows.map(withIsoDate), page_number: request.page_number, page_size: request.page_size, total_items: total };
}

const EXPORT_BATCH = 500;

/** Every unit matching the filters in table order, read in batches so an export's memory stays flat. */
export async function* allUnits(db: Db, scope: Scope, request: UnitsRequest): AsyncGenerator<UnitRow> {
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = await unitsPage(db, scope, request, EXPORT_BATCH, offset);
    yield* rows.map(withIsoDate);
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** Unit numbers of a location starting with the keyword first, then containing it. */
export async function unitNumbers(db: Db, scope: Scope, locationId: number, keyword: string): Promise<string[]> {
  const trimmed = keyword.trim();
  const rows = await db
    .select({ unitNumber: units.unitNumber })
    .from(units)
    .where(and(eq(units.fleetLocationId, locationId), live, inScope(scope), trimmed ? ilike(units.unitNumber, containsPattern(trimmed)) : undefined))
    .orderBy(
      trimmed ? sql`${units.unitNumber} not ilike ${`${containsPattern(trimmed).slice(1)}`}` : asc(units.unitNumber),
      asc(units.unitNumber),
      asc(units.id),
    )
    .limit(UNIT_NUMBERS_LIMIT);
  return rows.map((row) => row.unitNumber);
}

/** The unit's five latest surveys the user may see, newest first, with its inspection in each. */
export async function lastFiveSurveys(db: Db, scope: Scope, unitId: number) {
  const rows = await db
    .select({
      id: surveys.id,
      surveyDate: surveys.surveyDate,
      status: surveys.status,
      survey_by: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      dealer_name: dealers.name,
      inspectionId: unitInspections.id,
      mileage: unitInspections.mileage,
      hours: unitInspections.hours,
      tires_read: sql<number>`(select count(*) from ${tireReadings} where ${tireReadings.unitInspectionId} = ${unitInspections.id}
        and (${tireReadings.pressurePsi} is not null or ${tireReadings.treadDepthMm} is not null))`.mapWith(Number),
    })
    .from(unitInspections)
    .innerJoin(surveys, eq(surveys.id, unitInspections.surveyId))
    .innerJoin(users, eq(users.id, surveys.surveyByUserId))
    .leftJoin(dealers, eq(dealers.id, surveys.dealerId))
    .where(and(eq(unitInspections.unitId, unitId), isNull(surveys.deletedAt), surveyFilter(scope, surveys)))
    .orderBy(desc(surveys.surveyDate), desc(surveys.id))
    .limit(5);
  const exceptions = rows.length === 0 ? new Map<number, number>() : await countExceptions(db, anyOf(tireReadings.unitInspectionId, rows.map((r) => r.inspectionId)), 'inspection');
  return rows.map(({ surveyDate, inspectionId, ...row }) => ({
    ...row,
    survey_date: surveyDate.toISOString(),
    exceptions: exceptions.get(inspectionId) ?? 0,
  }));
}

/** The newest live unit of each kind at the location, to copy from. */
export async function copyOptions(db: Db, locationId: number) {
  const types = await db.select({ id: unitTypes.id, code: unitTypes.code, name: unitTypes.name }).from(unitTypes);
  const entries = await Promise.all(
    UNIT_KINDS.map(async (kind) => {
      const ids = types.filter((type) => unitKindOf(type) === kind).map((type) => type.id);
      const [row] = await db
        .select({
          id: units.id,
          unit_number: units.unitNumber,
          type: units.unitTypeId,
          type_name: unitTypes.name,
          axle_configuration_id: units.axleConfigurationId,
          axle_configuration: axleConfigurations.name,
          manufacturer: units.manufacturer,
          model: units.model,
          year: units.year,
        })
        .from(units)
        .innerJoin(unitTypes, eq(unitTypes.id, units.unitTypeId))
        .leftJoin(axleConfigurations, eq(axleConfigurations.id, units.axleConfigurationId))
        .where(and(eq(units.fleetLocationId, locationId), live, anyOf(units.unitTypeId, ids)))
        .orderBy(desc(units.createdAt), desc(units.id))
        .limit(1);
      return [kind, row ?? null] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<UnitKind, (typeof entries)[number][1]>;
}

/** Whether the unit is inspected in the survey. */
export async function isInSurvey(db: Db, surveyId: number, unitId: number): Promise<boolean> {
  const rows = await db
    .select({ id: unitInspections.id })
    .from(unitInspections)
    .where(and(eq(unitInspections.surveyId, surveyId), eq(unitInspections.unitId, unitId)))
    .limit(1);
  return rows.length > 0;
}

