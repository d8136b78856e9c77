import { beforeEach, describe, expect, it, vi } from 'vitest';
import { guardPage } from './route-guard';
import { popupAtom, sessionAtom, store, type PortalUser } from './app-links';

const checkPermissions = vi.fn();
const goToSignIn = vi.fn();

vi.mock('./api', () => ({ checkPermissions: (page: string) => checkPermissions(page) }));
vi.mock('./session-service', () => ({
  ensureSessionStarted: async () => undefined,
  isSignedIn: () => Boolean(store.get(sessionAtom).user),
  goToSignIn: (location: unknown) => {
    goToSignIn(location);
    return new Promise(() => undefined);
  },
  logout: vi.fn(),
}));

function signIn(codes: string[]) {
  const user = { login: 'dana', user_access_securities: codes } as unknown as PortalUser;
  store.set(sessionAtom, { token: 't', apiKey: 'k', user });
}

const at = (pathname: string) => ({ pathname, searchStr: '' });

describe('guardPage', () => {
  beforeEach(() => {
    checkPermissions.mockReset();
    goToSignIn.mockReset();
    store.set(popupAtom, null);
    store.set(sessionAtom, { token: null, apiKey: null, user: null });
  });

  it('sends a visitor without a session to sign in, except on /404', async () => {
    void guardPage({ pathname: '/checkpoint', searchStr: '?foo=1' });
    await vi.waitFor(() => expect(goToSignIn).toHaveBeenCalledWith({ pathname: '/checkpoint', search: '?foo=1' }));
    await expect(guardPage(at('/404'))).resolves.toBe('granted');
  });

  it('opens pages without a code with no server check', async () => {
    signIn([]);
    await expect(guardPage(at('/checkpoint'))).resolves.toBe('granted');
    expect(checkPermissions).not.toHaveBeenCalled();
  });

  it('denies a coded page missing from the access list without asking the server', async () => {
    signIn(['TVLOGIN']);
    await expect(guardPage(at('/fleet-condition-report'))).resolves.toBe('denied');
    expect(store.get(popupAtom)).toBe('permissions');
    expect(checkPermissions).not.toHaveBeenCalled();
  });

  it('asks the server once for concurrent checks of the same page', async () => {
    signIn(['FDLOGIN']);
    let answer!: (value: unknown) => void;
    checkPermissions.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const both = Promise.all([guardPage(at('/fleet-dashboard')), guardPage(at('/fleet-dashboard'))]);
    await vi.waitFor(() => expect(checkPermissions).toHaveBeenCalledTimes(1));
    answer({ has_permission: true, security_code: 'FDLOGIN', message: null });
    await expect(both).resolves.toEqual(['granted', 'granted']);
    expect(checkPermissions).toHaveBeenCalledTimes(1);
  });

  it("follows the server's refusal", async () => {
    signIn(['FDLOGIN']);
    checkPermissions.mockResolvedValue({ has_permission: false, security_code: 'FDLOGIN', message: 'no' });
    await expect(guardPage(at('/fleet-dashboard'))).resolves.toBe('denied');
    expect(store.get(popupAtom)).toBe('permissions');
  });
});
