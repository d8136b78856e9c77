import { chromium, expect, test, type Page, type Request } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogFileOf } from '../../sw/language-files';
import { signInAt } from './support/session';
import { FLEET_MANAGER } from './support/users';

// The app under its service worker, as installed (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** Waits for the service worker to activate, reloads, and checks it controls the page. */
async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.locator('.site-header')).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
}

/** A fetch from the page with the stored session's headers; 'network-error' when it fails. */
function call(page: Page, path: string, options: { method?: string; apiKey?: string } = {}) {
  return page.evaluate(async ({ path, method, apiKey }) => {
    const headers: Record<string, string> = { authorization: `Bearer ${localStorage.getItem('TOKEN')}`, api_key: apiKey ?? localStorage.getItem('API_KEY') ?? '' };
    try {
      const response = await fetch(path, { method, headers, body: method === 'POST' ? '{}' : undefined });
      return response.status;
    } catch {
      return 'network-error';
    }
  }, { path, method: options.method ?? 'GET', apiKey: options.apiKey });
}

test('installable: a controlling service worker and no installability errors', { tag: '@full-chromium' }, async ({ browserName }, testInfo) => {
  expect(browserName).toBe('chromium');
  // Chromium never offers to install from an incognito profile, which is what a test context is.
  const profile = mkdtempSync(join(tmpdir(), 'fleet-portal-profile-'));
  const { baseURL, launchOptions, locale } = testInfo.project.use;
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, locale });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signInAt(page, '/', FLEET_MANAGER);
    await underServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the first install fetches the app\'s files a few at a time, not one after another', async ({ page, context }) => {
  // The worker's own requests for the app's files (Chromium reports a worker's requests on the context).
  const precached = (request: Request) => request.serviceWorker() !== null && new URL(request.url()).pathname.startsWith('/assets/');
  let inFlight = 0;
  let most = 0;
  let fetched = 0;
  const catalogues: string[] = [];
  context.on('request', (request) => {
    if (!precached(request)) return;
    const catalogue = catalogFileOf(request.url())?.locale;
    if (catalogue) catalogues.push(catalogue);
    fetched += 1;
    inFlight += 1;
    most = Math.max(most, inFlight);
  });
  const settled = (request: Request) => {
    if (precached(request)) inFlight -= 1;
  };
  context.on('requestfinished', settled);
  context.on('requestfailed', settled);
  await signInAt(page, '/', FLEET_MANAGER);
  await underServiceWorker(page);
  expect(fetched, 'the app files the install fetched').toBeGreaterThan(100);
  expect(most, 'precache requests in flight at once').toBeGreaterThan(1);
  expect(most, 'precache requests in flight at once').toBeLessThanOrEqual(6);
  // An en-US reader's tablet carries en-US's words, not the 35 other languages'.
  expect(catalogues.length, 'catalogue files installed').toBeGreaterThan(0);
  expect([...new Set(catalogues)]).toEqual(['en-US']);
});

test('the manifest names the app, and every icon it lists is a PNG', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  const appleIcon = /<link rel="apple-touch-icon" sizes="180x180" href="([^"]+)"/.exec(html)?.[1];
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; purpose?: string }[]; shortcuts: { url: string }[] };
  expect(manifest).toMatchObject({
    name: 'Fleet Tire Portal',
    short_name: 'Tire Portal',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#0b1f4b',
    background_color: '#f3f5f9',
    categories: ['business', 'productivity'],
  });
  expect(manifest.description).toEqual(expect.any(String));
  expect(manifest.shortcuts.map((s) => s.url)).toContain('/locations');
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);

  for (const src of [...manifest.icons.map((i) => i.src), appleIcon ?? 'missing']) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type'], src).toBe('image/png');
  }
});

test('offline, a reload of a survey screen and of the home page still shows the app', async ({ page, context }) => {
  await signInAt(page, '/locations', FLEET_MANAGER);
  await underServiceWorker(page);

  await context.setOffline(true);
  for (const [path, name] of [['/locations', 'locations'], ['/', 'home']]) {
    await page.goto(path);
    await expect(page, path).toHaveURL((url) => url.pathname === path);
    await expect(page.locator('.site-header'), path).toBeVisible();
    await expect(page.locator('#main h1'), path).toBeVisible();
    await page.screenshot({ path: `test-results/screens/offline-${name}.png` });
  }
  await page.reload();
  await expect(page.locator('.site-header')).toBeVisible();
  await context.setOffline(false);
});

/** The locale catalogue parts the worker keeps apart from its precache, as `fr-CA-field`. */
const heldCatalogues = (page: Page) =>
  page.evaluate(async () => (await (await caches.open('language-files')).keys()).map((request) => /\/messages-([a-z]{2}-[A-Z]{2}-[a-z]+)-/.exec(request.url)?.[1]).sort());
