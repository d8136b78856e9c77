export {
  DATE_RANGE_TYPES,
  FLEET_CONDITION_MAX_ACCOUNTS,
  POSITION_CLASSES,
  POTENTIAL_LOSS_DEFAULTS,
  REPORT_STATUSES,
  type DateRangeType,
  type FleetConditionReport,
  type GenerateReportRequest,
  type LevelCounts,
} from '../../../contract/fleet-conditions';
export type { generateReportResponse, lossAssumptionsRequest, reportListItem } from '../../../contract/fleet-conditions';
export {
  ACCOUNT_SELECTION_ORDER,
  ACCOUNT_SELECTION_PAGE_SIZE,
  type AccountSelects,
  type SelectableAccount,
  type SelectAccountsRequest,
  type SelectAccountsResponse,
} from '../../../contract/account-selection';
export { ACCOUNT_TYPE, type AccountTypeCode } from '../../../contract/common-lookups';
export type { ErrorResponse } from '../../../contract/common';
export { api, errorMessage } from '../../lib/api-client';
export { sessionAtom, store } from '../../lib/store';
export { formatDateTime, formatDay } from '../../../contract/date-format';
export { KM_PER_MILE, roundTo, unitsFor, type PressureUnit, type UnitOfMeasurement, type Units } from '../../lib/units';
export { HTTPError } from 'ky';
