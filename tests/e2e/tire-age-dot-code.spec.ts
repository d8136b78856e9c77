import { expect, test } from '@playwright/test';
import { addFiveAxleTractor, DEALER_TECHNICIAN, openLocationForOffline, positionOrder, signal, startSurvey, syncBar, underServiceWorker } from './support/field-flow';
import { signInAt } from './support/session';

/**
 * Tire age from the DOT code on a tablet without signal: the technician types the tire's full
 * DOT code into one field, a malformed one is marked and keeps the reading from saving, and a
 * steer tire made in 2010 shows its age as critical on the axle diagram (10 years or more on a
 * steer position, the default rule) before anything reaches the server. 2010 keeps the test
 * true on any day it runs: the tire is over 10 years old from 2020 on. Selectors use structure
 * and data attributes, not texts, so the test holds in every language.
 */

// The field app under its service worker, as on the tablet (the config blocks it elsewhere).
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true, serviceWorkers: 'allow' });

/** A picker row whose counts no other field spec compares (nothing here reaches the server: the test stays offline). */
const LOCATION_ROW = 3;

test('a DOT code typed offline sets the tire age, and an over-age steer tire is critical on the diagram', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAt(page, '/locations', DEALER_TECHNICIAN);
  await underServiceWorker(page);
  const locationId = await openLocationForOffline(page, LOCATION_ROW);
  const net = await signal(page);
  await net.off();
  await expect(syncBar(page)).toHaveAttribute('data-online', 'false');

  const unitNumber = `E2E-DOT-${Date.now().toString(36).toUpperCase()}`;
  await addFiveAxleTractor(page, locationId, unitNumber, '1XKYD49X0MJ500002');
  const surveyLocalId = await startSurvey(page, locationId, `Tire age ${unitNumber}`);
  await page.locator('.fsi-overview-actions button.button-secondary').first().click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('#existing-unit-search').fill(unitNumber);
  await dialog.locator('.fsi-pick-list li', { hasText: unitNumber }).locator('button').click();
  await expect(dialog).toHaveCount(0);
  await page.locator(`.fsi-unit-card[data-unit-number="${unitNumber}"] .fsi-unit-card-inspect`).click();
  await expect(page).toHaveURL(new RegExp(`/fleet-survey/${surveyLocalId}/inspect-${unitNumber}$`));

  // The first position of the walk is on the steer axle; its readings are fine.
  const [steer] = await positionOrder(page);
  expect(steer).toMatch(/^1-/);
  const editor = page.locator(`.fsi-tire-editor[data-position="${steer}"]`);
  await expect(editor.locator('#tire-pressure-input')).toBeFocused();
  await editor.locator('#tire-pressure-input').fill('110');
  // 8/32 is not a complete value (80-89 would still fit), so the editor stays on this tire for its details.
  await editor.locator('#tire-tread-input').fill('8');
  // On a tablet the details are behind the editor's "more" toggle, then the tire details toggle.
  await editor.locator('form > button[aria-expanded="false"]').click();
  await editor.locator('.fsi-details-toggle button').click();
  const dot = editor.locator('input[name="dot_code"]');

  // Week 00 does not exist: the field says so and the reading is not saved.
  await dot.fill('DOT U2LL LMLR 0010');
  await expect(dot).toHaveAttribute('aria-invalid', 'true');
  await editor.locator('.fsi-editor-actions button[type="submit"]').click();
  await expect(editor.locator('.fsi-form-error')).toBeVisible();
  await expect(page.locator(`.fsi-wheel[data-position="${steer}"] .fsi-wheel-age`)).toHaveCount(0);

  // Week 5 of 2010: the tire is over 10 years old.
  await dot.fill('dot u2ll lmlr 0510');
  await expect(dot).not.toHaveAttribute('aria-invalid', 'true');
  await editor.locator('.fsi-editor-actions button[type="submit"]').click();

  const wheel = page.locator(`.fsi-wheel[data-position="${steer}"]`);
  await expect(wheel.locator('.fsi-wheel-age')).toHaveAttribute('data-level', 'critical');
  await expect(wheel).toHaveAttribute('data-level', 'critical');
  await expect(wheel.locator('.fsi-wheel-unsent')).toBeVisible();
  // The pressure and tread alone are fine: the age is what makes the tire critical.
  await expect(wheel.locator('.fsi-wheel-pressure')).toContainText('110 psi');
});
