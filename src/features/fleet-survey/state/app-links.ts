export { isAuthenticatedAtom, sessionAtom, store } from '../../../lib/store';
