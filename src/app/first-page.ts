import type { AnyRouter } from '@tanstack/react-router';
import { preloadMessageParts } from '../features/language';
import { messagePartsOfRoutes } from '../lib/message-parts';

/**
 * Starts loading the code and catalogue parts of the routes the address matches, while the
 * language pack and the session travel: without it they would start only once the first render
 * ran the root guard, one more round trip on the way to the first screen. Only code loads here:
 * no guard, loader or permission check runs early (the router itself still runs them in order).
 * A chunk that fails to load is retried by the navigation, which then reports it.
 */
export function preloadFirstPage(router: AnyRouter, pathname: string, locale: string): void {
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) router.loadRouteChunk(route)?.catch(() => undefined);
  preloadMessageParts(locale, messagePartsOfRoutes(routes.map((route) => route.id)));
}
