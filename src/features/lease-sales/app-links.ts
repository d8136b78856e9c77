export { deviceTimeZone, formatDay } from '../../../contract/date-format';
export {
  LEASE_SALES_GROUPS,
  RATED_LISTS,
  type AnswerRating,
  type ConfiguratorResponse,
  type ConfiguratorStructure,
  type ConfiguratorSubmitRequest,
  type ConfiguratorSubmitResponse,
  type GeocodeResponse,
  type RatedList,
  type RatedOption,
} from '../../../contract/lease-sales';
export { api, errorMessage } from '../../lib/api-client';
export { sessionAtom, store } from '../../lib/store';
