import { expect, test } from '@playwright/test';
import {
  addFiveAxleTractor,
  DEALER_TECHNICIAN,
  openLocationForOffline,
  positionOrder,
  readingsFor,
  startSurvey,
  syncBar,
  typeReadingsByKeyboard,
  underServiceWorker,
} from './support/field-flow';
import { signInAt } from './support/session';

// The app under its service worker, as installed (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/*
 * The list of changes waiting to be sent reads like the work: one line per unit in a survey
 * that opens on its changes, the longest waiting first, opened at its top on its heading, with
 * how long the oldest change has waited and, once that is more than a day on storage the
 * browser may clear, what to do about it. The clock of the page is moved, not the test's day.
 * Selectors use structure and data attributes, not texts, so the test holds in every language.
 */

const HOUR = 60 * 60 * 1000;

test('waiting changes are grouped by survey and unit, open at the top on the heading, and warn when a day old on storage that is not persistent', async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 768, height: 1024 });
  // The browser keeps no promise to hold the data (as on a tablet that never installed the app).
  await page.addInitScript(() => {
    const storage = navigator.storage as StorageManager | undefined;
    if (!storage) return;
    storage.persist = async () => false;
    storage.persisted = async () => false;
  });
  await page.clock.install();
  await signInAt(page, '/locations', DEALER_TECHNICIAN);
  await underServiceWorker(page);
  const locationId = await openLocationForOffline(page, 3);
  await context.setOffline(true);
  await expect(syncBar(page)).toHaveAttribute('data-online', 'false');

  // A unit, a survey, the unit in the survey and three readings: six changes.
  const unitNumber = `E2E-WAIT-${Date.now().toString(36).toUpperCase()}`;
  await addFiveAxleTractor(page, locationId, unitNumber, '1XKYD49X2MJ500003');
  // Saved, the dashboard opens on its units and stays there: no scroll to the top 100 ms later.
  await page.waitForTimeout(300);
  await expect(page.locator('#units')).toBeInViewport();
  const surveyLocalId = await startSurvey(page, locationId, `Waiting list ${unitNumber}`);
  await page.locator('.fsi-overview-actions button.button-secondary').first().click();
  const picker = page.getByRole('dialog');
  await picker.locator('#existing-unit-search').fill(unitNumber);
  await picker.locator('.fsi-pick-list li', { hasText: unitNumber }).locator('button').click();
  await expect(picker).toHaveCount(0);
  await page.locator(`.fsi-unit-card[data-unit-number="${unitNumber}"] .fsi-unit-card-inspect`).click();
  await typeReadingsByKeyboard(page, readingsFor(await positionOrder(page)).slice(0, 3));
  await expect(syncBar(page)).toHaveAttribute('data-unsent-changes', '6');

  const dialog = page.getByRole('dialog');
  const open = async () => {
    await syncBar(page).locator('[data-action="show-waiting"]').click();
    await expect(dialog.locator('.sync-change-group').first()).toBeVisible();
  };

  // Fresh work: the list opens on its heading at the top, the oldest line first, no warning.
  await open();
  await expect(dialog.locator('.dialog-title')).toBeFocused();
  expect(await page.locator('.sync-attention-modal').evaluate((modal) => modal.scrollTop)).toBe(0);
  const groups = dialog.locator('.sync-change-group');
  await expect(groups).toHaveCount(3);
  // The unit made first, then the survey, then the unit's work in the survey as one line.
  await expect(groups.nth(0)).toHaveAttribute('data-unit', unitNumber);
  await expect(groups.nth(0)).not.toHaveAttribute('data-survey', /.+/);
  await expect(groups.nth(1)).toHaveAttribute('data-survey', surveyLocalId);
  await expect(groups.nth(1)).not.toHaveAttribute('data-unit', /.+/);
  const work = groups.nth(2);
  await expect(work).toHaveAttribute('data-unit', unitNumber);
  await expect(work).toHaveAttribute('data-survey', surveyLocalId);
  await expect(work).toHaveAttribute('data-count', '4');
  // The line opens on its changes.
  await expect(work.locator('.sync-attention-item').first()).toBeHidden();
  await work.locator('summary').click();
  await expect(work.locator('.sync-attention-item')).toHaveCount(4);
  await expect(work.locator('.sync-attention-item[data-op="save_tire"]').first()).toBeVisible();
  await expect(dialog.locator('.sync-oldest')).toHaveAttribute('data-age-unit', /^(now|minutes)$/);
  await expect(dialog.locator('.sync-storage-risk')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // A day and more later, still not sent: how long, and what to do before the browser clears it.
  await page.clock.setSystemTime((await page.evaluate(() => Date.now())) + 26 * HOUR);
  await open();
  await expect(dialog.locator('.dialog-title')).toBeFocused();
  await expect(dialog.locator('.sync-oldest')).toHaveAttribute('data-age-unit', 'days');
  await expect(dialog.locator('.sync-oldest')).toHaveAttribute('data-age', '1');
  await expect(dialog.locator('.sync-storage-risk')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/waiting-changes-grouped.png' });
});
