import { expect, test, type Page, type Request } from '@playwright/test';
import { DEMO_USERS } from '../../server/seed/demo-users';
import { signInAt } from './support/session';

/*
 * The fleet survey's field work without signal: a location downloaded while online, a unit
 * and a survey made offline, kept on the device with the sync bar counting them, and sent
 * exactly once when the signal returns. Selectors use structure and data attributes, not
 * texts, so the test holds in every language.
 */

const TECHNICIAN = DEMO_USERS.find((u) => u.login === 'service@interstate-tire.example')!;

/** The app under its service worker, so lazy route chunks open without signal. */
async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
}

/** Picks the n-th location of the picker and waits until it is available offline. */
async function openLocationForOffline(page: Page, index: number): Promise<number> {
  const row = page.locator('.fs-location-table tbody tr').nth(index);
  await row.locator('button').click();
  await expect(page).toHaveURL(/\/locations\/\d+\/dashboard$/);
  await expect(page.getByTestId('offline-ready')).toBeVisible({ timeout: 90_000 });
  return Number(/\/locations\/(\d+)\//.exec(page.url())![1]);
}

/** A call with the session stored by the app, as the portal makes it. */
async function apiCall(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const { token, key } = await page.evaluate(() => ({ token: localStorage.getItem('TOKEN'), key: localStorage.getItem('API_KEY') }));
  const headers = { authorization: `Bearer ${token}`, api_key: key ?? '' };
  const response = method === 'GET' ? await page.request.get(`/api/v2/${path}`, { headers }) : await page.request.post(`/api/v2/${path}`, { headers, data });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
  return response.json();
}

/** What the sync engine sent and the server took (2xx), as it went over the wire, body included. */
interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

/** Records the engine's requests (it alone sends Idempotency-Key); the browser still sends them, so offline stops them. */
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

/** Headers of the browser's connection; the API context sets its own. */
const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'accept-encoding', 'origin', 'referer', 'cookie', 'sec-fetch-mode', 'sec-fetch-site', 'sec-fetch-dest']);

/** Sends each captured request again, verbatim; every one must be answered from its Idempotency-Key. */
async function replayAgain(page: Page, sent: SentRequest[]): Promise<void> {
  for (const request of sent) {
    const replayed = await page.request.fetch(request.url, {
      method: request.method,
      headers: Object.fromEntries(Object.entries(request.headers).filter(([name]) => !HOP_HEADERS.has(name.toLowerCase()) && !name.startsWith(':'))),
      data: request.body ?? undefined,
    });
    expect(replayed.status(), `${request.method} ${request.url}`).toBeLessThan(300);
    expect(replayed.headers()['idempotent-replayed'], `${request.method} ${request.url} is a replay`).toBe('true');
  }
}

const syncBar = (page: Page) => page.locator('section.sync-bar').first();
const unsentChanges = async (page: Page) => Number(await syncBar(page).getAttribute('data-unsent-changes'));

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
  await page.locator(`a[href="/locations/${locationId}/units/add"]`).first().click();
  await page.locator('input[name="unit_number"]').fill(unitNumber);
  await page.locator('select[name="type"]').selectOption({ label: 'Tractor' });
  const fiveAxle = page.locator('label.fs-config-card', { hasText: '2-4-4-4-4' });
  await expect(fiveAxle.locator('svg[role="img"] line')).toHaveCount(5);
  await fiveAxle.click();
  await expect(fiveAxle.locator('input[type="radio"]')).toBeChecked();
  await page.locator('input[name="vin"]').fill('1XKYD49X0MJ500001');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/locations/${locationId}/dashboard`));
  const unitRow = page.locator('#units tbody tr', { has: page.locator('a', { hasText: unitNumber }) });
  await expect(unitRow).toHaveAttribute('data-pending', '');
  await expect.poll(() => unsentChanges(page)).toBe(1);

  // A survey, offline: it opens at once under its local id.
  await page.locator(`a[href="/locations/${locationId}/surveys/add"]`).first().click();
  await page.locator('textarea').fill(`Offline yard survey ${unitNumber}`);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/fleet-survey\/[0-9a-f-]{36}\/overview$/);

  // Back on the location's surveys: the new survey is marked as not yet sent, the bar counts both.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/locations/${locationId}/dashboard`));
  await expect.poll(() => unsentChanges(page)).toBeGreaterThanOrEqual(2);
  await page.locator(`a[href="/locations/${locationId}/surveys"]`).first().click();
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
      (await apiCall(page, 'POST', 'fleet_survey/get_units', { location_id: locationId, key_word: unitNumber })) as {
        units: { id: number; unit_number: string; axle_configuration: string | null; vin: string | null }[];
      }
    ).units.filter((u) => u.unit_number === unitNumber);
  const sentUnits = await unitsNamed();
  expect(sentUnits).toHaveLength(1);
  expect(sentUnits[0]!.axle_configuration).toContain('2-4-4-4-4');
  expect(sentUnits[0]!.vin).toBe('1XKYD49X0MJ500001');

  const surveysNamed = async () =>
    ((await apiCall(page, 'POST', 'fleet_survey/get_surveys', { location_id: locationId, page_size: 1000 })) as { surveys: { id: number; comments: string | null }[] }).surveys;
  const surveysBefore = await surveysNamed();
  expect(surveysBefore.filter((s) => s.comments === `Offline yard survey ${unitNumber}`)).toHaveLength(1);

  // The same replay once more, verbatim (same Idempotency-Keys): the unit and the survey are still there once.
  expect(sent.map((r) => new URL(r.url).pathname)).toEqual(['/api/v2/fleet_survey/save_unit', '/api/v2/fleet_survey/create_survey']);
  await replayAgain(page, sent);
  expect(await unitsNamed()).toEqual(sentUnits);
  expect(await surveysNamed()).toEqual(surveysBefore);

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
  const { unit } = (await apiCall(page, 'GET', `fleet_survey/get_unit/${unitId}`)) as { unit: Record<string, unknown> & { version: number } };
  await apiCall(page, 'POST', 'fleet_survey/save_unit', { ...unit, model: 'Model from the office' });

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

  const after = (await apiCall(page, 'GET', `fleet_survey/get_unit/${unitId}`)) as { unit: { model: string | null; version: number } };
  expect(after.unit.model).toBe('Model from the office');
  expect(after.unit.version).toBe(unit.version + 1);
});
