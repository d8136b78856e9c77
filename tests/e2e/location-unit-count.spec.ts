import { expect, test, type Page } from '@playwright/test';
import { DEALER_TECHNICIAN as TECHNICIAN, openLocationForOffline, syncBar } from './support/field-flow';
import { signInAt } from './support/session';

// The app under its service worker, as installed (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/*
 * One count of a location's units: the summary with signal (the server's), the summary without
 * it (counted on the device) and the unit list show the same number. Selectors use structure,
 * not texts, so the test holds in every language.
 */

/** The number on the summary's Units tile (the second tile: surveys, units, tires, exceptions). */
async function unitsTile(page: Page): Promise<number> {
  const value = page.locator('.fs-tiles .fs-tile').nth(1).locator('.fs-tile-value');
  await expect(value).toHaveText(/^\d[\d,.\s]*$/);
  return Number((await value.textContent())!.replace(/\D/g, ''));
}

/** The rows of the unit list without a filter, page after page. */
async function unitListRows(page: Page): Promise<number> {
  const units = page.locator('#units');
  await expect(units.locator('tbody tr').first()).toBeVisible();
  let rows = await units.locator('tbody tr').count();
  const next = units.locator('.fs-pager button').last();
  while ((await next.count()) > 0 && (await next.isEnabled())) {
    const before = await units.locator('tbody tr').first().textContent();
    await next.click();
    await expect(units.locator('tbody tr').first()).not.toHaveText(before!);
    rows += await units.locator('tbody tr').count();
  }
  return rows;
}

test('the location summary online, the summary offline and the unit list count the same units', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signInAt(page, '/locations', TECHNICIAN);
  await openLocationForOffline(page, 3);

  // With signal, the summary is the server's.
  await expect(page.locator('#summary-title + span')).toHaveCount(0);
  const online = await unitsTile(page);

  // Without signal, it is counted on the device.
  await context.setOffline(true);
  await expect(syncBar(page)).toHaveAttribute('data-online', 'false');
  await expect(page.locator('.fs-section-header:has(#summary-title) .fs-muted')).toBeVisible();
  const offline = await unitsTile(page);

  const listed = await unitListRows(page);
  expect({ online, offline }).toEqual({ online: listed, offline: listed });
  expect(listed).toBeGreaterThan(0);
});
