export type { AppSetup, outboundLinkResponse } from '../../../contract/auth';
export type { UserGroup } from '../../../contract/user';
export { appSetupAtom, localeAtom, sessionAtom } from '../../lib/store';
export { readJson, STORAGE_KEYS } from '../../lib/storage';
export { api } from '../../lib/api-client';
