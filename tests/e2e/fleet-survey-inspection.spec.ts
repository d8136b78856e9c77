import { expect, test, type APIRequestContext } from '@playwright/test';
import { sessionHeaders } from './support/api';
import { captureEngineRequests, replayAgain } from './support/engine-replay';
import {
  attachTwoPhotos,
  closeStartupFailure,
  DEALER_TECHNICIAN as DEALER,
  expectReadingsShownUnsent,
  expectServerReadings,
  positionOrder,
  readingsFor,
  serverDiagram,
  serverState,
  typeReadingsByKeyboard,
  underServiceWorker,
} from './support/field-flow';
import { signInAt } from './support/session';

// The app under its service worker, as installed (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * The yard without signal: a dealer technician opens a survey with signal, walks out of
 * coverage, fills in a trailer's readiness checklist, reads every position of a tractor with
 * the keyboard only, adds two photos, replaces a tire, reloads the app offline, and comes back
 * into coverage; the server then has every reading, the removal, the checklist and exactly the
 * two photos. Sending every request of that replay a second time, verbatim (same
 * Idempotency-Key), changes nothing on the server. Selectors use ids and data attributes,
 * which do not change with the language.
 */
const LOCATION_ID = 1;

interface ServerUnit {
  id: number;
  unit_number: string;
  type_name: string;
}

