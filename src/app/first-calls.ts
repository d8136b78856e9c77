import type { QueryClient } from '@tanstack/react-query';
import type { RouterContext } from './router-context';

/** A route's context below the root guard, which says whether the page may open. */
interface PageContext extends RouterContext {
  access: 'granted' | 'denied';
}

/**
 * Starts a screen's first calls from its route's loader, so they travel while the screen's code
 * loads instead of after it. Not awaited: the screen still shows its own loading state and
 * errors, reading the same queries. A page the guard denied renders nothing and calls nothing.
 */
export function startFirstCalls(context: PageContext, start: (queryClient: QueryClient) => void): void {
  if (context.access === 'granted') start(context.queryClient);
}
