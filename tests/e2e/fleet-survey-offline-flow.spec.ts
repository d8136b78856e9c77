import { expect, test } from '@playwright/test';
import { apiJson, sessionHeaders } from './support/api';
import { captureEngineRequests, replayAgain } from './support/engine-replay';
import {
  addFiveAxleTractor,
  attachTwoPhotos,
  DEALER_TECHNICIAN,
  expectReadingsShownUnsent,
  expectServerReadings,
  FIVE_AXLE_CONFIGURATION,
  openLocationForOffline,
  positionOrder,
  readingsFor,
  serverDiagram,
  serverState,
  signal,
  startSurvey,
  syncBar,
  typeReadingsByKeyboard,
  underServiceWorker,
  unsentChanges,
} from './support/field-flow';
import { signInAt } from './support/session';

// The app under its service worker, as installed (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * The whole field day without signal, in one go: the dealer technician opens a location once
 * with signal, walks out of coverage and reloads the app (it comes from the service worker),
 * creates a 5-axle tractor, starts a survey, adds the tractor to it, reads all its positions by
 * keyboard, takes two photos, and reloads again: everything is still on the device and counted
 * as unsent. Back in coverage the outbox drains, and the server has the unit, the survey, every
 * reading and both photos exactly once; sending every request of that replay a second time,
 * verbatim (same Idempotency-Key), changes nothing. Selectors use structure and data
 * attributes, not texts, so the test holds in every language.
 */

/**
 * The picker row of the location used here. The other field specs, which run alongside, write
 * to rows 0 and 1 and to location 1; the counts compared below would move with their writes.
 */
const LOCATION_ROW = 2;
/** Positions of the 2-4-4-4-4 configuration: two on the steer axle, four on each of the four others. */
const FIVE_AXLE_POSITIONS = 2 + 4 * 4;

