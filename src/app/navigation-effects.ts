import type { AnyRouter } from '@tanstack/react-router';
import { popupAtom, store } from '../lib/store';
import { isUrlTooLong } from './url-length';

/** Spec 1 §2: one fixed browser title for every page. */
export const PORTAL_TITLE = 'Fleet Tire Portal';
/** Spec 1 §9: the view scrolls to the top this long after each navigation. */
export const SCROLL_TO_TOP_DELAY_MS = 100;

export function checkUrlLength(href: string): void {
  const url = href.startsWith('/') ? `${window.location.origin}${href}` : href;
  if (isUrlTooLong(url, navigator.userAgent)) store.set(popupAtom, 'url-too-long');
}

/** What happens around every navigation, whichever page it reaches. */
export function installNavigationEffects(router: AnyRouter): () => void {
  document.title = PORTAL_TITLE;
  checkUrlLength(window.location.href);
  const offBefore = router.subscribe('onBeforeNavigate', (event) => checkUrlLength(event.toLocation.href));
  const offResolved = router.subscribe('onResolved', (event) => {
    document.title = PORTAL_TITLE;
    // A move to a part of a page (a unit saved returns to the dashboard's #units) lands on that
    // part, as the router scrolls it into view; scrolling to the top after it would undo that and
    // move the page under a finger already reaching for it.
    if (event.hrefChanged && !event.toLocation.hash) window.setTimeout(() => window.scrollTo(0, 0), SCROLL_TO_TOP_DELAY_MS);
  });
  return () => {
    offBefore();
    offResolved();
  };
}
