export { formatDateTime } from '../../../contract/date-format';
export {
  UNIT_HISTORY_MAX_UNITS,
  UNIT_HISTORY_PAGE_SIZE,
  type GenerateUnitHistoryRequest,
  type UnitEventType,
  type UnitHistoryAccounts,
  type UnitHistoryReportItem,
  type UnitHistoryReportRequest,
  type UnitHistoryReportResponse,
  type UnitHistoryRow,
  type UnitHistorySelection,
  type UnitNumberRow,
  type UnitNumbersResponse,
} from '../../../contract/unit-history';
export { api } from '../../lib/api-client';
export { sessionAtom, store } from '../../lib/store';
export { unitsOfUser, type Quantity } from '../../lib/units';
