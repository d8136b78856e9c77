export { formatDateTime } from '../../../contract/date-format';
export {
  ACCOUNT_KIND_CODES,
  INSPECTION_ORDER,
  INSPECTION_PAGE_SIZE,
  INSPECTION_REPORT_TYPES,
  LOCAL_BOOK_TYPE,
  type ExceptionColor,
  type HomePageResponse,
  type ImagesPageResponse,
  type InspectionOrderKey,
  type InspectionReportInput,
  type InspectionReportResponse,
  type InspectionReportRow,
  type Resolutions,
  type SurveyDetailResponse,
  type SurveyDetailRow,
} from '../../../contract/inspection-report';
export type { DealerReportType } from '../../../contract/dealer-survey';
export { DATE_RANGE_TYPES, type DateRangeType } from '../../../contract/date-ranges';
export { api } from '../../lib/api-client';
export { sessionAtom, store } from '../../lib/store';
export { unitsOfUser } from '../../lib/units';
