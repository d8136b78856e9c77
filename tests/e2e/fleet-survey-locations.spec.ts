import { expect, test } from '@playwright/test';
import { apiJson } from './support/api';
import { captureEngineRequests, replayAgain } from './support/engine-replay';
import { addFiveAxleTractor, DEALER_TECHNICIAN as TECHNICIAN, FIVE_AXLE_CONFIGURATION, openLocationForOffline, startSurvey, syncBar, underServiceWorker, unsentChanges } from './support/field-flow';
import { signInAt } from './support/session';

// The app under its service worker, as installed (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/*
 * The fleet survey's field work without signal: a location downloaded while online, a unit
 * and a survey made offline, kept on the device with the sync bar counting them, and sent
 * exactly once when the signal returns. Selectors use structure and data attributes, not
 * texts, so the test holds in every language.
 */

test('a unit with a 5-axle configuration and a survey made offline are sent exactly once', async ({ page, context }) => {
  test.setTimeout(180_000);
  await signInAt(page, '/locations', TECHNICIAN);
  await underServiceWorker(page);
  await expect(syncBar(page)).toHaveAttribute('data-online', 'true');
  const sent = await captureEngineRequests(page);
  const locationId = await openLocationForOffline(page, 0);

  await context.setOffline(true);
  await expect(syncBar(page)).toHaveAttribute('data-online', 'false');
  await expect(syncBar(page).locator('[data-action="sync-now"]')).toBeDisabled();

  // A unit, offline: the configuration picker draws each layout; the 5-axle one is chosen.
  const unitNumber = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await addFiveAxleTractor(page, locationId, unitNumber, '1XKYD49X9MJ500001');
  await expect.poll(() => unsentChanges(page)).toBe(1);

  // A survey, offline: it opens at once under its local id.
  await startSurvey(page, locationId, `Offline yard survey ${unitNumber}`);

  // Back on the location's surveys (the survey was started from its list): the new survey is
  // marked as not yet sent, the bar counts both.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/locations/${locationId}/surveys$`));
  await expect.poll(() => unsentChanges(page)).toBeGreaterThanOrEqual(2);
  await expect(page.locator('tbody tr[data-pending]')).toHaveCount(1);

  // Signal again: the queue drains to zero by itself.
  await context.setOffline(false);
  await expect(syncBar(page)).toHaveAttribute('data-unsent-changes', '0', { timeout: 60_000 });
  await expect(syncBar(page)).toHaveAttribute('data-headline', 'synced');

  // "Sync now" with nothing queued sends nothing twice.
  await syncBar(page).locator('[data-action="sync-now"]').click();
  await expect(syncBar(page)).toHaveAttribute('data-unsent-changes', '0');

  const unitsNamed = async () =>
    (
      (await apiJson(page, 'POST', 'fleet_survey/get_units', { location_id: locationId, key_word: unitNumber })) as {
        units: { id: number; unit_number: string; axle_configuration: string | null; vin: string | null }[];
      }
    ).units.filter((u) => u.unit_number === unitNumber);
  const sentUnits = await unitsNamed();
  expect(sentUnits).toHaveLength(1);
  expect(sentUnits[0]!.axle_configuration).toContain(FIVE_AXLE_CONFIGURATION);
  expect(sentUnits[0]!.vin).toBe('1XKYD49X9MJ500001');

  const surveysNamed = async () =>
    ((await apiJson(page, 'POST', 'fleet_survey/get_surveys', { location_id: locationId, page_size: 1000 })) as { surveys: { id: number; comments: string | null }[] }).surveys;
  // Only this test's survey: other tests read and write other surveys of the demo fleet meanwhile.
  const ours = (surveys: { id: number; comments: string | null }[]) => surveys.filter((s) => s.comments === `Offline yard survey ${unitNumber}`).map((s) => s.id);
  const surveysBefore = ours(await surveysNamed());
  expect(surveysBefore).toHaveLength(1);

  // The same replay once more, verbatim (same Idempotency-Keys): the unit and the survey are still there once.
  expect(sent.map((r) => new URL(r.url).pathname)).toEqual(['/api/v2/fleet_survey/save_unit', '/api/v2/fleet_survey/create_survey']);
  await replayAgain(page, sent);
  expect(await unitsNamed()).toEqual(sentUnits);
  expect(ours(await surveysNamed())).toEqual(surveysBefore);

  // The list, read again online, shows the survey once and nothing as unsent.
  await expect(page.locator('tbody tr[data-pending]')).toHaveCount(0);
});

