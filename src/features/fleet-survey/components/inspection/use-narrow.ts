import { useSyncExternalStore } from 'react';

/** Under 900 px the editor is a bottom sheet (inspect.css); the screen lays out for it. */
const NARROW = '(max-width: 899.98px)';

function subscribe(listener: () => void): () => void {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}
