/**
 * What this needs of the router. Not AnyRouter: the root route passes its own router, and
 * checking that against AnyRouter inside the root route's definition makes its types circular.
 */
interface NavigationEvents {
  readonly state: { readonly status: 'pending' | 'idle'; readonly resolvedLocation?: unknown };
  subscribe(event: 'onResolved', listener: () => void): () => void;
}

/** However the first navigation ends (a redirect away never resolves), deferred work runs by then. */
const LATEST_MS = 5_000;
/** How long an idle callback may wait for a busy main thread. */
const IDLE_TIMEOUT_MS = 1_000;

function whenIdle(work: () => void): void {
  // Safari has no requestIdleCallback; a short timer lets the screen's own tasks go first.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(work, 50);
}

/**
 * Runs `work` once, when the first screen is up (the router resolved its first navigation: its
 * code loaded and it rendered) and the browser is idle, or after LATEST_MS at the latest. For
 * what the first screen does not need (the field sync engine, the service worker, the popup
 * dialog's code): started earlier, it would compete with the screen's own code and first call
 * on a slow network. Returns a cancel for a caller that unmounts.
 */
export function afterFirstScreen(router: NavigationEvents, work: () => void): () => void {
  let done = false;
  let cancelled = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(latest);
    unsubscribe();
    whenIdle(() => {
      if (!cancelled) work();
    });
  };
  const latest = setTimeout(run, LATEST_MS);
  const unsubscribe = router.subscribe('onResolved', run);
  if (router.state.resolvedLocation && router.state.status === 'idle') run();
  return () => {
    done = true;
    cancelled = true;
    clearTimeout(latest);
    unsubscribe();
  };
}
