import { expect, test, type Page } from '@playwright/test';

export const MEMBERSHIP_PATH = '/membership/sign-in';

/** Fills and sends the membership sign-in form the portal redirected to. */
export async function submitSignIn(page: Page, user: { login: string; password: string }): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === MEMBERSHIP_PATH);
  await page.locator('#email').fill(user.login);
  await page.locator('#password').fill(user.password);
  await page.locator('form button[type="submit"], form input[type="submit"]').first().click();
}

/**
 * Opens a portal path signed in. The membership form is posted over HTTP rather than typed: the
 * sign-in pages have their own tests (session.spec.ts, admin-people.spec.ts), and skipping the
 * signed-out load and the form saves two page loads a test. From the ticket on, the browser
 * takes the real path: the portal exchanges the ticket, stores the session and reloads.
 */
export async function signInAt(page: Page, path: string, user: { login: string; password: string }): Promise<void> {
  const expected = new URL(path, 'http://portal.invalid');
  const portal = new URL(test.info().project.use.baseURL ?? '');
  const answer = await page.request.post(MEMBERSHIP_PATH, {
    form: { email: user.login, password: user.password, returnHost: portal.origin, returnPath: expected.pathname, returnQuery: expected.search.slice(1), lang: '' },
    maxRedirects: 0,
  });
  expect(answer.status(), `sign-in of ${user.login}`).toBe(303);
  const ticketUrl = answer.headers()['location'] ?? '';
  expect(new URL(ticketUrl).searchParams.get('user'), 'the sign-in answers a ticket').toBeTruthy();
  await page.goto(ticketUrl);
  await expect(page).toHaveURL((url) => url.pathname === expected.pathname && !url.searchParams.has('user'));
  await expect(page.locator('.site-header')).toBeVisible();
}

/** The portal's own local-storage entries. */
export function storedSession(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem('TOKEN'),
    key: localStorage.getItem('API_KEY'),
    user: localStorage.getItem('USER'),
    header: localStorage.getItem('HEADER_MENU'),
    footer: localStorage.getItem('FOOTER_MENU'),
  }));
}

/** The visible popup of a kind (spec 1 §8). */
export const popup = (page: Page, kind: string) => page.getByRole('alertdialog').filter({ has: page.locator(`[data-popup="${kind}"]`) });
