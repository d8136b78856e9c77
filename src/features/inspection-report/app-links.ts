export { formatDateTime, formatDay } from '../../../contract/date-format';
// Plain values from the schema-free module: the survey photo pages load this feature's API
// without the report's request schemas (and zod with them).
export {
  ACCOUNT_KIND_CODES,
  DATE_RANGE_TYPES,
  DEALER_REPORT_TYPES as INSPECTION_REPORT_TYPES,
  INSPECTION_ORDER,
  INSPECTION_PAGE_SIZE,
  LOCAL_BOOK_TYPE,
} from '../../../contract/report-values';
export type {
  ExceptionColor,
  HomePageResponse,
  ImagesPageResponse,
  InspectionOrderKey,
  InspectionReportInput,
  InspectionReportResponse,
  InspectionReportRow,
  Resolutions,
  SurveyDetailResponse,
  SurveyDetailRow,
} from '../../../contract/inspection-report';
export type { DealerReportType } from '../../../contract/dealer-survey';
export type { DateRangeType } from '../../../contract/date-ranges';
export { api } from '../../lib/api-client';
export { sessionAtom, store } from '../../lib/store';
export { unitsOfUser } from '../../lib/units';
