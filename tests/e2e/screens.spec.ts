import { expect, test } from '@playwright/test';
import { popup, signInAt, submitSignIn } from './support/session';
import { FLEET_MANAGER, YARD_LEAD } from './support/users';

const SCREENS = 'test-results/screens';

for (const width of [768, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('header, open menu and footer', async ({ page }) => {
      await signInAt(page, '/', FLEET_MANAGER);
      await expect(page.locator('[data-testid="report-areas"]')).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/home-${width}.png`, fullPage: true });
      await page.locator('.site-header').screenshot({ path: `${SCREENS}/header-${width}.png` });
      await page.locator('.header-tab-button').first().click();
      await expect(page.locator('.header-tab-panel').first()).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/header-menu-${width}.png`, clip: { x: 0, y: 0, width, height: 480 } });
      await page.keyboard.press('Escape');
      await page.locator('.site-footer').screenshot({ path: `${SCREENS}/footer-${width}.png` });
    });

    test('the 404 page', async ({ page }) => {
      await signInAt(page, '/', FLEET_MANAGER);
      await page.goto('/404');
      await expect(page.locator('.panel-not-found')).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/not-found-${width}.png`, clip: { x: 0, y: 0, width, height: 520 } });
    });

    test('a popup', async ({ page }) => {
      await page.goto('/fleet-dashboard');
      await submitSignIn(page, YARD_LEAD);
      await expect(popup(page, 'permissions')).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/popup-${width}.png`, animations: 'disabled' });
    });
  });
}

test('the narrow-screen menu opens from its button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAt(page, '/', FLEET_MANAGER);
  const button = page.locator('.header-menu-button');
  await expect(button).toBeVisible();
  await expect(page.locator('.header-nav')).toBeHidden();
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.header-nav')).toBeVisible();
  await page.waitForTimeout(700);
  await page.screenshot({ path: `${SCREENS}/mobile-menu-390.png` });
});
