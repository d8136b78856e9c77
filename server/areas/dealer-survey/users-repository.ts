import { and, asc, eq, exists, isNull, sql } from 'drizzle-orm';
import type { SurveyByUsersRequest } from '../../../contract/dealer-survey';
import type { Db } from '../../db/client';
import { dealers, surveys, users } from '../../db/schema';
import { surveyFilter, type Scope } from '../../tenancy';

/**
 * The people who made live surveys the user may see, optionally of dealers in a country or
 * state, or of one dealer. Each user is checked with one probe of the index on
 * surveys(survey_by_user_id), so the answer never scans the surveys themselves.
 */
export async function surveyByUsers(db: Db, scope: Scope, filter: SurveyByUsersRequest) {
  const made = db
    .select({ one: sql`1` })
    .from(surveys)
    .leftJoin(dealers, eq(dealers.id, surveys.dealerId))
    .where(
      and(
        eq(surveys.surveyByUserId, users.id),
        isNull(surveys.deletedAt),
        surveyFilter(scope, surveys),
        filter.country ? eq(dealers.country, filter.country) : undefined,
        filter.state ? eq(dealers.state, filter.state) : undefined,
        filter.owner_id ? eq(surveys.dealerId, filter.owner_id) : undefined,
      ),
    );
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(exists(made))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.map((row) => ({ text: `${row.firstName} ${row.lastName}`, value: row.id }));
}
