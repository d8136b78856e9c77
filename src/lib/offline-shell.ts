import { atom } from 'jotai';

/**
 * Whether the app itself opens without a network: its service worker controls the page and
 * every precached file is in the cache. A location's data on the device is not enough; without
 * the app's own files a reload offline is the browser's "No internet" page.
 * - 'unsupported': no service worker here (development, a browser without one);
 * - 'installing': `cached` of `total` files saved so far (`total` 0 while not known yet);
 * - 'ready': the worker controls the page and holds every file.
 */
export type OfflineShell = { status: 'unsupported' } | { status: 'installing'; cached: number; total: number } | { status: 'ready' };

export const offlineShellAtom = atom<OfflineShell>({ status: 'unsupported' });
