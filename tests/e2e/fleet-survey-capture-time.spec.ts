import { expect, test } from '@playwright/test';
import { apiJson, sessionHeaders } from './support/api';
import { DEALER_TECHNICIAN, openLocationForOffline, positionOrder, readingsFor, serverDiagram, signal, startSurvey, syncBar, typeReadingsByKeyboard, underServiceWorker } from './support/field-flow';
import { signInAt } from './support/session';

// The app under its service worker, as installed (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * A reading keeps the moment it was taken: the technician reads a tire without signal, the
 * tablet stays offline for two hours (the device's clock is moved on, not slept through), and
 * when the signal returns the server stores the reading under the time it was typed, not the
 * upload's. The device's clock starts two hours behind the server's, so that after the wait the
 * two agree and the upload happens "now": a reading dated by its arrival would be two hours late.
 */

/**
 * A picker row the offline field specs share: each finds its own survey by its comments and
 * reads only its own reading, so their writes in parallel do not disturb each other.
 */
const LOCATION_ROW = 2;
const OFFLINE_MS = 2 * 3_600_000;
/** The capture time is the device's, to the millisecond; this allows for the clocks of one machine only. */
const ALLOWED_ERROR_MS = 1_000;

test('a reading made offline is stored at the time it was typed, not when it reached the server', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.clock.install({ time: Date.now() - OFFLINE_MS });
  await signInAt(page, '/locations', DEALER_TECHNICIAN);
  await underServiceWorker(page);
  await expect(syncBar(page)).toHaveAttribute('data-online', 'true');
  const headers = await sessionHeaders(page);
  const net = await signal(page);
  const locationId = await openLocationForOffline(page, LOCATION_ROW);

  // Without signal: a survey, one of the location's units in it, and its first tire read.
  await net.off();
  const comments = `Capture time ${Date.now().toString(36)}`;
  await startSurvey(page, locationId, comments);
  await page.locator('.fsi-overview-actions button.button-secondary').first().click();
  const dialog = page.getByRole('dialog');
  const pick = dialog.locator('.fsi-pick-list li').first();
  const unitNumber = (await pick.locator('strong').textContent())!.trim();
  await pick.locator('button').click();
  await expect(dialog).toHaveCount(0);
  const card = page.locator(`.fsi-unit-card[data-unit-number="${unitNumber}"]`);
  await card.locator('.fsi-unit-card-inspect').click();
  const [first] = readingsFor(await positionOrder(page));
  const typedFrom = await page.evaluate(() => Date.now());
  await typeReadingsByKeyboard(page, [first!]);
  await expect(page.locator(`.fsi-wheel[data-position="${first!.key}"] .fsi-wheel-unsent`)).toBeVisible();
  const typedBy = await page.evaluate(() => Date.now());

  // Two hours later the signal is back and the changes go out.
  await page.clock.fastForward(OFFLINE_MS);
  await net.on();
  await expect(syncBar(page), 'the reading reaches the server').toHaveAttribute('data-unsent-changes', '0', { timeout: 60_000 });
  const sentBy = Date.now();

  const survey = (await apiJson<{ surveys: { id: number; comments: string | null }[] }>(page, 'POST', 'fleet_survey/get_surveys', { location_id: locationId, page_size: 1000 })).surveys.find(
    (s) => s.comments === comments,
  );
  expect(survey, 'the survey made offline').toBeTruthy();
  const unit = (await apiJson<{ units: { id: number; unit_number: string }[] }>(page, 'POST', 'fleet_survey/get_units', { location_id: locationId, key_word: unitNumber })).units.find(
    (u) => u.unit_number === unitNumber,
  )!;
  const { positions } = await serverDiagram(page.request, headers, survey!.id, unit.id);
  const reading = positions.get(first!.key)!.reading as { pressure_psi: number; read_at: string } | null;
  expect(reading?.pressure_psi).toBe(first!.psi);
  const storedAt = Date.parse(reading!.read_at);
  const error = storedAt < typedFrom ? storedAt - typedFrom : Math.max(0, storedAt - typedBy);
  test.info().annotations.push({ type: 'capture-time error', description: `${error / 1000} s (stored ${reading!.read_at}, typed between ${new Date(typedFrom).toISOString()} and ${new Date(typedBy).toISOString()}, sent by ${new Date(sentBy).toISOString()})` });
  expect(Math.abs(error), `stored ${reading!.read_at}; the upload was ${Math.round((sentBy - typedBy) / 60_000)} minutes after the reading`).toBeLessThanOrEqual(ALLOWED_ERROR_MS);
});
