import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS } from '../../server/seed/demo-users';
import { popup, signInAt } from './support/session';

/**
 * The header's "Portal screens" tab: every screen a demo role may open and only those, each
 * link landing on its screen (its heading, no permissions popup). The lists are written out per
 * role so a wrong rule in the shared page permissions shows here.
 */
const REPORTS = ['/scrap-analysis-report', '/product-analysis-report', '/product-wear-rate-report', '/unit-history-report', '/torque-summary-report'];
const CUSTOMER = ['/checkpoint', '/dealer-survey-report', '/fleet-condition-report', '/fleet-dashboard', '/locations', '/tireoptix', ...REPORTS, '/favorites'];
const DEALER = ['/checkpoint', '/dealer-survey-report', '/fleet-condition-report', '/locations', '/tireoptix', '/dlrtireoptix', '/scrap-analysis-report', '/unit-history-report', '/torque-summary-report', '/favorites'];
const STAFF = [...CUSTOMER, '/leasesales/configurator', '/manage-products', '/manage-specs'];
const EXPECTED: Record<string, string[]> = {
  'fleet.manager@northline.example': CUSTOMER,
  'yard.lead@northline.example': ['/checkpoint', '/dealer-survey-report', '/locations', '/tireoptix', '/favorites'],
  'fleet.manager@maplehaul.example': CUSTOMER,
  'service@interstate-tire.example': DEALER,
  'tech@prairie-tire.example': DEALER,
  'analyst@tiremaker.example': STAFF,
  'support@tiremaker.example': STAFF,
  'admin@tiremaker.example': [...STAFF, '/admin/translations', '/admin/registrations'],
};

/** The first header tab is the portal's own screens, in whatever language the user reads. */
const screensTab = (page: Page) => page.locator('.header-tabs > li').first();

async function openScreensTab(page: Page) {
  const tab = screensTab(page);
  await tab.getByRole('button').click();
  await expect(tab.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  return tab.getByRole('list');
}

async function menuPaths(page: Page): Promise<string[]> {
  const panel = await openScreensTab(page);
  const hrefs = await panel.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  await page.keyboard.press('Escape');
  return hrefs;
}

for (const user of DEMO_USERS) {
  test(`menu: ${user.group} ${user.login} reaches every screen allowed and only those`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAt(page, '/', user);
    const expected = EXPECTED[user.login]!;
    expect(await menuPaths(page)).toEqual(expected);

    for (const path of expected) {
      const panel = await openScreensTab(page);
      await panel.locator(`a[href="${path}"]`).click();
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(popup(page, 'permissions')).toHaveCount(0);
    }
  });
}

test('menu: a customer opening the dealers\' survey list is refused, a dealer is not', async ({ page, browser }) => {
  const customer = DEMO_USERS.find((u) => u.login === 'fleet.manager@northline.example')!;
  await signInAt(page, '/', customer);
  await page.goto('/dlrtireoptix');
  await expect(popup(page, 'permissions')).toBeVisible();

  const dealerPage = await (await browser.newContext()).newPage();
  const dealer = DEMO_USERS.find((u) => u.group === 'DLR')!;
  await signInAt(dealerPage, '/dlrtireoptix', dealer);
  await expect(dealerPage.getByRole('heading', { level: 1, name: 'Dealer survey reports' })).toBeVisible();
  await expect(popup(dealerPage, 'permissions')).toHaveCount(0);
});

test('menu: the screens tab works by keyboard at 768 px and closes on Escape', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  const admin = DEMO_USERS.find((u) => u.group === 'ADMIN')!;
  await signInAt(page, '/', admin);
  const button = page.getByRole('button', { name: 'Portal screens' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const link = menu.getByRole('link', { name: 'Manage specifications' });
  await expect(link).toBeVisible();
  // The open panel stays inside the 768 px window.
  const box = (await link.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(768);
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Checkpoint reports' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await expect(link).toBeHidden();

  await page.keyboard.press('Enter');
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/manage-specs');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage specifications' })).toBeVisible();
});

test('menu: in French the screens tab and its links are French', async ({ page }) => {
  const maple = DEMO_USERS.find((u) => u.login === 'fleet.manager@maplehaul.example')!;
  await signInAt(page, '/?lang=fr-CA', maple);
  const panel = await openScreensTab(page);
  await expect(screensTab(page).getByRole('button')).toHaveText('Écrans du portail');
  await expect(panel.getByRole('link', { name: 'Rapports favoris' })).toBeVisible();
});

test('translations: the screen opens on the language the administrator reads and lists words by their English text', async ({ page }) => {
  const admin = DEMO_USERS.find((u) => u.group === 'ADMIN')!;
  await signInAt(page, '/', admin);
  await (await openScreensTab(page)).getByRole('link', { name: 'Translations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Translations' })).toBeVisible();
  const locale = page.getByLabel('Locale', { exact: true });
  await expect(locale.locator('option:checked')).toHaveText('English (United States) (en-US)');

  const rows = page.getByRole('table', { name: 'Words of the chosen locale' }).locator('tbody tr');
  await page.getByLabel('Search words').fill('Portal screens');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('rowheader')).toHaveText('Portal screens');
  await expect(page.getByLabel('Translation of “Portal screens”')).toHaveValue('Portal screens');

  // Read in French, the screen opens on French.
  await page.goto('/admin/translations?lang=fr-CA');
  await expect(page.getByRole('heading', { level: 1, name: 'Traductions' })).toBeVisible();
  await expect(page.getByLabel('Langue', { exact: true }).locator('option:checked')).toHaveText(/\(fr-CA\)$/);
});

test('favorites: "Save as favorite" leads to the favorites screen, which lists the saved report', async ({ page }) => {
  const manager = DEMO_USERS.find((u) => u.login === 'fleet.manager@northline.example')!;
  await signInAt(page, '/dealer-survey-report?run=true', manager);
  await page.getByRole('button', { name: 'Save as favorite' }).click();
  const name = `Dealer surveys ${test.info().workerIndex}-${Date.now()}`;
  await page.getByRole('dialog').getByLabel('Name').fill(name);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await page.getByRole('status').getByRole('link', { name: 'Open your favorites' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'Favorite reports' })).toBeVisible();
  await expect(page.getByRole('cell', { name })).toBeVisible();
});
