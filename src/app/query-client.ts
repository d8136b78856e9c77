import { QueryClient } from '@tanstack/react-query';

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
