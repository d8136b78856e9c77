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
import { inspectionReportRoutes } from './inspection-report/routes';
import { scrapAnalysisRoutes } from './scrap-analysis/routes';
import { torqueSummaryRoutes } from './torque-summary/routes';
import { unitHistoryRoutes } from './unit-history/routes';
import { adminTranslationRoutes } from './admin-translations/routes';
import { registrationAdminRoutes, registrationRoutes } from './registration/routes';
import { leaseSalesRoutes } from './lease-sales/routes';
import { dealerPortalRoutes } from './dealer-portal/routes';
import { recordStoreRoutes } from './record-store/routes';
import { tireManagementReportRoutes } from './tire-management-reports/routes';
import { manageSpecsRoutes } from './manage-specs/routes';
import { productRoutes } from './products/routes';
import { productWearRateRoutes } from './product-wear-rate/routes';
import { productAnalysisRoutes } from './product-analysis/routes';

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
  await app.register(inspectionReportRoutes, { prefix: '/api/v2/survey' });
  await app.register(favoriteRoutes, { prefix: '/api/v2/favorite_reports' });
  await app.register(fleetConditionRoutes, { prefix: '/api/v2/fleet_conditions' });
  await app.register(fleetDashboardRoutes, { prefix: '/api/v2/fleet_dashboard' });
  await app.register(torqueSummaryRoutes, { prefix: '/api/v2/torque_summary_report' });
  await app.register(unitHistoryRoutes, { prefix: '/api/v2/unit_history_report' });
  await app.register(adminTranslationRoutes, { prefix: '/api/v2/admin' });
  await app.register(registrationAdminRoutes, { prefix: '/api/v2/admin/registrations' });
  await app.register(registrationRoutes, { prefix: '/api/v2' });
  await app.register(leaseSalesRoutes, { prefix: '/api/v2/leasesales' });
  await app.register(dealerPortalRoutes, { prefix: '/api/v2/dealer_portal' });
  await app.register(tireManagementReportRoutes, { prefix: '/api/v2/tire_management_reports' });
  await app.register(recordStoreRoutes, { prefix: '/api/v2/record_store' });
  await app.register(productRoutes, { prefix: '/api/v2/products' });
  await app.register(manageSpecsRoutes, { prefix: '/api/v2/manage_specs' });
  await app.register(productWearRateRoutes, { prefix: '/api/v2/product_wear_rate_report' });
  await app.register(productAnalysisRoutes, { prefix: '/api/v2/product_analysis_report' });
  await app.register(scrapAnalysisRoutes, { prefix: '/api/v2/scrap_analysis_report' });
  // The spec places favorites on the provider's API v1; both paths answer.
  await app.register(favoriteRoutes, { prefix: '/api/v1/favorite_reports' });
}
