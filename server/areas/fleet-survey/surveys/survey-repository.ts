import { and, asc, count, desc, eq, gte, isNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SummaryRequest } from '../../../../contract/fleet-survey/locations';
import { parseSurveyDate, type SurveyRow, type SurveysRequest } from '../../../../contract/fleet-survey/surveys';
import type { Db } from '../../../db/client';
import { dealers, surveys, tireReadings, unitInspections, users } from '../../../db/schema';
import { anyOf, surveyFilter, type Scope } from '../../../tenancy';
import { offsetOf } from '../../../db/paging';
import { countExceptions, totalExceptions } from './exception-counts';
import { isoOrNull } from '../units/unit-columns';
import { countLocationUnits } from '../units/unit-repository';

const DAY_MS = 86_400_000;

/** The UTC calendar day of a request date, as surveys' dates are whole days. */
function dayStart(text: string): Date | null {
  const date = parseSurveyDate(text);
  return date ? new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())) : null;
}

/** Live surveys the user may see at one location, within the dates (date_to includes its day). */
export function surveysWhere(scope: Scope, filter: { location_id: number; date_from?: string | null; date_to?: string | null; status?: 'open' | 'finished' | null }): SQL | undefined {
  const from = filter.date_from ? dayStart(filter.date_from) : null;
  const to = filter.date_to ? dayStart(filter.date_to) : null;
  return and(
    surveyFilter(scope, surveys),
    isNull(surveys.deletedAt),
    eq(surveys.fleetLocationId, filter.location_id),
    from ? gte(surveys.surveyDate, from) : undefined,
    to ? lt(surveys.surveyDate, new Date(to.getTime() + DAY_MS)) : undefined,
    filter.status ? eq(surveys.status, filter.status) : undefined,
  );
}

const surveyBy = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
const unitCount = sql<number>`(select count(*) from ${unitInspections} where ${unitInspections.surveyId} = ${surveys.id})`.mapWith(Number);
const tireCount = sql<number>`(select count(*) from ${tireReadings} where ${tireReadings.surveyId} = ${surveys.id})`.mapWith(Number);

function selectSurveys(db: Db) {
  return db
    .select({
      id: surveys.id,
      location_id: surveys.fleetLocationId,
      account_id: surveys.accountId,
      surveyDate: surveys.surveyDate,
      status: surveys.status,
      finishedAt: surveys.finishedAt,
      survey_by: surveyBy,
      survey_by_user_id: surveys.surveyByUserId,
      dealer_id: surveys.dealerId,
      dealer_name: dealers.name,
      comments: surveys.comments,
      units: unitCount,
      tires: tireCount,
      version: surveys.version,
    })
    .from(surveys)
    .innerJoin(users, eq(users.id, surveys.surveyByUserId))
    .leftJoin(dealers, eq(dealers.id, surveys.dealerId));
}
type SelectedSurvey = Awaited<ReturnType<ReturnType<typeof selectSurveys>['execute']>>[number];

/** Rows as the contract has them, with exceptions counted by the shared rules. */
async function withExceptions(db: Db, rows: SelectedSurvey[]): Promise<SurveyRow[]> {
  const exceptions = rows.length === 0 ? new Map<number, number>() : await countExceptions(db, anyOf(tireReadings.surveyId, rows.map((r) => r.id)), 'survey');
  return rows.map(({ surveyDate, finishedAt, ...row }) => ({
    ...row,
    survey_date: surveyDate.toISOString(),
    finished_at: isoOrNull(finishedAt),
    exceptions: exceptions.get(row.id) ?? 0,
  }));
}

const ORDER_COLUMNS: Record<number, AnyColumn | SQL> = {
  0: surveys.surveyDate,
  1: surveys.surveyDate,
  2: surveys.status,
  3: surveyBy,
  4: dealers.name,
  5: unitCount,
  6: tireCount,
};

function surveysPage(db: Db, scope: Scope, request: SurveysRequest, limit: number, offset: number) {
  const direction = request.is_sort_desc ? desc : asc;
  return selectSurveys(db)
    .where(surveysWhere(scope, request))
    .orderBy(direction(ORDER_COLUMNS[request.order_by]), direction(surveys.id))
    .limit(limit)
    .offset(offset);
}

/** One page of a location's surveys; equal sort keys keep id order, so pages never overlap. */
export async function findSurveys(db: Db, scope: Scope, request: SurveysRequest) {
  const [rows, [{ total }]] = await Promise.all([
    surveysPage(db, scope, request, request.page_size, offsetOf(request)),
    db.select({ total: count() }).from(surveys).where(surveysWhere(scope, request)),
  ]);
  return { surveys: await withExceptions(db, rows), page_number: request.page_number, page_size: request.page_size, total_items: total };
}

const EXPORT_BATCH = 200;

/** Every survey matching the filters in table order, in batches, for exports. */
export async function* allSurveys(db: Db, scope: Scope, request: SurveysRequest): AsyncGenerator<SurveyRow> {
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = await surveysPage(db, scope, request, EXPORT_BATCH, offset);
    yield* await withExceptions(db, rows);
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** One live survey as the list shows it; the `current` of a version conflict. */
export async function findSurveyRow(db: Db, scope: Scope, id: number): Promise<SurveyRow | null> {
  const rows = await selectSurveys(db).where(and(eq(surveys.id, id), isNull(surveys.deletedAt), surveyFilter(scope, surveys)));
  return (await withExceptions(db, rows))[0] ?? null;
}

/** Counts over a location's surveys the user may see in the range, and the location's units (not limited to the range). */
export async function surveySummary(db: Db, scope: Scope, request: SummaryRequest) {
  const where = surveysWhere(scope, request);
  const [[{ surveyCount }], units, [{ tires }], exceptions] = await Promise.all([
    db.select({ surveyCount: count() }).from(surveys).where(where),
    countLocationUnits(db, scope, request.location_id),
    db.select({ tires: count() }).from(tireReadings).innerJoin(surveys, eq(surveys.id, tireReadings.surveyId)).where(where),
    totalExceptions(db, where),
  ]);
  return { surveys: surveyCount, units, tires, exceptions };
}
