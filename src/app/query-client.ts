import { onlineManager, QueryClient } from '@tanstack/react-query';
import { connectionAtom } from '../lib/connection';
import { store } from '../lib/store';

/**
 * Reports are online views: a failed call is shown, not silently retried (the API client
 * already raises the popups), and data stays fresh for a minute of tab switching.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// Online for TanStack Query means a server that answers, not only a network (lib/connection.ts):
// queries wait while it is silent, and the online-only panels follow the same state.
onlineManager.setEventListener((setOnline) => {
  const update = () => setOnline(store.get(connectionAtom) === 'online');
  update();
  return store.sub(connectionAtom, update);
});
