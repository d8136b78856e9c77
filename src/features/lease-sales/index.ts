import './lease-sales.css';

export { LeaseSalesConfigurator } from './components/lease-sales-configurator';
export { LEASE_SALES_KEY } from './api';
