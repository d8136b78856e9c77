/** Where the engine learns that the device thinks it is online, and when that changes. */
export interface Connectivity {
  isOnline(): boolean;
  subscribe(listener: (online: boolean) => void): () => void;
}

/**
 * navigator.onLine and the window's online/offline events. onLine = false is reliable (no
 * network at all); onLine = true is only a hint, so the engine also counts failed requests.
 */
export function browserConnectivity(): Connectivity {
  return {
    isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
    subscribe(listener) {
      if (typeof window === 'undefined') return () => {};
      const online = () => listener(true);
      const offline = () => listener(false);
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      return () => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
      };
    },
  };
}

export const alwaysOnline: Connectivity = { isOnline: () => true, subscribe: () => () => {} };
