export { api } from '../../../lib/api-client';
export { store } from '../../../lib/store';
