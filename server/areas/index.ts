import type { FastifyInstance } from 'fastify';
import { authorizationRoutes } from './authorization/routes';
import { commonArea } from './common/routes';
import { MEMBERSHIP_PREFIX, membershipRoutes } from './membership/routes';
import { contentArea } from './content/routes';
import { fleetSurveyInspectionRoutes, trailerReadinessReportRoutes } from './fleet-survey/inspection/routes';
import { fleetSurveyUnitRoutes } from './fleet-survey/units/routes';

/** Every API area, each a folder with its routes, repository and schemas. */
export async function registerAreas(app: FastifyInstance): Promise<void> {
  await app.register(authorizationRoutes, { prefix: '/api/v2/authorization' });
  await app.register(membershipRoutes, { prefix: MEMBERSHIP_PREFIX });
  await app.register(commonArea, { prefix: '/api/v2/common' });
  await app.register(contentArea);
  await app.register(fleetSurveyUnitRoutes, { prefix: '/api/v2/fleet_survey' });
  await app.register(fleetSurveyInspectionRoutes, { prefix: '/api/v2/fleet_survey' });
  await app.register(trailerReadinessReportRoutes, { prefix: '/api/v2/survey' });
}
