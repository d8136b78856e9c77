import { createRouter } from '@tanstack/react-router';
import { NotFoundRedirect } from '../components/layout/not-found-redirect';
import { RouteError } from '../components/online-only/route-error';
import { routeTree } from '../routeTree.gen';
import { queryClient } from './query-client';

export const router = createRouter({
  routeTree,
  context: { queryClient },
  // Every unknown path ends on /404, whichever part of the tree failed to match.
  notFoundMode: 'root',
  defaultNotFoundComponent: NotFoundRedirect,
  // Offline, a screen that fails to open says the device is offline (see RouteError).
  defaultErrorComponent: RouteError,
  // No preloading: a preload would run the route guards and their permission checks early.
  defaultPreload: false,
  // The spec's own rule (top of the page 100 ms after navigating) replaces restoration.
  scrollRestoration: false,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
