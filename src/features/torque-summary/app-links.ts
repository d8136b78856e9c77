export { formatDay } from '../../../contract/date-format';
export {
  ftLbToNm,
  TORQUE_LOCATIONS_PAGE_SIZE,
  TORQUE_MAX_LOCATIONS,
  type SelectLocationIdsResponse,
  type TorqueLocation,
  type TorqueReport,
  type TorqueReportRequest,
  type TorqueSummaryRow,
} from '../../../contract/torque-summary';
export { DATE_RANGE_TYPES, type DateRangeType } from '../../../contract/date-ranges';
export { api } from '../../lib/api-client';
export { sessionAtom, store } from '../../lib/store';
