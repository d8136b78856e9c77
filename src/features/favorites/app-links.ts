export { formatDateTime } from '../../../contract/date-format';
export { FAVORITES_PAGE_SIZE, MAX_REQUEST_URL, isPortalPath, type FavoriteReport } from '../../../contract/favorites';
export { api, errorMessage } from '../../lib/api-client';
