export type { checkPermissionsResponse, sessionResponse, startResponse } from '../../../contract/auth';
export { securityCodeForPath, userMayOpenPage } from '../../../contract/page-permissions';
export type { PortalUser } from '../../../contract/user';
export { api, saveAppSetup, saveUser } from '../../lib/api-client';
export { appSetupAtom, isAuthenticatedAtom, localeAtom, popupAtom, sessionAtom, store } from '../../lib/store';
export { readJson, readText, STORAGE_KEYS, writeText } from '../../lib/storage';
export { getConnection } from '../../lib/connection';
