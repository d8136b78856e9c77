import { expect, test, type Page, type Route } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fieldStoreOnDevice } from './support/field-flow';
import { signInAt } from './support/session';
import { FLEET_MANAGER } from './support/users';

/*
 * A cold page's requests leave together instead of one after another: on a slow network each
 * hop of a serial chain costs a round trip before anything paints. Each test holds one request
 * unanswered and checks that the others it does not depend on still leave.
 */

// A service worker would answer the app's files itself, out of page.route's reach.
test.use({ serviceWorkers: 'block' });

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;

/** The built file of a route's component, which the router's plugin splits from its route file. */
function componentChunk(routeFile: string): string {
  const entry = manifest[`src/routes/${routeFile}?tsr-split=component`];
  if (!entry) throw new Error(`No component chunk for ${routeFile} in the build`);
  return `/${entry.file}`;
}

/** Holds every request whose path passes `matches` until released. */
async function hold(page: Page, matches: (pathname: string) => boolean) {
  const held: Route[] = [];
  let released = false;
  await page.route(
    (url) => matches(url.pathname),
    async (route) => {
      if (released) await route.continue();
      else held.push(route);
    },
  );
  return {
    count: () => held.length,
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** Every request path the page sent, with its query. */
function recordRequests(page: Page): URL[] {
  const sent: URL[] = [];
  page.on('request', (request) => sent.push(new URL(request.url())));
  return sent;
}

const PACK = /^\/api\/Content\/LanguagesPack\//;
const START = '/api/v2/authorization/start';

test('the language pack, the session and the page code leave together, the session carrying the locale', async ({ page }) => {
  await signInAt(page, '/checkpoint', FLEET_MANAGER);
  const pack = await hold(page, (path) => PACK.test(path));
  const start = await hold(page, (path) => path === START);
  const sent = recordRequests(page);

  await page.goto('/checkpoint?lang=fr-CA', { waitUntil: 'commit' });
  // Neither has answered, yet both left, and so did the page's own code.
  await expect.poll(() => [pack.count() > 0, start.count() > 0]).toEqual([true, true]);
  await expect.poll(() => sent.some((url) => url.pathname === componentChunk('checkpoint/index.tsx'))).toBe(true);
  expect(sent.find((url) => PACK.test(url.pathname))?.pathname).toBe('/api/Content/LanguagesPack/fr-CA.json');
  expect(sent.find((url) => url.pathname === START)?.searchParams.get('lang')).toBe('fr-CA');

  await pack.release();
  await start.release();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.locator('input[name="checkpoint-account-kind"]').first()).toBeVisible();
});

const FIRST_CALLS = [
  { path: '/checkpoint', routeFile: 'checkpoint/index.tsx', call: '/api/v2/checkpoint/get_home_page', ready: (page: Page) => page.locator('input[name="checkpoint-account-kind"]').first() },
  { path: '/fleet-dashboard', routeFile: 'fleet-dashboard.tsx', call: '/api/v2/fleet_dashboard/get_accounts', ready: (page: Page) => page.getByRole('combobox', { name: 'Account', exact: true }) },
  { path: '/tireoptix', routeFile: 'tireoptix/index.tsx', call: '/api/v2/survey/get_home_page', ready: (page: Page) => page.locator('.io-run button') },
];

for (const screen of FIRST_CALLS) {
  test(`${screen.path}: the report's first call does not wait for the screen's code`, async ({ page }) => {
    await signInAt(page, screen.path, FLEET_MANAGER);
    const chunk = await hold(page, (path) => path === componentChunk(screen.routeFile));
    const sent = recordRequests(page);

    await page.goto(screen.path, { waitUntil: 'commit' });
    await expect.poll(() => chunk.count()).toBeGreaterThan(0);
    // The call left while the screen's code is still held back.
    await expect.poll(() => sent.some((url) => url.pathname === screen.call)).toBe(true);
    expect(chunk.count()).toBeGreaterThan(0);

    await chunk.release();
    await expect(screen.ready(page)).toBeVisible();
  });
}

/** The built chunk of a module: by its source path, or by its name for a chunk modules share. */
function moduleChunk(source: string): string {
  const name = source.split('/').pop()!.replace(/\.[a-z]+$/, '');
  const entry = Object.entries(manifest).find(([key]) => key.endsWith(source) || key.startsWith(`_${name}-`));
  if (!entry) throw new Error(`No chunk for ${source} in the build`);
  return `/${entry[1].file}`;
}

test('the service worker and, on a device with the field database, the field sync engine load once the first screen is up, not beside it', async ({ page }) => {
  // A field screen leaves the field database on the device (without it the engine does not start
  // at all: report-first-load.spec.ts).
  await signInAt(page, '/locations', FLEET_MANAGER);
  await expect(page.locator('.fs-location-table tbody tr').first()).toBeVisible();
  await expect.poll(() => fieldStoreOnDevice(page)).toBe(true);
  // The signed-in page's own deferred work may still be pending: leaving it first keeps its
  // requests out of the record of the load under test.
  await page.goto('about:blank');
  const chunk = await hold(page, (path) => path === componentChunk('checkpoint/index.tsx'));
  const sent: { path: string; at: number }[] = [];
  page.on('request', (request) => sent.push({ path: new URL(request.url()).pathname, at: Date.now() }));
  const requestedAt = (path: string) => sent.find((request) => request.path === path)?.at;
  const deferred = [moduleChunk('node_modules/workbox-window/build/workbox-window.prod.es5.mjs'), moduleChunk('src/features/fleet-survey/state/field-sync-boot.tsx')];

  await page.goto('/checkpoint', { waitUntil: 'commit' });
  await expect.poll(() => chunk.count()).toBeGreaterThan(0);
  await expect.poll(() => requestedAt('/api/v2/checkpoint/get_home_page')).toBeDefined();
  const releasedAt = Date.now();
  await chunk.release();

  await expect(page.locator('input[name="checkpoint-account-kind"]').first()).toBeVisible();
  // Still loaded on their own, and only after the screen's code arrived.
  for (const path of deferred) {
    await expect.poll(() => requestedAt(path), { message: path }).toBeDefined();
    expect(requestedAt(path), path).toBeGreaterThanOrEqual(releasedAt);
  }
});
