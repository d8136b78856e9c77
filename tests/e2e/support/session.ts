import { expect, type Page } from '@playwright/test';

export const MEMBERSHIP_PATH = '/membership/sign-in';

/** Fills and sends the membership sign-in form the portal redirected to. */
export async function submitSignIn(page: Page, user: { login: string; password: string }): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === MEMBERSHIP_PATH);
  await page.locator('#email').fill(user.login);
  await page.locator('#password').fill(user.password);
  await page.locator('form button[type="submit"], form input[type="submit"]').first().click();
}

/** Opens a portal path signed out, signs in on the membership page and waits to be back. */
export async function signInAt(page: Page, path: string, user: { login: string; password: string }): Promise<void> {
  await page.goto(path);
  await submitSignIn(page, user);
  const expected = new URL(path, 'http://portal.invalid');
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
