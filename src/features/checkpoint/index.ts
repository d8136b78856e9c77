import './checkpoint.css';

export { FilterWizard } from './components/filter-wizard';
export { ReportView } from './components/report-view';
export { DetailView } from './components/detail-view';
export { useHomePage, CHECKPOINT_KEY } from './api';
export { checkpointSearch, isRunnable, type CheckpointSearch } from './search';