test('offline from the first reload: a new 5-axle unit, a new survey, every reading and two photos reach the server once, and a second replay changes nothing', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  // Records the Background Sync registrations the app asks for (Chromium's SyncManager).
  await page.addInitScript(() => {
    const tags: string[] = [];
    Object.assign(window, { __syncTags: tags });
    const manager = (window as unknown as { SyncManager?: { prototype: { register(tag: string): Promise<void> } } }).SyncManager;
    if (!manager) return;
    const register = manager.prototype.register;
    manager.prototype.register = function (this: unknown, tag: string) {
      tags.push(tag);
      return register.call(this, tag);
    };
  });
  await signInAt(page, '/locations', DEALER_TECHNICIAN);
  await underServiceWorker(page);
  await expect(syncBar(page)).toHaveAttribute('data-online', 'true');
  const headers = await sessionHeaders(page);
  const sent = await captureEngineRequests(page);
  const net = await signal(page);

  // Once with signal: the location, its units and lookups come onto the device.
  const locationId = await openLocationForOffline(page, LOCATION_ROW);
  expect(locationId, 'a location no other field spec writes to').not.toBe(1);

  // Out of coverage, the app reloads from the service worker with the location still there.
  await net.off();
  await expect(syncBar(page)).toHaveAttribute('data-online', 'false');
  await net.reload();
  await expect(page).toHaveURL(new RegExp(`/locations/${locationId}/dashboard$`));
  await expect(page.getByTestId('offline-ready')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), 'the page comes from the service worker').toBe('activated');
  await expect(syncBar(page)).toHaveAttribute('data-online', 'false');
  await expect(syncBar(page)).toHaveAttribute('data-unsent-changes', '0');

  // A tractor with five axles, made on the device.
  const unitNumber = `E2E-OFF-${Date.now().toString(36).toUpperCase()}`;
  const vin = '1XKYD49X0MJ500002';
  await addFiveAxleTractor(page, locationId, unitNumber, vin);
  await expect(syncBar(page)).toHaveAttribute('data-unsent-changes', '1');
  // The change waits for the network, so the app asked the browser to wake it when it returns.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __syncTags: string[] }).__syncTags)).toContain('replay-outbox');

  // A survey, made on the device: it opens at once under its local id.
  const comments = `Offline flow survey ${unitNumber}`;
  const surveyLocalId = await startSurvey(page, locationId, comments);
  await expect(syncBar(page)).toHaveAttribute('data-unsent-changes', '2');

  // The new tractor joins the survey from the location's units on the device.
  await page.locator('.fsi-overview-actions button.button-secondary').first().click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('#existing-unit-search').fill(unitNumber);
  await dialog.locator('.fsi-pick-list li', { hasText: unitNumber }).locator('button').click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/fleet-survey/${surveyLocalId}/overview/[^/]+$`));
  const card = page.locator(`.fsi-unit-card[data-unit-number="${unitNumber}"]`);
  await expect(card).toBeVisible();
  await expect(card.locator('.fsi-unit-card-progress progress')).toHaveAttribute('max', String(FIVE_AXLE_POSITIONS));
  await expect(syncBar(page)).toHaveAttribute('data-unsent-changes', '3');

  // Every position by keyboard; the diagram has the five axles of the configuration.
  await card.locator('.fsi-unit-card-inspect').click();
  await expect(page).toHaveURL(new RegExp(`/fleet-survey/${surveyLocalId}/inspect-${unitNumber}$`));
  const order = await positionOrder(page);
  expect(order).toHaveLength(FIVE_AXLE_POSITIONS);
  expect(new Set(order.map((key) => key.split('-')[0])).size).toBe(5);
  const readings = readingsFor(order);
  await typeReadingsByKeyboard(page, readings);
  await expectReadingsShownUnsent(page, readings);

  // Two photos of the last tire.
  const last = readings.at(-1)!;
  await attachTwoPhotos(page, last.key);
  await expect(page.locator('.fsi-photo-thumb[data-upload="waiting"]')).toHaveCount(2);
  // The unit, the survey, the unit's place in it, one reading per position and the two photos.
  const queued = 3 + readings.length + 2;
  await expect(syncBar(page)).toHaveAttribute('data-unsent-changes', String(queued));

  // A second reload without signal: the device keeps it all, still unsent.
  await net.reload();
  await expect(page.locator('.fsi-wheel')).toHaveCount(order.length, { timeout: 20_000 });
  await expectReadingsShownUnsent(page, readings);
  await expect(syncBar(page)).toHaveAttribute('data-online', 'false');
  await expect(syncBar(page)).toHaveAttribute('data-unsent-changes', String(queued));
  await expect(syncBar(page)).toHaveAttribute('data-headline', 'offline');

  // The sync bar lists what is waiting: each change, its unit and tire, since when.
  await syncBar(page).locator('[data-action="show-waiting"]').click();
  const waiting = page.getByRole('dialog').locator('.sync-attention-item');
  await expect(waiting).toHaveCount(queued);
  const lastShort = last.key.replace(/^(\d+)-(left|right)-(single|inner|outer)$/, (_m, axle: string, side: string, place: string) => `${axle}${side[0]!.toUpperCase()}${place === 'single' ? '' : place[0]!.toUpperCase()}`);
  const lastReading = waiting.and(page.locator(`[data-op="save_tire"]`)).filter({ has: page.locator(`[data-unit="${unitNumber}"][data-tire="${lastShort}"]`) });
  await expect(lastReading).toHaveCount(1);
  await expect(waiting.and(page.locator('[data-op="add_tire_image"]')).filter({ has: page.locator(`[data-tire="${lastShort}"]`) })).toHaveCount(2);
  await expect(waiting.and(page.locator('[data-op="save_unit"]')).locator(`[data-unit="${unitNumber}"]`)).toHaveCount(1);
  await expect(lastReading.locator('.sync-attention-time')).not.toBeEmpty();
  // The unit's work in the survey is one line of the list; it opens on its changes.
  await page.getByRole('dialog').locator(`.sync-change-group[data-unit="${unitNumber}"][data-survey] summary`).click();
  await expect(lastReading.locator('[data-action="discard"]')).toBeVisible();
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.screenshot({ path: 'test-results/screens/waiting-changes-offline.png' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.locator(`.fsi-wheel[data-position="${last.key}"]`).click();
  await expect(page.locator('.fsi-photo-thumb[data-upload="waiting"]')).toHaveCount(2);
  // The survey and its card: every position read, not sent yet.
  await page.locator('.fsi-inspect-bar a').first().click();
  await expect(page.locator('.fsi-survey-facts .fsi-sync-note')).toHaveAttribute('data-state', 'unsent');
  await expect(card.locator('.fsi-unit-card-progress progress')).toHaveAttribute('value', String(FIVE_AXLE_POSITIONS));
  await expect(card.locator('.fsi-unit-card-marks .fs-badge[data-tone="warning"]')).toBeVisible();
  await card.locator('.fsi-unit-card-inspect').click();
  await expect(page.locator('.fsi-wheel')).toHaveCount(order.length);
  await page.locator(`.fsi-wheel[data-position="${last.key}"]`).click();
  await expect(page.locator('.fsi-photo-thumb[data-upload="waiting"]')).toHaveCount(2);
  expect(await unsentChanges(page)).toBe(queued);

  // Back in coverage: the outbox drains to zero by itself and the marks go.
  await net.on();
  await expect(syncBar(page), 'every queued change, photos included, reaches the server').toHaveAttribute('data-unsent-changes', '0', { timeout: 60_000 });
  await expect(syncBar(page)).toHaveAttribute('data-headline', 'synced');
  await expect(page.locator('.fsi-photo-thumb[data-upload="sent"]')).toHaveCount(2, { timeout: 30_000 });
  await expect(page.locator('.fsi-wheel-unsent')).toHaveCount(0);
  await page.locator('.fsi-inspect-bar a').first().click();
  await expect(page.locator('.fsi-survey-facts .fsi-sync-note')).toHaveAttribute('data-state', 'synced');
  await expect(card.locator('.fsi-unit-card-progress progress')).toHaveAttribute('value', String(FIVE_AXLE_POSITIONS));
  await expect(card.locator('.fsi-unit-card-marks .fs-badge[data-tone="warning"]')).toHaveCount(0);

  // The server has the unit once, with its configuration.
  const unitsNamed = async () =>
    (
      await apiJson<{ units: { id: number; unit_number: string; axle_configuration: string | null; vin: string | null }[] }>(page, 'POST', 'fleet_survey/get_units', {
        location_id: locationId,
        key_word: unitNumber,
      })
    ).units.filter((u) => u.unit_number === unitNumber);
  const units = await unitsNamed();
  expect(units).toHaveLength(1);
  const unit = units[0]!;
  expect(unit.axle_configuration).toContain(FIVE_AXLE_CONFIGURATION);
  expect(unit.vin).toBe(vin);

  // The survey once, with that unit alone in it.
  const surveysNamed = async () =>
    (await apiJson<{ surveys: { id: number; comments: string | null }[] }>(page, 'POST', 'fleet_survey/get_surveys', { location_id: locationId, page_size: 1000 })).surveys.filter(
      (s) => s.comments === comments,
    );
  const surveys = await surveysNamed();
  expect(surveys).toHaveLength(1);
  const surveyId = surveys[0]!.id;
  const surveyUnits = await apiJson<{ units: { unit_id: number; unit_inspection_id: number }[] }>(page, 'GET', `fleet_survey/${surveyId}/units`);
  expect(surveyUnits.units.map((u) => u.unit_id)).toEqual([unit.id]);

  // Every reading as typed (psi, and the 32nds in millimetres to a hundredth), on a tire of its own.
  const diagram = await serverDiagram(page.request, headers, surveyId, unit.id);
  expect(diagram.inspectionId).toBe(surveyUnits.units[0]!.unit_inspection_id);
  expect([...diagram.positions.keys()].sort()).toEqual([...order].sort());
  expectServerReadings(diagram.positions, readings);
  const tireIds = readings.map((r) => diagram.positions.get(r.key)!.tire?.id ?? null);
  expect(tireIds.every((id) => id !== null)).toBe(true);
  expect(new Set(tireIds).size).toBe(readings.length);

  // Both photos, of the last tire.
  const images = await apiJson<{ tire_id: number | null; content_type: string; byte_size: number }[]>(page, 'GET', `fleet_survey/get_unit_inspection_images/${diagram.inspectionId!}`);
  expect(images).toHaveLength(2);
  for (const image of images) {
    expect(image.tire_id).toBe(diagram.positions.get(last.key)!.tire!.id);
    expect(image.content_type).toBe('image/jpeg');
    expect(image.byte_size).toBeGreaterThan(0);
  }

  const snapshot = async () => ({ units: await unitsNamed(), surveys: await surveysNamed(), state: await serverState(page.request, headers, locationId, surveyId, [unit]) });
  const before = await snapshot();
  expect(before.state.surveys).toBe(1);
  expect(before.state.unitsNamed).toEqual({ [unitNumber]: 1 });
  expect(before.state.surveyUnits).toEqual([unit.id]);
  expect(before.state.photos).toEqual({ [unit.id]: 2 });
  expect(before.state.removed.total_items).toBe(0);

  // What the engine sent: each change once, in the order the work was done, with its body.
  await expect.poll(() => sent.length).toBe(queued);
  const ops = sent.map((r) => new URL(r.url).pathname.replace(/^\/api\/v2\/fleet_survey\//, '').replace(/\/.*$/, ''));
  expect(ops.slice(0, 3)).toEqual(['save_unit', 'create_survey', 'add_existing_unit_to_survey']);
  expect(ops.filter((op) => op === 'save_tire')).toHaveLength(readings.length);
  expect(ops.filter((op) => op === 'add_tire_image')).toHaveLength(2);
  for (const request of sent) expect(request.body, `${request.method} ${request.url} was captured with its body`).not.toBeNull();

  // The same replay once more, verbatim: every request is answered from its Idempotency-Key, and the server is unchanged.
  await replayAgain(page, sent);
  expect(await snapshot()).toEqual(before);
});