/** An open survey at the dealer's first location with one tractor and one trailer in it, made through the API. */
async function openSurveyWithUnits(request: APIRequestContext, headers: Record<string, string>): Promise<{ surveyId: number; unit: ServerUnit; trailer: ServerUnit }> {
  const units = (await (await request.post('/api/v2/fleet_survey/get_units', { headers, data: { location_id: LOCATION_ID, page_size: 100 } })).json()) as { units: ServerUnit[] };
  const unit = units.units.find((u) => /tractor/i.test(u.type_name));
  const trailer = units.units.find((u) => /trailer/i.test(u.type_name));
  expect(unit, 'a tractor at the location').toBeTruthy();
  expect(trailer, 'a trailer at the location').toBeTruthy();
  const today = new Date();
  const date = `${String(today.getMonth() + 1).padStart(2, '0')}/${String(today.getDate()).padStart(2, '0')}/${today.getFullYear()}`;
  const created = await request.post('/api/v2/fleet_survey/create_survey', {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { location_id: LOCATION_ID, survey_date: date },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  for (const added of [unit!, trailer!]) {
    const response = await request.post('/api/v2/fleet_survey/add_existing_unit_to_survey', {
      headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
      data: { survey_id: id, unit_id: added.id },
    });
    expect(response.ok()).toBe(true);
  }
  return { surveyId: id, unit: unit!, trailer: trailer! };
}

test('offline inspection: a trailer checklist, every position by keyboard, two photos, a replaced tire, reload offline; it all reaches the server once, and a second replay changes nothing', async ({ page, context }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAt(page, '/', DEALER);
  await underServiceWorker(page);
  const headers = await sessionHeaders(page);
  const { surveyId, unit, trailer } = await openSurveyWithUnits(page.request, headers);
  const sent = await captureEngineRequests(page);

  // With signal: the overview brings the survey, its units, readings and lookups onto the device.
  await page.goto(`/fleet-survey/${surveyId}/overview`);
  const card = page.locator(`.fsi-unit-card[data-unit-number="${unit.unit_number}"]`);
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.fsi-overview-layout')).not.toHaveAttribute('data-refreshing', { timeout: 30_000 });

  await context.setOffline(true);
  await expect(page.locator('.sync-bar')).toHaveAttribute('data-online', 'false');

  // The trailer's checklist, offline: kept on the device at once, marked as not sent yet.
  await page.locator(`.fsi-unit-card[data-unit-number="${trailer.unit_number}"] .fsi-unit-card-link`).click();
  const checklist = page.locator('.fsi-readiness');
  const rows = checklist.locator('.fsi-readiness-row');
  await expect(rows.first()).toBeVisible();
  const fieldNames = await rows.locator('.fsi-readiness-name').allTextContents();
  expect(fieldNames.length).toBeGreaterThanOrEqual(2);
  const checked = fieldNames.map((name, i) => ({ name: name.trim(), value: i === 1 ? 'fail' : i === fieldNames.length - 1 ? 'n/a' : 'pass', notes: i === 1 ? 'Left marker light out' : null }));
  for (const [i, answer] of checked.entries()) {
    await rows.nth(i).locator(`input[value="${answer.value}"]`).check();
    if (answer.notes) await rows.nth(i).locator('.fsi-readiness-notes').fill(answer.notes);
  }
  await checklist.locator('[data-action="save-readiness"]').click();
  await expect(checklist).toHaveAttribute('data-sync-state', 'unsent');
  await expect(checklist.locator('.fsi-sync-note')).toHaveAttribute('data-state', 'unsent');
  await checklist.screenshot({ path: 'test-results/screens/trailer-readiness-offline.png' });

  await card.locator('.fsi-unit-card-inspect').click();
  await expect(page).toHaveURL(new RegExp(`/fleet-survey/${surveyId}/inspect-${unit.unit_number}$`));
  const order = await positionOrder(page);
  expect(order.length).toBeGreaterThanOrEqual(6);

  // Keyboard only: pressure, Enter, tread, Enter; the next position opens with pressure focused.
  const readings = readingsFor(order);
  await typeReadingsByKeyboard(page, readings);
  await expectReadingsShownUnsent(page, readings);

  // Two photos of the last tire, chosen from the library (the camera input takes files the same way).
  const last = readings.at(-1)!;
  await attachTwoPhotos(page, last.key);
  await expect(page.locator('.fsi-photo-thumb[data-upload="waiting"]')).toHaveCount(2);
  await page.screenshot({ path: 'test-results/screens/inspection-offline-1280.png' });

  // The first tire is taken off (first removal reason) and the new one read.
  const replaced = readings[0]!;
  await page.locator(`.fsi-wheel[data-position="${replaced.key}"]`).click();
  await expect(page.locator('.fsi-tire-editor')).toHaveAttribute('data-position', replaced.key);
  await page.locator('[data-action="replace-tire"]').click();
  const removalForm = page.locator('.fsi-removal-form');
  await removalForm.locator('.fsi-chip-group').first().locator('.fsi-chip').first().click();
  await removalForm.locator('button[type="submit"]').click();
  await expect(removalForm).toHaveCount(0);
  replaced.psi = 120;
  replaced.thirtySeconds = 20;
  await page.locator('#tire-pressure-input').click();
  await page.keyboard.type(String(replaced.psi));
  await page.keyboard.press('Enter');
  await expect(page.locator('#tire-tread-input')).toBeFocused();
  await page.keyboard.type(String(replaced.thirtySeconds));
  await page.keyboard.press('Enter');
  await expect(page.locator(`.fsi-wheel[data-position="${replaced.key}"] .fsi-wheel-pressure`)).toContainText(`${replaced.psi} psi`);

  // A reload without signal: the app opens from the service worker and the device keeps it all.
  await page.reload();
  await expect(page.locator('.site-header')).toBeVisible();
  await expect(page.locator('.fsi-wheel')).toHaveCount(order.length, { timeout: 20_000 });
  await expectReadingsShownUnsent(page, readings);
  // The shell may report that its start call found no server; the technician closes it and works on.
  await closeStartupFailure(page);
  await page.locator(`.fsi-wheel[data-position="${last.key}"]`).click();
  await expect(page.locator('.fsi-photo-thumb[data-upload="waiting"]')).toHaveCount(2);
  // Readings, the new tire's reading, two photos, the replacement and the checklist at least.
  expect(Number(await page.locator('.sync-bar').getAttribute('data-unsent-changes'))).toBeGreaterThanOrEqual(readings.length + 5);

  // Back in coverage: the queue drains and the marks go.
  await context.setOffline(false);
  // Photos stay queued if the transport streams uploads: Chromium sends streamed bodies only over HTTP/2.
  await expect(page.locator('.sync-bar'), 'every queued change, photos included, reaches the server').toHaveAttribute('data-unsent-changes', '0', { timeout: 60_000 });
  await expect(page.locator('.fsi-photo-thumb[data-upload="sent"]')).toHaveCount(2, { timeout: 30_000 });
  await expect(page.locator('.fsi-wheel-unsent')).toHaveCount(0);

  // The server has every reading (stored in psi and mm) and exactly the two photos.
  const diagram = await serverDiagram(page.request, headers, surveyId, unit.id);
  // Typed in 32nds, stored in millimetres to a hundredth.
  expectServerReadings(diagram.positions, readings);
  const images = await page.request.get(`/api/v2/fleet_survey/get_unit_inspection_images/${diagram.inspectionId!}`, { headers });
  expect(images.ok()).toBe(true);
  expect((await images.json()) as unknown[]).toHaveLength(2);

  // The removal and the checklist made offline are there, once each.
  const before = await serverState(page.request, headers, LOCATION_ID, surveyId, [unit, trailer]);
  expect(before.removed.total_items).toBe(1);
  expect(`${before.removed.removed_tires[0]!.axle_number}-${before.removed.removed_tires[0]!.side}-${before.removed.removed_tires[0]!.place}`).toBe(replaced.key);
  expect(before.readiness.trailers_count).toBe(1);
  const [checklistOnServer] = before.readiness.units;
  expect(checklistOnServer).toMatchObject({ unit_number: trailer.unit_number, passed: false });
  expect(checklistOnServer!.fields.map((f) => ({ name: f.name, value: f.selected_value, notes: f.notes }))).toEqual(checked.map((c) => ({ name: c.name, value: c.value, notes: c.notes })));
  expect(before.surveys).toBe(1);
  expect(before.unitsNamed).toEqual({ [unit.unit_number]: 1, [trailer.unit_number]: 1 });
  expect(before.photos[unit.id]).toBe(2);

  // The same replay once more, verbatim: every request is answered from its Idempotency-Key.
  await expect.poll(() => sent.length).toBeGreaterThanOrEqual(readings.length + 5);
  const uploads = sent.filter((r) => /add_(unit|tire)_image/.test(r.url));
  expect(uploads).toHaveLength(2);
  const ops = sent.map((r) => new URL(r.url).pathname.replace('/api/v2/fleet_survey/', ''));
  expect(ops).toEqual(expect.arrayContaining(['save_tire', 'replace_tires', 'save_trailer_readiness', 'add_tire_image']));
  for (const request of sent) expect(request.body, `${request.method} ${request.url} was captured with its body`).not.toBeNull();
  await replayAgain(page, sent);
  expect(await serverState(page.request, headers, LOCATION_ID, surveyId, [unit, trailer])).toEqual(before);
});

test('tablet inspection: the entry panel never covers the wheel being read, in portrait and landscape; touch targets of 48 px; Enter reads "next"', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 768, height: 1024 });
  await signInAt(page, '/', DEALER);
  const headers = await sessionHeaders(page);
  const { surveyId, unit } = await openSurveyWithUnits(page.request, headers);
  await page.goto(`/fleet-survey/${surveyId}/inspect-${unit.unit_number}`);
  const order = await positionOrder(page);
  expect(order.length).toBeGreaterThanOrEqual(6);
  const editor = page.locator('.fsi-inspect-editor');

  for (const [orientation, size] of [['portrait', { width: 768, height: 1024 }], ['landscape', { width: 1024, height: 768 }]] as const) {
    await page.setViewportSize(size);
    for (const key of order) {
      const wheel = page.locator(`.fsi-wheel[data-position="${key}"]`);
      await wheel.click();
      await expect(page.locator('.fsi-tire-editor')).toHaveAttribute('data-position', key);
      // Once the diagram has scrolled, the wheel is whole on screen and clear of the panel.
      await expect
        .poll(async () => {
          const [w, e] = [await wheel.boundingBox(), await editor.boundingBox()];
          if (!w || !e) return 'not drawn';
          const onScreen = w.y >= 0 && w.y + w.height <= size.height && w.x >= 0 && w.x + w.width <= size.width;
          const clear = w.y + w.height <= e.y || w.x + w.width <= e.x || e.x + e.width <= w.x || e.y + e.height <= w.y;
          return onScreen && clear ? 'visible' : `wheel ${JSON.stringify(w)} editor ${JSON.stringify(e)}`;
        }, { message: `${orientation}: wheel ${key}` })
        .toBe('visible');
    }
    // Landscape: the panel is beside the diagram; portrait: below it.
    const [diagramBox, editorBox] = [await page.locator('.fsi-inspect-diagram').boundingBox(), await editor.boundingBox()];
    if (orientation === 'landscape') expect(editorBox!.x).toBeGreaterThanOrEqual(diagramBox!.x + diagramBox!.width - 1);
    else expect(editorBox!.y + editorBox!.height).toBeLessThanOrEqual(size.height + 1);

    // Every control of the screen is at least 48 px both ways.
    const small = await page.locator('.fsi-inspect-page').evaluate((root) =>
      [...root.querySelectorAll<HTMLElement>('button, input:not([type="hidden"]), select, textarea, a.button, [role="button"], [role="radio"], [role="checkbox"]')]
        .filter((control) => control.offsetParent !== null && !control.closest('[aria-hidden="true"], .visually-hidden'))
        .map((control) => {
          const target = control.matches('input[type="radio"], input[type="checkbox"]') ? (control.closest('label') ?? control) : control;
          const box = target.getBoundingClientRect();
          return { control: control.outerHTML.slice(0, 90), width: Math.round(box.width), height: Math.round(box.height) };
        })
        .filter((box) => box.width < 48 || box.height < 48),
    );
    expect(small, orientation).toEqual([]);
    await page.locator(`.fsi-wheel[data-position="${order[Math.floor(order.length / 2)]}"]`).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `test-results/screens/tablet-inspection-${orientation}.png` });
  }
  for (const id of ['#tire-pressure-input', '#tire-tread-input']) await expect(page.locator(id)).toHaveAttribute('enterkeyhint', 'next');
});
