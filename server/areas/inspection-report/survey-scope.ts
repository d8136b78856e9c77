import { and, type SQL } from 'drizzle-orm';
import { surveys } from '../../db/schema';
import { locationFilter, surveyFilter, type Scope } from '../../tenancy';

/**
 * The surveys inspection reporting shows a user: staff every survey; a customer those at its
 * accounts (and locations, when narrowed); a dealer those it made at fleets it still serves,
 * so a dealer that does not serve a fleet sees none of that fleet's surveys.
 */
export function inspectionSurveyScope(scope: Scope): SQL | undefined {
  return and(surveyFilter(scope, surveys), scope.kind === 'dealer' ? locationFilter(scope, { accountId: surveys.accountId, locationId: surveys.fleetLocationId }) : undefined);
}
