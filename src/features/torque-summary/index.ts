import './torque-summary.css';

export { TorqueSummary } from './components/torque-summary';
export { TORQUE_SUMMARY_KEY } from './api';
