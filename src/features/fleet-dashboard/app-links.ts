export { formatDay, formatMonth } from '../../../contract/date-format';
export { formatWireDays } from '../../../contract/day-pattern';
import type { FleetKey } from '../../../contract/fleet-dashboard';

export * from '../../../contract/fleet-dashboard';
export { DATE_RANGE_TYPES, type DateRangeType } from '../../../contract/date-ranges';
export { api, errorMessage } from '../../lib/api-client';
export { appSetupAtom, store } from '../../lib/store';
export { HTTPError } from 'ky';

export interface DashboardAccountRef {
  id: number;
  fleet_key: FleetKey;
}
