export {
  RETREAD_CHOICES,
  WEAR_RATE_ORDER,
  WEAR_RATE_PAGE_SIZE,
  WHEEL_POSITIONS,
  type AllFilters,
  type SearchOption,
  type WearRateFilters,
  type WearRateRequest,
  type WearRateResponse,
  type WearRateRow,
  wearRowProduct,
} from '../../../contract/product-wear-rate';
export { api } from '../../lib/api-client';
export { ACCOUNT_SELECTION_MAX_SELECTED } from '../../../contract/account-selection';