test('an offline edit that collides with the server shows both versions, and "use server\'s" settles it', async ({ page, context }) => {
  test.setTimeout(180_000);
  await signInAt(page, '/locations', TECHNICIAN);
  await underServiceWorker(page);
  const locationId = await openLocationForOffline(page, 1);

  const firstUnit = page.locator('#units tbody tr a').first();
  const href = (await firstUnit.getAttribute('href'))!;
  const unitId = Number(/edit-(\d+)$/.exec(href)![1]);

  await context.setOffline(true);
  await expect(syncBar(page)).toHaveAttribute('data-online', 'false');
  await firstUnit.click();
  await page.locator('input[name="model"]').fill('Model from the yard');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/locations/${locationId}/dashboard`));
  await expect.poll(() => unsentChanges(page)).toBe(1);

  // Meanwhile the office changes the same unit (API requests do not go through the offline page).
  const { unit } = (await apiJson(page, 'GET', `fleet_survey/get_unit/${unitId}`)) as { unit: Record<string, unknown> & { version: number } };
  await apiJson(page, 'POST', 'fleet_survey/save_unit', { ...unit, model: 'Model from the office' });

  // Back online, the replay is refused with the server's version: it needs the technician.
  await context.setOffline(false);
  await expect(syncBar(page)).toHaveAttribute('data-headline', 'attention', { timeout: 60_000 });
  await syncBar(page).locator('.sync-attention-button').click();
  const dialog = page.locator('.sync-attention-modal');
  const conflict = dialog.locator('.sync-conflict');
  await expect(conflict.locator('tr[data-differs]', { hasText: 'Model from the yard' })).toContainText('Model from the office');

  await dialog.locator('[data-action="use-server"]').click();
  await expect(syncBar(page)).toHaveAttribute('data-unsent-changes', '0', { timeout: 30_000 });
  await page.keyboard.press('Escape');

  const after = (await apiJson(page, 'GET', `fleet_survey/get_unit/${unitId}`)) as { unit: { model: string | null; version: number } };
  expect(after.unit.model).toBe('Model from the office');
  expect(after.unit.version).toBe(unit.version + 1);
});

test('the location lists are tabs: one tab stop, arrow keys and Home/End select, the panel is named by its tab', async ({ page }) => {
  await signInAt(page, '/locations', TECHNICIAN);
  const tablist = page.getByRole('tablist');
  const tabs = tablist.getByRole('tab');
  await expect(tabs).toHaveCount(2);
  const [all, preferred] = [tabs.nth(0), tabs.nth(1)];
  await expect(all).toHaveAttribute('aria-selected', 'true');
  await expect(preferred).toHaveAttribute('tabindex', '-1');
  const panel = page.getByRole('tabpanel');
  await expect(panel).toHaveAttribute('aria-labelledby', (await all.getAttribute('id'))!);
  await page.screenshot({ path: 'test-results/screens/locations-tabs-1280.png' });

  await all.focus();
  await page.keyboard.press('ArrowRight');
  await expect(preferred).toBeFocused();
  await expect(preferred).toHaveAttribute('aria-selected', 'true');
  await expect(all).toHaveAttribute('tabindex', '-1');
  await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', (await preferred.getAttribute('id'))!);
  await page.keyboard.press('Home');
  await expect(all).toBeFocused();
  await expect(all).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(preferred).toHaveAttribute('aria-selected', 'true');
  // A tap (click) selects too.
  await all.click();
  await expect(all).toHaveAttribute('aria-selected', 'true');
});

test("offline, a new survey's add-existing-unit and finish dialogs open from the device (their forms load when first opened)", async ({ page, context }) => {
  test.setTimeout(150_000);
  await signInAt(page, '/locations', TECHNICIAN);
  await underServiceWorker(page);
  const locationId = await openLocationForOffline(page, 2);
  await context.setOffline(true);
  await expect(syncBar(page)).toHaveAttribute('data-online', 'false');
  await startSurvey(page, locationId, 'Offline dialogs check');

  await page.getByRole('button', { name: 'Add existing unit' }).click();
  const adding = page.getByRole('dialog');
  await expect(adding).toBeVisible();
  await adding.getByRole('button', { name: 'Close' }).click();
  await expect(adding).toBeHidden();

  await page.getByRole('button', { name: 'Finish survey' }).click();
  const finishing = page.getByRole('dialog');
  await expect(finishing).toBeVisible();
  await expect(finishing.getByRole('heading')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/finish-survey-offline-1280.png' });
  await page.keyboard.press('Escape');
  await expect(finishing).toBeHidden();
});
