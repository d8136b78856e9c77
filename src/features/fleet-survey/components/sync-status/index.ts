export { SyncStatusBar } from './sync-status-bar';
