import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_USERS } from '../../server/seed/demo-users';
import { roundTo, thirtySecondsToMm } from '../../src/lib/units';
import { popup, signInAt } from './support/session';

/**
 * The yard without signal: a dealer technician opens a survey with signal, walks out of
 * coverage, reads every position of a unit with the keyboard only, adds two photos, reloads
 * the app offline, and comes back into coverage; the server then has every reading and exactly
 * the two photos. Selectors use ids and data attributes, which do not change with the language.
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

/** An open survey at the dealer's first location with one tractor in it, made through the API. */
async function openSurveyWithTractor(request: APIRequestContext, headers: Record<string, string>): Promise<{ surveyId: number; unit: ServerUnit }> {
  const units = (await (await request.post('/api/v2/fleet_survey/get_units', { headers, data: { location_id: LOCATION_ID, page_size: 100 } })).json()) as { units: ServerUnit[] };
  const unit = units.units.find((u) => /tractor/i.test(u.type_name));
  expect(unit, 'a tractor at the location').toBeTruthy();
  const today = new Date();
  const date = `${String(today.getMonth() + 1).padStart(2, '0')}/${String(today.getDate()).padStart(2, '0')}/${today.getFullYear()}`;
  const created = await request.post('/api/v2/fleet_survey/create_survey', {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { location_id: LOCATION_ID, survey_date: date },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  const added = await request.post('/api/v2/fleet_survey/add_existing_unit_to_survey', {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { survey_id: id, unit_id: unit!.id },
  });
  expect(added.ok()).toBe(true);
  return { surveyId: id, unit: unit! };
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

test('offline inspection: every position by keyboard, two photos, reload offline, then it all reaches the server', async ({ page, context }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAt(page, '/', DEALER);
  await underServiceWorker(page);
  const headers = await bearer(page);
  const { surveyId, unit } = await openSurveyWithTractor(page.request, headers);

  // With signal: the overview brings the survey, its unit, readings and lookups onto the device.
  await page.goto(`/fleet-survey/${surveyId}/overview`);
  const card = page.locator(`.fsi-unit-card[data-unit-number="${unit.unit_number}"]`);
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.fsi-overview-layout')).not.toHaveAttribute('data-refreshing', { timeout: 30_000 });
  await card.locator('.fsi-unit-card-inspect').click();
  await expect(page).toHaveURL(new RegExp(`/fleet-survey/${surveyId}/inspect-${unit.unit_number}$`));
  await expect(page.locator('.fsi-wheel').first()).toBeVisible();
  await expect(page.locator('.fsi-inspect-page')).not.toHaveAttribute('data-refreshing', { timeout: 30_000 });
  const order = await page.locator('.fsi-wheel').evaluateAll((wheels) => wheels.map((w) => (w as HTMLElement).dataset.position!));
  expect(order.length).toBeGreaterThanOrEqual(6);

  await context.setOffline(true);
  await expect(page.locator('.sync-bar')).toHaveAttribute('data-online', 'false');

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
  expect(Number(await page.locator('.sync-bar').getAttribute('data-unsent-changes'))).toBeGreaterThanOrEqual(readings.length + 2);

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
});
