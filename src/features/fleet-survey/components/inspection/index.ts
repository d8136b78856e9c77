/** The survey screens of the inspection side, composed by the routes. */
export { SurveyOverviewPage } from './survey-overview';
export { UnitSidebar } from './unit-sidebar';
export { InspectScreen } from './inspect-screen';
export { UnitImagesScreen, TireImagesScreen } from '../images/gallery-screens';
export { ReadinessReportScreen } from '../trailer-readiness/readiness-report-screen';
