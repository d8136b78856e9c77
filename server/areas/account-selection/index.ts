/**
 * The account selection table shared by the report areas (spec 3 §3): mount
 * accountSelectionRoutes under a report's prefix, or call selectAccounts and getSelects.
 */
export { accountsInScope, selectAccounts } from './repository';
export { countriesInScope, dealersInScope, fleetNames, getSelects, statesByCountry } from './selects-repository';
export { accountSelectionRoutes, type AccountSelectionRouteOptions } from './routes';
export { accountIdsRoute } from './account-ids';
