import type { QueryClient } from '@tanstack/react-query';

/** What every route's loader and guard receive from the router. */
export interface RouterContext {
  queryClient: QueryClient;
}
