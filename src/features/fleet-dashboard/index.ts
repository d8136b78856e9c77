import './fleet-dashboard.css';

export { FleetDashboard } from './components/fleet-dashboard';
export { FLEET_DASHBOARD_KEY } from './api';
