import './fleet-conditions.css';

export { ReportGenerator } from './components/report-generator';
export { EarlierReports } from './components/earlier-reports';
export { ReportView } from './components/report-view';
export { FLEET_CONDITIONS_KEY } from './api';
