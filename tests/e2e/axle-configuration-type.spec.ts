import { expect, test } from '@playwright/test';
import { addFiveAxleTractor, DEALER_TECHNICIAN, FIVE_AXLE_CONFIGURATION, FIVE_AXLE_TYPE, openLocationForOffline, startSurvey, syncBar, underServiceWorker } from './support/field-flow';
import { signInAt } from './support/session';

// The app under its service worker, as installed (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/*
 * A unit's type and each axle's name follow what its configuration is: the straight truck with
 * pusher and tag axles is offered under its own type, not under Tractor, and its diagram names
 * the pusher and the tag axle, never "Trailer". All of it on the device, without signal, so the
 * location's units on the server stay as they are.
 */

test('a straight truck is filed under its own type and its pusher and tag axles are named so on the diagram', async ({ page, context }) => {
  test.setTimeout(180_000);
  await signInAt(page, '/locations', DEALER_TECHNICIAN);
  await underServiceWorker(page);
  const locationId = await openLocationForOffline(page, 3);
  await context.setOffline(true);
  await expect(syncBar(page)).toHaveAttribute('data-online', 'false');

  // Under Tractor, the form offers no straight truck layout.
  await page.locator(`a[href="/locations/${locationId}/units/add"]`).first().click();
  await page.locator('select[name="type"]').selectOption({ label: 'Tractor' });
  await expect(page.locator('label.fs-config-card').first()).toBeVisible();
  await expect(page.locator('label.fs-config-card', { hasText: FIVE_AXLE_CONFIGURATION })).toHaveCount(0);
  await page.goBack();

  const unitNumber = `E2E-TRUCK-${Date.now().toString(36).toUpperCase()}`;
  await addFiveAxleTractor(page, locationId, unitNumber, '1XKYD49X4MJ500004');
  await expect(page.locator('#units tbody tr', { has: page.locator('a', { hasText: unitNumber }) })).toContainText(FIVE_AXLE_TYPE);

  // In a survey, the diagram names each axle by what it is on the truck.
  await startSurvey(page, locationId, `Straight truck ${unitNumber}`);
  await page.locator('.fsi-overview-actions button.button-secondary').first().click();
  const picker = page.getByRole('dialog');
  await picker.locator('#existing-unit-search').fill(unitNumber);
  await picker.locator('.fsi-pick-list li', { hasText: unitNumber }).locator('button').click();
  await expect(picker).toHaveCount(0);
  await page.locator(`.fsi-unit-card[data-unit-number="${unitNumber}"] .fsi-unit-card-inspect`).click();
  const hubs = page.locator('.fsi-axle-hub-class');
  await expect(hubs).toHaveCount(5);
  expect(await hubs.evaluateAll((spans) => spans.map((s) => (s as HTMLElement).dataset.role))).toEqual(['steer', 'pusher', 'drive', 'drive', 'tag']);
  await expect(hubs.nth(1)).toHaveText('Pusher');
  await expect(hubs.nth(4)).toHaveText('Tag');
  await expect(hubs.filter({ hasText: 'Trailer' })).toHaveCount(0);
});
