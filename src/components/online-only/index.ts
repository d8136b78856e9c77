export { OnlineOnly, type OnlineOnlyProps } from './online-only';
export { useOnline } from './use-online';
