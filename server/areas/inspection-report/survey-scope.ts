import { and, type SQL } from 'drizzle-orm';
import { surveys } from '../../db/schema';
import { locationFilter, surveyFilter, type Scope, type SurveyColumns } from '../../tenancy';

/**
 * The surveys inspection reporting shows a user: staff every survey; a customer those at its
 * accounts (and locations, when narrowed); a dealer those it made at fleets it still serves,
 * so a dealer that does not serve a fleet sees none of that fleet's surveys. `columns` are the
 * survey's own, or the copies the list reads from report_survey_counts.
 */
export function inspectionSurveyScope(scope: Scope, columns: SurveyColumns = surveys): SQL | undefined {
  return and(surveyFilter(scope, columns), scope.kind === 'dealer' ? locationFilter(scope, { accountId: columns.accountId, locationId: columns.fleetLocationId }) : undefined);
}
