import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { MEMBERSHIP_PATH, popup, signInAt, submitSignIn } from './support/session';
import { FLEET_MANAGER, YARD_LEAD } from './support/users';

test('the reports home has no serious accessibility findings', async ({ page }) => {
  await signInAt(page, '/', FLEET_MANAGER);
  await expect(page.locator('[data-testid="report-areas"]')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the 404 page has no serious accessibility findings', async ({ page }) => {
  await signInAt(page, '/', FLEET_MANAGER);
  await page.goto('/404');
  await expect(page.locator('#main h1')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an open popup has no serious accessibility findings and holds the focus', async ({ page }) => {
  await page.goto('/torque-summary-report');
  await submitSignIn(page, YARD_LEAD);
  const dialog = popup(page, 'permissions');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button')).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test.describe('membership page', () => {
  test('has no serious accessibility findings', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === MEMBERSHIP_PATH);
    await expectNoSeriousA11yViolations(page);
  });
});
