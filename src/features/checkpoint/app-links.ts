export {
  CHECKPOINT_ORDER,
  CHECKPOINT_PAGE_SIZE,
  CHECKPOINT_REPORT_TYPES,
  checkpointReportType,
  type Axle,
  type CheckpointOrderColumn,
  type CheckpointReportType,
  type DetailResponse,
  type HomePageResponse,
  type ReportRequest,
  type ReportResponse,
  type ReportRow,
  type ReportTiles,
  type Wheel,
} from '../../../contract/checkpoint';
export { formatDateTime, formatDay } from '../../../contract/date-format';
export { DATE_RANGE_TYPES, describeDateRange, resolveDateRange, type DateRangeType } from '../../../contract/date-ranges';
export { ACCOUNT_TYPE, type AccountTypeCode } from '../../../contract/common-lookups';
export type { ExceptionLevel } from '../../../contract/tire-exceptions';
export { api, errorMessage } from '../../lib/api-client';
