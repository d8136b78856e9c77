export { ReportsHome } from './reports-home';
