import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '../../server/seed/demo-users';
import { PORTAL_SCREENS, screensForUser } from '../../src/features/layout/portal-screens';
import { guardPage } from '../../src/features/session/route-guard';
import { popupAtom, sessionAtom, store, type PortalUser } from '../../src/features/session/app-links';

// The server's own answer is not under test here: it grants, so the client's rule alone decides.
vi.mock('../../src/features/session/api', () => ({ checkPermissions: async () => ({ has_permission: true, security_code: null, message: null }) }));
vi.mock('../../src/features/session/session-service', () => ({
  ensureSessionStarted: async () => undefined,
  isSignedIn: () => Boolean(store.get(sessionAtom).user),
  goToSignIn: () => new Promise(() => undefined),
  logout: vi.fn(),
}));

type Demo = (typeof DEMO_USERS)[number];
const asPortalUser = (demo: Demo) => ({ login: demo.login, group: demo.group, user_access_securities: [...demo.securityCodes] }) as unknown as PortalUser;
const menuPaths = (demo: Demo) => screensForUser(asPortalUser(demo)).map((screen) => screen.path);

/** Screens reached only from another one, public pages and redirects: no menu entry. */
const NOT_IN_MENU = new Set(['/', '/404', '/register', '/forgot-password', '/reset-password', '/fleet-survey', '/fleet-condition-report/history']);

/** The paths of the route files without a parameter, as TanStack's file routes name them. */
function routePaths(dir = 'src/routes'): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = join(dir, entry);
    if (statSync(file).isDirectory()) return routePaths(file);
    if (!file.endsWith('.tsx') || entry.startsWith('__') || file.includes('$')) return [];
    const path = `/${relative('src/routes', file).replace(/\.tsx$/, '').replace(/(^|\/)index$/, '')}`;
    return [path.replace(/\/$/, '') || '/'];
  });
}

describe('the header menu of portal screens and the route guard', () => {
  beforeEach(() => {
    store.set(popupAtom, null);
  });

  it.each(DEMO_USERS.map((demo) => [demo.group, demo.login, demo] as const))('agree for %s %s on every screen', async (_group, _login, demo) => {
    store.set(sessionAtom, { token: 't', apiKey: 'k', user: asPortalUser(demo) });
    const listed = new Set(menuPaths(demo));
    for (const screen of PORTAL_SCREENS) {
      const access = await guardPage({ pathname: screen.path, searchStr: '' });
      expect({ path: screen.path, access }).toEqual({ path: screen.path, access: listed.has(screen.path) ? 'granted' : 'denied' });
    }
  });

  it('lists every screen a user opens on its own', () => {
    const listed = new Set(PORTAL_SCREENS.map((screen) => screen.path));
    const missing = routePaths().filter((path) => !NOT_IN_MENU.has(path) && !listed.has(path));
    expect(missing).toEqual([]);
  });

  it('keeps the dealers\' own survey list for dealers', () => {
    for (const demo of DEMO_USERS) {
      expect({ group: demo.group, listed: menuPaths(demo).includes('/dlrtireoptix') }).toEqual({ group: demo.group, listed: demo.group === 'DLR' || demo.group === 'WIN' });
    }
  });

  it('gives the administrator every screen but the dealers\' list, and the code-less customer no coded one', () => {
    const admin = DEMO_USERS.find((demo) => demo.group === 'ADMIN')!;
    expect(menuPaths(admin)).toEqual(PORTAL_SCREENS.map((screen) => screen.path).filter((path) => path !== '/dlrtireoptix'));
    const yardLead = DEMO_USERS.find((demo) => demo.login === 'yard.lead@northline.example')!;
    expect(menuPaths(yardLead)).toEqual(['/checkpoint', '/dealer-survey-report', '/locations', '/tireoptix', '/favorites']);
  });
});
