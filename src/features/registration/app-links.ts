export type { RegistrationRow, RegistrationsPage } from '../../../contract/registration';
export { REGISTRATION_STATUSES } from '../../../contract/registration';
export { userGroups, type UserGroup } from '../../../contract/user';
export { api, errorMessage } from '../../lib/api-client';
export { localeAtom } from '../../lib/store';
