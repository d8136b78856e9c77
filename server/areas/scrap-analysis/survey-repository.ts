import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ScrapSurvey } from '../../../contract/scrap-analysis';
import type { Db } from '../../db/client';
import { accounts, dealers, fleetLocations, reportScrapCounts, surveys } from '../../db/schema';
import { scrapCondition, type ScrapSelection } from './scrap-filter';

/**
 * One page of the surveys at which the selection's tires were scrapped, the newest first, with
 * how many each scrapped (from the aggregate). A deleted survey is not listed.
 */
export async function scrapSurveys(db: Db, selection: ScrapSelection, page: { page_number: number; page_size: number }) {
  const perSurvey = db
    .select({ surveyId: reportScrapCounts.surveyId, tires: sql<number>`sum(${reportScrapCounts.tires})::int`.as('tires') })
    .from(reportScrapCounts)
    .where(and(scrapCondition(selection, reportScrapCounts), isNotNull(reportScrapCounts.surveyId)))
    .groupBy(reportScrapCounts.surveyId)
    .as('per_survey');
  const rows = await db
    .select({
      survey_id: surveys.id,
      survey_date: surveys.surveyDate,
      fleet_location_code: fleetLocations.code,
      fleet_location_name: fleetLocations.name,
      account_name: accounts.name,
      dealer_name: dealers.name,
      scrapped_tires: perSurvey.tires,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(perSurvey)
    .innerJoin(surveys, eq(surveys.id, perSurvey.surveyId))
    .innerJoin(fleetLocations, eq(fleetLocations.id, surveys.fleetLocationId))
    .innerJoin(accounts, eq(accounts.id, surveys.accountId))
    .leftJoin(dealers, eq(dealers.id, surveys.dealerId))
    .where(isNull(surveys.deletedAt))
    .orderBy(desc(surveys.surveyDate), desc(surveys.id))
    .limit(page.page_size)
    .offset((page.page_number - 1) * page.page_size);
  const list: ScrapSurvey[] = rows.map(({ total: _total, survey_date, scrapped_tires, ...row }) => ({
    ...row,
    survey_date: survey_date.toISOString(),
    scrapped_tires: Number(scrapped_tires),
  }));
  let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  // A page past the end carries no window count: count the surveys alone.
  if (rows.length === 0 && page.page_number > 1) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(perSurvey)
      .innerJoin(surveys, eq(surveys.id, perSurvey.surveyId))
      .where(isNull(surveys.deletedAt));
    total = Number(row?.n ?? 0);
  }
  return { surveys: list, page_number: page.page_number, page_size: page.page_size, total_items: total };
}
