export type { ProductBlock, ProductReport, ProductReportRequest, ProductSelectsRequest } from '../../../contract/product-analysis';
export { api } from '../../lib/api-client';
export { ACCOUNT_SELECTION_MAX_SELECTED } from '../../../contract/account-selection';
