import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { DEMO_USERS } from '../../server/seed/demo-users';
import { roundTo, thirtySecondsToMm } from '../../src/lib/units';
import { popup, signInAt } from './support/session';

/**
 * The yard without signal: a dealer technician opens a survey with signal, walks out of
 * coverage, fills in a trailer's readiness checklist, reads every position of a tractor with
 * the keyboard only, adds two photos, replaces a tire, reloads the app offline, and comes back
 * into coverage; the server then has every reading, the removal, the checklist and exactly the
 * two photos. Sending every request of that replay a second time, verbatim (same
 * Idempotency-Key), changes nothing on the server. Selectors use ids and data attributes,
 * which do not change with the language.
 */
const DEALER = DEMO_USERS.find((u) => u.login === 'service@interstate-tire.example')!;
const LOCATION_ID = 1;

interface ServerUnit {
  id: number;
  unit_number: string;
  type_name: string;
}

async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.locator('.site-header')).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
}

async function bearer(page: Page): Promise<Record<string, string>> {
  const { token, key } = await page.evaluate(() => ({ token: localStorage.getItem('TOKEN'), key: localStorage.getItem('API_KEY') }));
  return { authorization: `Bearer ${token}`, api_key: key ?? '' };
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

/** A request the sync engine sent and the server answered with 2xx, as it went over the wire. */
interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

/** Headers the browser adds for the connection; the API context sets its own. */
const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'accept-encoding', 'origin', 'referer', 'cookie', 'sec-fetch-mode', 'sec-fetch-site', 'sec-fetch-dest']);

/**
 * Records every request of the sync engine (it alone sends Idempotency-Key) that the server
 * answered with 2xx, body included. The browser still sends each one itself, so going
 * offline stops them as it stops the app.
 */
async function captureEngineRequests(page: Page): Promise<SentRequest[]> {
  const seen = new Map<Request, SentRequest>();
  const sent: SentRequest[] = [];
  await page.route('**/api/v2/fleet_survey/**', async (route) => {
    const request = route.request();
    const headers = await request.allHeaders();
    if (headers['idempotency-key'] && request.method() !== 'GET') seen.set(request, { method: request.method(), url: request.url(), headers, body: request.postDataBuffer() });
    await route.fallback();
  });
  page.on('response', (response) => {
    const captured = seen.get(response.request());
    if (captured && response.status() >= 200 && response.status() < 300) sent.push(captured);
  });
  return sent;
}

/** What the server holds of the survey, read through its API: every count the replay could change. */
async function serverState(request: APIRequestContext, headers: Record<string, string>, surveyId: number, units: ServerUnit[]) {
  const post = async <T,>(path: string, data: unknown) => {
    const response = await request.post(`/api/v2/${path}`, { headers, data });
    expect(response.ok(), path).toBe(true);
    return (await response.json()) as T;
  };
  const get = async <T,>(path: string) => {
    const response = await request.get(`/api/v2/${path}`, { headers });
    expect(response.ok(), path).toBe(true);
    return (await response.json()) as T;
  };
  const surveys = await post<{ surveys: { id: number }[] }>('fleet_survey/get_surveys', { location_id: LOCATION_ID, page_size: 1000 });
  const locationUnits = await post<{ total_items: number; units: { unit_number: string }[] }>('fleet_survey/get_units', { location_id: LOCATION_ID, page_size: 1000 });
  const surveyUnits = await get<{ units: { unit_id: number; unit_inspection_id: number }[] }>(`fleet_survey/${surveyId}/units`);
  const removed = await post<{ total_items: number; removed_tires: { id: number; axle_number: number; side: string; place: string; removal_reasons: { id: number }[] }[] }>('fleet_survey/get_removed_tires', { survey_id: surveyId, page_size: 1000 });
  const readiness = await get<{ model: { trailers_count: number; units: { unit_number: string; passed: boolean; fields: { name: string; selected_value: string; notes: string | null }[] }[] } }>(`survey/get_trailer_readiness_report/${surveyId}`);
  const readings: Record<string, unknown> = {};
  const photos: Record<string, number> = {};
  for (const row of surveyUnits.units) {
    const diagram = await get<{ axles: { axle_number: number; left: { positions: { place: string; reading: unknown; tire: { id: number } | null }[] }; right: { positions: { place: string; reading: unknown; tire: { id: number } | null }[] } }[] }>(
      `fleet_survey/${surveyId}/axles/${row.unit_id}`,
    );
    for (const axle of diagram.axles) {
      for (const side of ['left', 'right'] as const) {
        for (const position of axle[side].positions) readings[`${row.unit_id}:${axle.axle_number}-${side}-${position.place}`] = { tire: position.tire?.id ?? null, reading: position.reading };
      }
    }
    photos[row.unit_id] = (await get<unknown[]>(`fleet_survey/get_unit_inspection_images/${row.unit_inspection_id}`)).length;
  }
  return {
    surveys: surveys.surveys.filter((s) => s.id === surveyId).length,
    locationUnits: locationUnits.total_items,
    unitsNamed: Object.fromEntries(units.map((u) => [u.unit_number, locationUnits.units.filter((l) => l.unit_number === u.unit_number).length])),
    surveyUnits: surveyUnits.units.map((u) => u.unit_id).sort(),
    removed,
    readiness: readiness.model,
    readings,
    photos,
  };
}

