import { useAtomValue } from 'jotai';
import { sessionAtom, store } from './app-links';

/** Dealer users (DLR, WIN) always survey as their own dealer; the server enforces it too. */
export function useIsDealerUser(): boolean {
  const group = useAtomValue(sessionAtom, { store }).user?.group;
  return group === 'DLR' || group === 'WIN';
}
