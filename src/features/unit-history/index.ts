import './unit-history.css';

export { UnitHistory } from './components/unit-history';
export { UNIT_HISTORY_KEY } from './api';
