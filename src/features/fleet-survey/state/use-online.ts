import { useAtomValue } from 'jotai';
import { useSyncExternalStore } from 'react';
import { syncRuntimeAtom } from '../sync';
import { store } from './app-links';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const browserOnline = () => navigator.onLine !== false;

/**
 * Whether server calls are worth making: the browser says so and the sync engine's last
 * request got an answer. A yard with a captive Wi-Fi says "online" and answers nothing, so
 * the engine's view counts too.
 */
export function useOnline(): boolean {
  const browser = useSyncExternalStore(subscribe, browserOnline, () => true);
  const runtime = useAtomValue(syncRuntimeAtom, { store });
  return browser && runtime.online;
}
