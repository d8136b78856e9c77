export { formatDay } from '../../../contract/date-format';
export {
  SCRAP_REPORT_MAX_PHOTOS,
  type DealersLocations,
  SCRAP_SURVEYS_PAGE_SIZE,
  type ScrapFigure,
  type ScrapImage,
  type ScrapReport,
  type ScrapReportRequest,
  type ScrapSurvey,
  type ScrapSurveysRequest,
  type ScrapSurveysResponse,
} from '../../../contract/scrap-analysis';
export { ACCOUNT_SELECTION_MAX_SELECTED, type AccountSelects } from '../../../contract/account-selection';
export { DATE_RANGE_TYPES, type DateRangeType } from '../../../contract/date-ranges';
export { api } from '../../lib/api-client';
export { sessionAtom, store } from '../../lib/store';
export { unitsOfUser } from '../../lib/units';
