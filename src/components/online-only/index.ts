export { OnlineOnly, type OnlineOnlyProps } from './online-only';
export { useOnline } from './use-online';
export { OfflineNotice } from './offline-notice';
export { RouteError } from './route-error';
