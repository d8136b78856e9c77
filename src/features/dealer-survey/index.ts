import './dealer-survey.css';

export { DealerFilters } from './components/dealer-filters';
export { DealerReport } from './components/dealer-report';
export { dealerSearch, type DealerSearch } from './search';
export { DEALER_SURVEY_KEY } from './api';
