import { HTTPError } from 'ky';
import { checkPermissions, type PermissionAnswer } from './api';
import { createRequestGuard } from './request-guard';
import { ensureSessionStarted, goToSignIn, isSignedIn, logout } from './session-service';
import { popupAtom, securityCodeForPath, sessionAtom, store, userMayOpenPage } from './app-links';

export type PageAccess = 'granted' | 'denied';

/** Pages any visitor may see, signed in or not. */
export const PUBLIC_PATHS: readonly string[] = ['/404', '/register', '/forgot-password', '/reset-password'];

const checkPageOnce = createRequestGuard<PermissionAnswer>((page) => checkPermissions(page));

/** Whether the user's access list holds the code a page needs (null: no code needed). */
export function hasSecurityCode(codes: readonly string[] | undefined, code: string | null): boolean {
  return code === null || (codes ?? []).includes(code);
}

function deny(): PageAccess {
  store.set(popupAtom, 'permissions');
  return 'denied';
}

/**
 * The guard every route runs before it loads (spec 1 §2 and §6): sign-in first, then the
 * page's security code against the user's access list, then the server's own answer.
 */
export async function guardPage(location: { pathname: string; searchStr: string }): Promise<PageAccess> {
  await ensureSessionStarted();
  if (PUBLIC_PATHS.includes(location.pathname)) return 'granted';
  if (!isSignedIn()) {
    // Without a server there is no sign-in page either; the startup-failure popup says why.
    if (store.get(popupAtom) === 'startup-failure') return 'denied';
    return goToSignIn({ pathname: location.pathname, search: location.searchStr });
  }

  // One rule for the guard and the header's screens menu: the page's code and its user groups.
  if (!userMayOpenPage(location.pathname, store.get(sessionAtom).user ?? {})) return deny();
  if (securityCodeForPath(location.pathname) === null) return 'granted';

  try {
    const answer = await checkPageOnce(location.pathname);
    return answer.has_permission ? 'granted' : deny();
  } catch (error) {
    // A rejected sign-in logs out (spec 1 §8) and a refused right denies; without an answer the
    // local check stands, and the server still enforces the code on every call of the page.
    if (error instanceof HTTPError && error.response.status === 401) {
      return logout({ pathname: location.pathname, search: location.searchStr });
    }
    if (error instanceof HTTPError && error.response.status === 403) return deny();
    return 'granted';
  }
}
