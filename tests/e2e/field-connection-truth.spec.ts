import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DEALER_TECHNICIAN, openLocationForOffline, signal, startSurvey, syncBar, underServiceWorker } from './support/field-flow';
import { signInAt } from './support/session';

/*
 * What the tablet says about its connection is true: "Available offline" only once the app
 * itself opens without a network, and a network whose server answers nothing is not "online".
 * Nothing here is sent to the server, so any location row will do.
 */

// The field app under its service worker, as on the tablet (the config blocks it elsewhere).
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true, serviceWorkers: 'allow' });

const controllerState = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null);

test('first visit: "Available offline" appears only when the app opens offline; cut then, a survey starts and a reload works', async ({ page }) => {
  // A fresh profile: no service worker, no cache. No wait for the worker before the location opens.
  await signInAt(page, '/locations', DEALER_TECHNICIAN);
  const packAnswers: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/Content/LanguagesPack/')) packAnswers.push(response.status());
  });
  const net = await signal(page);
  const started = Date.now();
  const locationId = await openLocationForOffline(page, 1);
  // The figure the field-trust work reports: first visit, from opening the location to the badge.
  test.info().annotations.push({ type: 'offline-ready-ms', description: String(Date.now() - started) });

  // The moment the badge shows, the network goes: everything needed must already be on the device.
  await net.off();
  expect(await controllerState(page), 'the worker controls the page when the badge shows').toBe('activated');
  const precache = await page.evaluate(async () => {
    const names = await caches.keys();
    const precacheName = names.find((name) => name.includes('precache'));
    return { precached: precacheName ? (await (await caches.open(precacheName)).keys()).length : 0, packs: (await (await caches.open('language-packs')).keys()).map((r) => r.url) };
  });
  expect(precache.precached).toBeGreaterThan(100);
  // The language pack is kept for offline starts, under its address without the time query: the
  // one an offline start asks for, naming the build's catalogues.
  expect(precache.packs.some((url) => /\/api\/Content\/LanguagesPack\/en-US\.json\?catalogs=[0-9a-f]{16}$/.test(url))).toBe(true);

  const surveyId = await startSurvey(page, locationId, `First visit survey ${Date.now().toString(36)}`);
  expect(surveyId).toBeTruthy();
  await page.screenshot({ path: 'test-results/screens/first-visit-survey-offline.png' });

  packAnswers.length = 0;
  await net.reload();
  await expect(page.locator('#main h1')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/fleet-survey/${surveyId}/`));
  // The pack of the offline start came from the worker's cache.
  await expect.poll(() => packAnswers).toContain(200);
  await net.on();
});

/** Every call to the server fails while the device keeps its network: a Wi-Fi without internet. */
async function cutServer(context: BrowserContext): Promise<() => Promise<void>> {
  const matcher = (url: URL) => url.pathname.startsWith('/api/') || url.pathname === '/health';
  await context.route(matcher, (route) => route.abort('connectionrefused'));
  return () => context.unroute(matcher);
}

test('a network whose server answers nothing: the bar says so, the field screens read the device, reports say they need a connection', async ({ page, context }) => {
  await signInAt(page, '/locations', DEALER_TECHNICIAN);
  await underServiceWorker(page);
  const locationId = await openLocationForOffline(page, 1);
  await expect(syncBar(page)).toHaveAttribute('data-online', 'true');

  const restore = await cutServer(context);
  await page.goto('/locations');
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expect(syncBar(page).locator('.sync-chip')).toHaveText('Server unreachable');
  await expect(syncBar(page)).not.toContainText('Online');
  await expect(syncBar(page)).not.toContainText('All changes sent');
  await expect(syncBar(page)).toHaveAttribute('data-connection', 'unreachable');
  await expect(page.getByText('The server cannot be reached — showing locations saved on this device')).toBeVisible();
  await expect(page.locator(`.fs-location-table tbody tr`).first()).toBeVisible();
  await expect(page.getByText('Connection problem')).toHaveCount(0);
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/server-unreachable-locations.png' });

  // The location's own screens open from the device, and its work goes on.
  await page.goto(`/locations/${locationId}/dashboard`);
  await expect(page.getByTestId('offline-ready')).toBeVisible();
  await expect(syncBar(page)).toHaveAttribute('data-headline', 'unreachable');

  // A report never opened on this device.
  await page.goto('/checkpoint');
  await expect(page.getByRole('heading', { name: 'This report needs a connection' })).toBeVisible();
  await expect(page.getByText('The server cannot be reached.')).toBeVisible();
  await expect(page.getByText('This device is offline.')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/server-unreachable-report.png' });

  // The server answers again: the app finds out by itself and the report loads.
  await restore();
  await expect(page.getByRole('heading', { name: 'This report needs a connection' })).toHaveCount(0, { timeout: 45_000 });
});
