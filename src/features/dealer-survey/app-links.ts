export { formatDay } from '../../../contract/date-format';
export {
  DEALER_REPORT_TYPES,
  DEALER_SURVEY_ORDER,
  DEALER_SURVEY_PAGE_SIZE,
  dealerReportType,
  type DealerReportType,
  type ReportDealerRequest,
  type ReportDealerResponse,
  type ReportDealerRow,
} from '../../../contract/dealer-survey';
export { DATE_RANGE_TYPES, type DateRangeType } from '../../../contract/date-ranges';
export { api, errorMessage } from '../../lib/api-client';
