import { expect, test } from '@playwright/test';
import { MEMBERSHIP_PATH, popup, signInAt, storedSession, submitSignIn } from './support/session';
import { FLEET_MANAGER, YARD_LEAD } from './support/users';

test('a signed-out visit goes through membership and returns to the same page and query', async ({ page }) => {
  await page.goto('/checkpoint?foo=1');
  await expect(page).toHaveURL((url) => url.pathname === MEMBERSHIP_PATH);
  const membership = new URL(page.url());
  expect(membership.searchParams.get('returnPath')).toBe('/checkpoint');
  expect(membership.searchParams.get('returnQuery')).toBe('foo=1');
  expect(membership.searchParams.get('returnHost')).toBe(new URL(page.url()).origin);
  expect(membership.searchParams.get('lang')).toBe('en-US');

  await submitSignIn(page, FLEET_MANAGER);
  await expect(page).toHaveURL((url) => url.pathname === '/checkpoint' && url.search === '?foo=1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const stored = await storedSession(page);
  expect(stored.token).toBeTruthy();
  expect(JSON.parse(stored.user ?? '{}').login).toBe(FLEET_MANAGER.login);
  await expect(page).toHaveTitle('Fleet Tire Portal');
});

test('a customer without the fleet condition code sees the permission popup, not the page', async ({ page }) => {
  await page.goto('/fleet-condition-report');
  await submitSignIn(page, YARD_LEAD);
  await expect(page).toHaveURL((url) => url.pathname === '/fleet-condition-report' && !url.searchParams.has('user'));
  const dialog = popup(page, 'permissions');
  await expect(dialog).toBeVisible();
  await expect(page.locator('#main h1')).toHaveCount(0);
  // Its title names it (in the user's language: this user reads Spanish).
  await expect(dialog).toHaveAccessibleName((await dialog.getByRole('heading').textContent()) ?? 'no title');
  // Modal: focus is on its one action, and Escape is that action too (the session-timeout test clicks it).
  await expect(dialog.getByRole('button')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.locator('#main h1')).toBeVisible();
  // The home page offers only what the user may open.
  await expect(page.locator('[data-testid="report-areas"] a[href="/fleet-condition-report"]')).toHaveCount(0);
  await expect(page.locator('[data-testid="report-areas"] a[href="/checkpoint"]')).toBeVisible();
});

test('an expired token shows the session-timeout popup within 15 seconds; closing it logs out', async ({ page }) => {
  await page.clock.install();
  await signInAt(page, '/', FLEET_MANAGER);
  // The session itself has ended on the server: its refresh is refused.
  await page.route('**/api/v2/authorization/refresh_session', (route) => route.fulfill({ status: 401, json: { status: 401, message: 'expired' } }));
  const expiresAt = await page.evaluate(() => JSON.parse(localStorage.getItem('USER') ?? '{}').user_token_expire_time as number);
  const now = await page.evaluate(() => Date.now());
  await page.clock.fastForward(expiresAt - now + 1_000);
  await page.clock.runFor(15_000);

  const dialog = popup(page, 'session-timeout');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button').click();
  await expect(page).toHaveURL((url) => url.pathname === MEMBERSHIP_PATH);
  const stored = await storedSession(page);
  expect(stored).toEqual({ token: null, key: null, user: null, header: null, footer: null });
});

test('a token about to expire is renewed silently, so the session goes on without a popup', async ({ page }) => {
  await page.clock.install();
  await signInAt(page, '/', FLEET_MANAGER);
  const before = await storedSession(page);
  const expiresAt = JSON.parse(before.user ?? '{}').user_token_expire_time as number;
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/v2/authorization/refresh_session')) refreshes.push(response.status());
  });
  // The page's time stands still a minute and a half before the expiry; the next check, still
  // before it, renews the token (the server renews only unexpired ones).
  await page.clock.pauseAt(expiresAt - 90_000);
  await page.clock.runFor(30_000);
  await expect.poll(() => refreshes, { timeout: 10_000 }).toContain(200);
  await expect.poll(async () => (await storedSession(page)).token).not.toBe(before.token);
  expect(await page.evaluate(() => Date.now())).toBeLessThan(expiresAt);
  await expect(popup(page, 'session-timeout')).toHaveCount(0);
  await expect(page.locator('.site-header')).toBeVisible();
});

test('unknown paths land on /404', async ({ page }) => {
  await signInAt(page, '/', FLEET_MANAGER);
  await page.goto('/no-such-page');
  await expect(page).toHaveURL((url) => url.pathname === '/404');
  await expect(page.locator('#main h1')).toBeVisible();
});

test('the header shows the menu tabs of app_setup, collapsed until opened', async ({ page }) => {
  await signInAt(page, '/', FLEET_MANAGER);
  const [start] = await Promise.all([page.waitForResponse((response) => response.url().includes('/api/v2/authorization/start')), page.reload()]);
  const setup = (await start.json()) as { app_setup: { header_content: { tabs: { name: string; links: { name: string }[] }[] } } };
  const tabs = setup.app_setup.header_content.tabs;
  expect(tabs.length).toBeGreaterThan(0);

  const nav = page.locator('.header-nav');
  for (const tab of tabs) {
    await expect(nav.getByRole('button', { name: tab.name, exact: true })).toHaveAttribute('aria-expanded', 'false');
  }
  const first = nav.getByRole('button', { name: tabs[0].name, exact: true });
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: tabs[0].links[0].name })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
});

test('logout clears the stored session and lands on the membership page', async ({ page }) => {
  await signInAt(page, '/', FLEET_MANAGER);
  expect((await storedSession(page)).token).toBeTruthy();
  await page.locator('.header-logout').click();
  await expect(page).toHaveURL((url) => url.pathname === MEMBERSHIP_PATH);
  expect(await storedSession(page)).toEqual({ token: null, key: null, user: null, header: null, footer: null });
  // The old session is over: opening the portal again asks for sign-in.
  await page.goto('/checkpoint');
  await expect(page).toHaveURL((url) => url.pathname === MEMBERSHIP_PATH);
});

test.describe('in old Internet Explorer', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko' });

  test('an address over 2000 characters shows the too-long-URL popup', async ({ page }) => {
    await signInAt(page, '/', FLEET_MANAGER);
    await page.goto(`/checkpoint?filter=${'x'.repeat(2000)}`);
    await expect(popup(page, 'url-too-long')).toBeVisible();
  });
});

test('a server that cannot be reached at startup shows the startup-failure popup', async ({ page }) => {
  await page.route('**/api/v2/authorization/start**', (route) => route.abort('connectionrefused'));
  await page.goto('/checkpoint');
  await expect(popup(page, 'startup-failure')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/checkpoint');
});
