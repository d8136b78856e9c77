import './inspection-report.css';

export { FilterSteps } from './components/filter-steps';
export { InspectionList } from './components/inspection-list';
export { SurveyDetail } from './components/survey-detail';
export { SurveyImages } from './components/survey-images';
export { INSPECTION_REPORT_KEY } from './api';
export type { InspectionHome } from './view-atoms';
export { InspectionHomePage } from './home-page';
