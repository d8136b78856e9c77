export { userMayOpenPage } from '../../../contract/page-permissions';
export type { UserGroup } from '../../../contract/user';
export { sessionAtom } from '../../lib/store';
