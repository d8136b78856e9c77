import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signInAt } from './support/session';
import { FLEET_MANAGER } from './support/users';

/** The header's language control, named "Language: <current language>". */
const languageButton = (page: Page) => page.locator('.site-header').getByRole('button', { name: /^Language: / });
const logoutButton = (page: Page, name: string) => page.locator('.site-header').getByRole('button', { name });
/** Clicks a region tile or language entry as a user does: on its visible label (the radio input itself is visually hidden). */
const pick = (dialog: Locator, name: string) => dialog.locator('label').filter({ has: dialog.page().getByRole('radio', { name, exact: true }) }).click();

test('choosing fr-CA previews the chooser in French, then re-labels the header', async ({ page }) => {
  await signInAt(page, '/', FLEET_MANAGER);
  await expect(logoutButton(page, 'Log out')).toBeVisible();

  await languageButton(page).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Choose your region and language' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'North America' })).toBeChecked();

  await pick(dialog, 'Français (Canada)');
  // The dialog speaks the language being picked; the portal behind it does not change yet.
  await expect(dialog.getByRole('heading', { name: 'Choisissez votre région et votre langue' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Amérique du Nord' })).toBeChecked();
  await expect(logoutButton(page, 'Log out')).toBeVisible();

  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(dialog).toBeHidden();
  await expect(logoutButton(page, 'Se déconnecter')).toBeVisible();
  await expect(languageButton(page)).toHaveCount(0);
  await expect(page.locator('.site-header').getByRole('button', { name: /^Langue\s: Français \(Canada\)$/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  expect(await page.evaluate(() => localStorage.getItem('USER_LANGUAGE'))).toBe('fr-CA');

  // The choice is kept for the next visit.
  await page.reload();
  await expect(logoutButton(page, 'Se déconnecter')).toBeVisible();
});

test('a region resets the language to its first; wide screens show map tiles', async ({ page }) => {
  await signInAt(page, '/', FLEET_MANAGER);
  await languageButton(page).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.language-chooser__tile svg')).toHaveCount(4);
  await expectNoSeriousA11yViolations(page);

  await pick(dialog, 'Europe');
  await expect(dialog.getByRole('radio', { name: 'English (United Kingdom)' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Deutsch (Deutschland)' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Français (Canada)' })).toHaveCount(0);

  // Arrow keys move between region tiles like any radio group.
  await dialog.getByRole('radio', { name: 'Europe' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'Asia' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: '中文（中国）' })).toBeChecked();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(logoutButton(page, 'Log out')).toBeVisible();
});

test('small screens pick region and language from dropdowns', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The folding menu's slide is covered by screens.spec; here it would only move the button being tapped.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInAt(page, '/', FLEET_MANAGER);
  const menuButton = page.locator('.site-header').getByRole('button', { name: 'Menu' });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await languageButton(page).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Choose your region and language' })).toBeVisible();
  await expect(dialog.locator('.language-chooser__tile')).toHaveCount(0);

  // The labels follow the language being previewed, so the dropdowns are found by position.
  const [region, language] = [dialog.getByRole('combobox').first(), dialog.getByRole('combobox').last()];
  await expect(dialog.getByRole('combobox', { name: 'Region' })).toBeVisible();
  await region.selectOption({ label: 'South America' });
  await expect(language).toHaveValue('es-AR');
  await expect(region).toHaveAccessibleName('Región');
  await language.selectOption('pt-BR');
  await expect(dialog.getByRole('heading', { name: 'Escolha sua região e idioma' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
});

test('without the server language pack the shipped catalog still applies the language', async ({ page }) => {
  await signInAt(page, '/', FLEET_MANAGER);
  await page.route('**/api/Content/LanguagesPack/**', (route) => route.fulfill({ status: 500, json: { status: 500, message: 'down' } }));
  await languageButton(page).click();
  const dialog = page.getByRole('dialog');
  await pick(dialog, 'Français (Canada)');
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(logoutButton(page, 'Se déconnecter')).toBeVisible();
});

test("in French the header's Fleet dashboard stays in the portal and unit types are French", async ({ page }) => {
  await signInAt(page, '/', FLEET_MANAGER);
  await page.evaluate(() => localStorage.setItem('USER_LANGUAGE', 'fr-CA'));
  await page.goto('/locations/1/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  // The type filter of the unit list offers the types in French.
  const typeFilter = page.locator('#units select, #units [role="combobox"]').first();
  await expect(typeFilter).toBeVisible();
  await expect.poll(() => page.locator('#units select option').allTextContents()).toEqual(expect.arrayContaining(['Tracteur', 'Remorque']));
  expect(await page.locator('#units select option').allTextContents()).not.toContain('Tractor');

  // The site content's own link (Tools), not the Portal screens tab's, which comes first.
  const link = page.locator('.site-header .header-tab:not(:first-child) a[href="/fleet-dashboard"]');
  await expect(link).toHaveCount(1);
  await link.evaluate((a: HTMLAnchorElement) => a.click());
  await expect(page).toHaveURL((url) => url.pathname === '/fleet-dashboard' && url.origin === new URL(page.url()).origin);
});
