export { isAuthenticatedAtom, sessionAtom, store } from '../../../lib/store';
export { checkServerNow, connectionAtom, type Connection } from '../../../lib/connection';
export { offlineShellAtom, type OfflineShell } from '../../../lib/offline-shell';
