import { expect, test } from '@playwright/test';
import { signInAt, storedSession } from './support/session';
import { FLEET_MANAGER } from './support/users';

/** The provider's other sites are stood in for here; the test only looks at what the browser asks them for. */
const SISTER_SITES = /^https:\/\/[a-z0-9.-]*tiremaker\.example\//;

test('no header or footer link carries the session; following one to a sister site hands over a single-use ticket', async ({ page, context }) => {
  const visited: string[] = [];
  await context.route(SISTER_SITES, async (route) => {
    visited.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Sister site</title><h1>Sister site</h1>' });
  });
  await signInAt(page, '/', FLEET_MANAGER);
  const { token } = await storedSession(page);
  expect(token).toBeTruthy();

  const hrefs = await page.locator('.site-header a[href], .site-footer a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.filter((href) => href.startsWith('https://')).length).toBeGreaterThan(5);
  for (const href of hrefs) {
    expect(href).not.toContain('token=');
    expect(href).not.toContain(token!);
    expect(href).not.toContain('ticket=');
  }

  // "Contact us" opens in this window: the ticket is minted on the click.
  await page.locator('.site-header').getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL((url) => url.hostname === 'www.tiremaker.example' && url.pathname === '/contact');
  const landed = new URL(page.url());
  expect(landed.searchParams.get('ticket')).toBeTruthy();
  expect(landed.searchParams.has('token')).toBe(false);
  expect(visited.every((url) => !url.includes(token!))).toBe(true);
});
