import { useSyncExternalStore } from 'react';

/** Spec 1 §2: below 768 px the chooser uses dropdowns instead of map tiles. */
const SMALL_SCREEN = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  if (typeof matchMedia === 'undefined') return () => {};
  const query = matchMedia(SMALL_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isSmall = () => typeof matchMedia !== 'undefined' && matchMedia(SMALL_SCREEN).matches;

export function useSmallScreen(): boolean {
  return useSyncExternalStore(subscribe, isSmall, () => false);
}