const FRENCH_CATALOGUE = ['fr-CA-admin', 'fr-CA-field', 'fr-CA-reports', 'fr-CA-shell', 'fr-CA-survey'];

test('a language picked on an installed tablet opens offline from then on', async ({ page, context }) => {
  await signInAt(page, '/', FLEET_MANAGER);
  await underServiceWorker(page);
  expect(await heldCatalogues(page)).toEqual([]);
  await page.locator('.site-header').getByRole('button', { name: /^Language: / }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('label').filter({ has: page.getByRole('radio', { name: 'Français (Canada)', exact: true }) }).click();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  await expect.poll(() => heldCatalogues(page)).toEqual(FRENCH_CATALOGUE);

  await context.setOffline(true);
  await page.goto('/locations');
  await expect(page.locator('#main h1')).toHaveText('Sélectionner le site');
  await context.setOffline(false);
});

test('offline in French, a survey screen never opened online still speaks French', async ({ page, context }) => {
  // The home page only: the survey screens' words (their catalogue part) were never fetched, so
  // they must come from the service worker's precache.
  await signInAt(page, '/', FLEET_MANAGER);
  // The stored choice, as the language chooser leaves it; the reload below applies it.
  await page.evaluate(() => localStorage.setItem('USER_LANGUAGE', 'fr-CA'));
  await underServiceWorker(page);
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  // The worker keeps the catalogue of the language the page reads; it precaches only en-US's.
  await expect.poll(() => heldCatalogues(page)).toEqual(FRENCH_CATALOGUE);

  await context.setOffline(true);
  await page.goto('/locations');
  await expect(page.locator('#main h1')).toHaveText('Sélectionner le site');
  await page.screenshot({ path: 'test-results/screens/offline-locations-fr-CA.png' });
  await context.setOffline(false);
});

test('a page the worker controls from its start asks for the language pack once', async ({ page }) => {
  await signInAt(page, '/', FLEET_MANAGER);
  await underServiceWorker(page);
  // Requests the worker answers are the page's requests too: each fetch of the pack counts.
  const packs: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/Content/LanguagesPack/')) packs.push(request.url());
  });
  await page.reload();
  await expect(page.locator('.site-header')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The offline tracker finds every file cached at once on a controlled page; give it time to act.
  await page.waitForTimeout(2_000);
  expect(packs).toHaveLength(1);
  // Named by the build's catalogues, as the worker keeps it for offline starts: only the database's changes travel.
  expect(new URL(packs[0]!).searchParams.get('catalogs')).toMatch(/^[0-9a-f]{16}$/);
});

test('reference data answers offline from the session cache; writes and sign-in calls never do', async ({ page, context }) => {
  await signInAt(page, '/', FLEET_MANAGER);
  await underServiceWorker(page);
  const unitSelects = '/api/v2/fleet_survey/get_unit_selects';
  expect(await call(page, unitSelects)).toBe(200);
  expect(await call(page, '/api/v2/common/get_tire_sizes')).toBe(200);
  expect(await call(page, '/api/v2/authorization/verify')).toBe(200);

  const keys = await page.evaluate(async () => (await (await caches.open('fleet-reference-data')).keys()).map((r) => r.url));
  expect(keys.some((url) => url.includes('get_unit_selects') && url.includes('sw-session='))).toBe(true);
  const apiKey = await page.evaluate(() => localStorage.getItem('API_KEY') ?? '');
  expect(keys.join(' ')).not.toContain(apiKey);

  await context.setOffline(true);
  expect(await call(page, unitSelects)).toBe(200);
  expect(await call(page, '/api/v2/common/get_tire_sizes')).toBe(200);
  // Another session on the same tablet does not see this session's lists.
  expect(await call(page, unitSelects, { apiKey: 'another-session' })).toBe('network-error');
  expect(await call(page, '/api/v2/authorization/verify')).toBe('network-error');
  expect(await call(page, unitSelects, { method: 'POST' })).toBe('network-error');
  await context.setOffline(false);
});

// The headless shell answers "Background Sync is disabled".
test('a background sync wakes the open window with replay-outbox', { tag: '@full-chromium' }, async ({ page }) => {
  await signInAt(page, '/', FLEET_MANAGER);
  await underServiceWorker(page);
  const message = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const received = new Promise<unknown>((resolve) => {
      navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
        if (event.data?.type !== 'replay-outbox') return;
        // The optional answer ends the sync event at once.
        event.ports[0]?.postMessage({ type: 'replay-done', ok: true });
        resolve(event.data);
      });
    });
    await (registration as ServiceWorkerRegistration & { sync: { register(tag: string): Promise<void> } }).sync.register('replay-outbox');
    return received;
  });
  expect(message).toEqual({ type: 'replay-outbox' });
});
