import { useAtomValue } from 'jotai';
import { isDealerGroup } from '../../../../contract/report-values';
import { sessionAtom, store } from './app-links';

/** Dealer users (DLR, WIN) always survey as their own dealer; the server enforces it too. */
export function useIsDealerUser(): boolean {
  return isDealerGroup(useAtomValue(sessionAtom, { store }).user?.group);
}
