import { useAtomValue } from 'jotai';
import { connectionAtom, offlineShellAtom, store, type Connection, type OfflineShell } from './app-links';

export { checkServerNow } from './app-links';

/**
 * The device's connection to the server, as the whole app sees it (lib/connection.ts): offline,
 * online with a server that answers, or online with a server that does not (a yard Wi-Fi
 * without internet, a captive portal, the server down). The sync engine's sends count too.
 */
export function useConnection(): Connection {
  return useAtomValue(connectionAtom, { store });
}

/** Whether server calls are worth making: the device is online and the server answers. */
export function useOnline(): boolean {
  return useConnection() === 'online';
}

/** Whether the app itself opens without a network (see lib/offline-shell.ts). */
export function useOfflineShell(): OfflineShell {
  return useAtomValue(offlineShellAtom, { store });
}
