import type { FastifyInstance } from 'fastify';
import { authorizationRoutes } from './authorization/routes';
import { checkpointRoutes } from './checkpoint/routes';
import { commonArea } from './common/routes';
import { dealerSurveyRoutes } from './dealer-survey/routes';
import { favoriteRoutes } from './favorites/routes';
import { fleetConditionRoutes } from './fleet-conditions/routes';
import { fleetDashboardRoutes } from './fleet-dashboard/routes';
import { MEMBERSHIP_PREFIX, membershipRoutes } from './membership/routes';
import { contentArea } from './content/routes';
import { fleetSurveyInspectionRoutes, trailerReadinessReportRoutes } from './fleet-survey/inspection/routes';
import { fleetSurveyUnitRoutes } from './fleet-survey/units/routes';
import { scrapAnalysisRoutes } from './scrap-analysis/routes';
import { torqueSummaryRoutes } from './torque-summary/routes';

/** Every API area, each a folder with its routes, repository and schemas. */
export async function registerAreas(app: FastifyInstance): Promise<void> {
  await app.register(authorizationRoutes, { prefix: '/api/v2/authorization' });
  await app.register(membershipRoutes, { prefix: MEMBERSHIP_PREFIX });
  await app.register(commonArea, { prefix: '/api/v2/common' });
  await app.register(contentArea);
  await app.register(fleetSurveyUnitRoutes, { prefix: '/api/v2/fleet_survey' });
  await app.register(fleetSurveyInspectionRoutes, { prefix: '/api/v2/fleet_survey' });
  await app.register(trailerReadinessReportRoutes, { prefix: '/api/v2/survey' });
  await app.register(checkpointRoutes, { prefix: '/api/v2/checkpoint' });
  await app.register(dealerSurveyRoutes, { prefix: '/api/v2/survey' });
  await app.register(favoriteRoutes, { prefix: '/api/v2/favorite_reports' });
  await app.register(fleetConditionRoutes, { prefix: '/api/v2/fleet_conditions' });
  await app.register(fleetDashboardRoutes, { prefix: '/api/v2/fleet_dashboard' });
  await app.register(torqueSummaryRoutes, { prefix: '/api/v2/torque_summary_report' });
  await app.register(scrapAnalysisRoutes, { prefix: '/api/v2/scrap_analysis_report' });
  // The spec places favorites on the provider's API v1; both paths answer.
  await app.register(favoriteRoutes, { prefix: '/api/v1/favorite_reports' });
}
