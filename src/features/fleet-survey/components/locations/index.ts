export { LocationsPage } from './locations-page';
export { LocationDashboard } from './location-dashboard';
