import './manage-specs.css';

export { SpecManagement } from './components/spec-management';
export { MANAGE_SPECS_KEY } from './api';