/** Two different JPEGs drawn by the browser, one larger than the 2048 px the app keeps. */
async function jpegs(page: Page): Promise<Buffer[]> {
  const encoded = await page.evaluate(() =>
    [
      ['#c0392b', 3000, 2000],
      ['#2e86c1', 800, 600],
    ].map(([color, width, height]) => {
      const canvas = document.createElement('canvas');
      canvas.width = Number(width);
      canvas.height = Number(height);
      const context = canvas.getContext('2d')!;
      context.fillStyle = String(color);
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.fillStyle = '#fff';
      context.fillRect(40, 40, canvas.width / 3, canvas.height / 3);
      return canvas.toDataURL('image/jpeg', 0.9).split(',')[1]!;
    }),
  );
  return encoded.map((base64) => Buffer.from(base64, 'base64'));
}

test('offline inspection: a trailer checklist, every position by keyboard, two photos, a replaced tire, reload offline; it all reaches the server once, and a second replay changes nothing', async ({ page, context }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAt(page, '/', DEALER);
  await underServiceWorker(page);
  const headers = await bearer(page);
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
  await expect(page.locator('.fsi-wheel').first()).toBeVisible();
  const order = await page.locator('.fsi-wheel').evaluateAll((wheels) => wheels.map((w) => (w as HTMLElement).dataset.position!));
  expect(order.length).toBeGreaterThanOrEqual(6);

  // Keyboard only: pressure, Enter, tread, Enter; the next position opens with pressure focused.
  const readings = order.map((key, i) => ({ key, psi: 95 + i, thirtySeconds: 8 + (i % 7) }));
  for (const [i, reading] of readings.entries()) {
    await expect(page.locator('.fsi-tire-editor')).toHaveAttribute('data-position', reading.key);
    await expect(page.locator('#tire-pressure-input')).toBeFocused();
    await page.keyboard.type(String(reading.psi));
    await page.keyboard.press('Enter');
    await expect(page.locator('#tire-tread-input')).toBeFocused();
    await page.keyboard.type(String(reading.thirtySeconds));
    await page.keyboard.press('Enter');
    if (i < readings.length - 1) await expect(page.locator('.fsi-tire-editor')).toHaveAttribute('data-position', readings[i + 1]!.key);
  }
  for (const reading of readings) {
    const wheel = page.locator(`.fsi-wheel[data-position="${reading.key}"]`);
    await expect(wheel.locator('.fsi-wheel-pressure')).toContainText(`${reading.psi} psi`);
    await expect(wheel.locator('.fsi-wheel-unsent')).toBeVisible();
  }

  // Two photos of the last tire, chosen from the library (the camera input takes files the same way).
  const last = readings.at(-1)!;
  await page.locator(`.fsi-wheel[data-position="${last.key}"]`).click();
  await expect(page.locator('.fsi-tire-editor')).toHaveAttribute('data-position', last.key);
  await page.locator('[data-photo-input="library"]').setInputFiles((await jpegs(page)).map((buffer, i) => ({ name: `tire-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer })));
  await expect(page.locator('.fsi-photo-thumb')).toHaveCount(2);
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
  for (const reading of readings) {
    const wheel = page.locator(`.fsi-wheel[data-position="${reading.key}"]`);
    await expect(wheel.locator('.fsi-wheel-pressure')).toContainText(`${reading.psi} psi`);
    await expect(wheel.locator('.fsi-wheel-unsent')).toBeVisible();
  }
  // The shell may report that its start call found no server; the technician closes it and works on.
  const startupPopup = popup(page, 'startup-failure');
  if (await startupPopup.isVisible()) await startupPopup.getByRole('button').click();
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
  const diagramResponse = await page.request.get(`/api/v2/fleet_survey/${surveyId}/axles/${unit.id}`, { headers });
  expect(diagramResponse.ok()).toBe(true);
  const diagram = (await diagramResponse.json()) as {
    unit_inspection: { id: number } | null;
    axles: {
      axle_number: number;
      left: { positions: { place: string; reading: { pressure_psi: number | null; tread_depth_mm: number | null } | null }[] };
      right: { positions: { place: string; reading: { pressure_psi: number | null; tread_depth_mm: number | null } | null }[] };
    }[];
  };
  const onServer = new Map<string, { pressure_psi: number | null; tread_depth_mm: number | null } | null>();
  for (const axle of diagram.axles) {
    for (const side of ['left', 'right'] as const) {
      for (const position of axle[side].positions) onServer.set(`${axle.axle_number}-${side}-${position.place}`, position.reading);
    }
  }
  for (const reading of readings) {
    const stored = onServer.get(reading.key);
    expect(stored, reading.key).toBeTruthy();
    expect(stored!.pressure_psi).toBe(reading.psi);
    // Typed in 32nds, stored in millimetres to a hundredth.
    expect(stored!.tread_depth_mm).toBe(roundTo(thirtySecondsToMm(reading.thirtySeconds), 2));
  }
  const images = await page.request.get(`/api/v2/fleet_survey/get_unit_inspection_images/${diagram.unit_inspection!.id}`, { headers });
  expect(images.ok()).toBe(true);
  expect((await images.json()) as unknown[]).toHaveLength(2);

  // The removal and the checklist made offline are there, once each.
  const before = await serverState(page.request, headers, surveyId, [unit, trailer]);
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
  for (const request of sent) {
    expect(request.body, `${request.method} ${request.url} was captured with its body`).not.toBeNull();
    const replayed = await page.request.fetch(request.url, {
      method: request.method,
      headers: Object.fromEntries(Object.entries(request.headers).filter(([name]) => !HOP_HEADERS.has(name.toLowerCase()) && !name.startsWith(':'))),
      data: request.body ?? undefined,
    });
    expect(replayed.status(), `${request.method} ${request.url}`).toBeLessThan(300);
    expect(replayed.headers()['idempotent-replayed'], `${request.method} ${request.url} is a replay`).toBe('true');
  }
  expect(await serverState(page.request, headers, surveyId, [unit, trailer])).toEqual(before);
});
