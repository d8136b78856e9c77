export type { ProductBlock, ProductReport, ProductReportRequest, ProductSelectsRequest } from '../../../contract/product-analysis';
export { api } from '../../lib/api-client';
