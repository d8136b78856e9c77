import { test as base, expect } from '@playwright/test';
import { onTheYardOffline, settledUnsentChanges, syncBar } from './support/field-flow';

/*
 * A tire's photo in two touches on a 768x1024 tablet without signal: "Take photo" sits in the
 * reading panel (wear, details and the full photo strip stay folded away), and the in-app
 * camera saves the shot on its shutter, made smaller on the device and queued. Chromium's fake
 * camera (its generated test picture) stands in for the tablet's.
 */

const test = base.extend({
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] });
    },
    { scope: 'worker' },
  ],
});

// The field app under its service worker, as on the tablet (the config blocks it elsewhere).
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true, serviceWorkers: 'allow' });

/** The other field specs that stay offline use this row too. */
const LOCATION_ROW = 3;

test('offline, a tire photo is "Take photo" in the reading panel and the in-app shutter', async ({ page }) => {
  test.setTimeout(300_000);
  const { locationId } = await onTheYardOffline(page, LOCATION_ROW);
  const unitNumber = `E2E-PHOTO-${Date.now().toString(36).toUpperCase()}`;

  // A survey and a new unit, which opens at its first position; its first reading.
  await page.locator('[data-action="start-survey"]').click();
  await page.locator(`.fsi-overview-actions a[href*="/locations/${locationId}/units/add"]`).click();
  await page.locator('input[name="unit_number"]').fill(unitNumber);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/inspect-${unitNumber}$`));
  const first = await page.locator('.fsi-tire-editor').getAttribute('data-position');
  await expect(page.locator('#tire-pressure-input')).toBeFocused();
  await page.keyboard.type('105');
  await expect(page.locator('#tire-tread-input')).toBeFocused();
  await page.keyboard.type('12');
  await expect(page.locator('.fsi-tire-editor')).not.toHaveAttribute('data-position', first!);

  // Back on the position just read: its photo from the panel, wear and details still folded.
  await page.locator(`.fsi-wheel[data-position="${first}"]`).click();
  const editor = page.locator(`.fsi-tire-editor[data-position="${first}"]`);
  await expect(editor.getByRole('button', { name: /details and photos/ })).toHaveAttribute('aria-expanded', 'false');
  const unsent = await settledUnsentChanges(page);
  await editor.getByRole('button', { name: 'Take photo' }).click();
  const camera = page.getByRole('dialog', { name: 'Take photo' });
  await expect(camera).toBeVisible();
  await camera.getByRole('button', { name: 'Shutter: save photo' }).click();
  await expect(camera).toHaveCount(0);
  await expect(editor.locator('.fsi-quick-photo .fsi-photo-thumb')).toHaveCount(1);
  // Kept on the device and queued for upload.
  await expect(syncBar(page)).not.toHaveAttribute('data-unsent-changes', String(unsent));
});
