import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { DEMO_USERS } from '../server/seed/demo-users';
import { launchChromium } from './browser/chromium';
import { signInToLocations, startPortal } from './browser/portal';
import { FOCUS_PROBE, readFocusSamples, TouchCounter } from './browser/touch-counter';
import { benchMain } from './lib/result';
import { percentile, round, withDeadline } from './lib/stats';

/*
 * Field speed, counted: the built app and its API on PGlite (demo fleet at scale
 * 0.05), Chromium as a 768x1024 touch tablet without signal, a 6x4 tractor and its 53 ft tandem
 * trailer (18 tires) surveyed in one coupled walk by hand, pressure and tread on every tire and
 * one photo; then the same two units in a second survey read by a keyboard-mode gauge. Every
 * tap, fill and key press is counted (bench/browser/touch-counter.ts); typing a value is one.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const TECHNICIAN = DEMO_USERS.find((u) => u.login === 'service@interstate-tire.example')!;
const TRACTOR = 'Tractor 6x4 (2-4-4)';
const TRAILER = 'Trailer tandem (4-4)';

/** Signed in, under the service worker, the location on the device; its id. Not counted: done once with signal. */
async function onTheYard(page: Page): Promise<number> {
  await signInToLocations(page, TECHNICIAN);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
  // The yard of the issue: a location whose most used configuration that is no trailer is the 6x4
  // tractor and whose most used trailer one is the tandem (what the add-unit form arrives with);
  // else the last one.
  const table = page.locator('.fs-location-table tbody tr');
  await table.first().waitFor();
  const rows = await table.count();
  for (let row = 0; row < rows; row += 1) {
    await table.nth(row).locator('button').click();
    await page.waitForURL(/\/locations\/\d+\/dashboard$/);
    const locationId = Number(/\/locations\/(\d+)\//.exec(page.url())![1]);
    if (row === rows - 1 || (await prefillsBoth(page, locationId))) {
      await page.getByTestId('offline-ready').waitFor({ timeout: 90_000 });
      return locationId;
    }
    await page.goto('/locations');
  }
  throw new Error('The technician has no location');
}

/** Whether the location's most used configurations, trailers and others apart (ties by name), are the walk's. */
async function prefillsBoth(page: Page, locationId: number): Promise<boolean> {
  const { token, key } = await page.evaluate(() => ({ token: localStorage.getItem('TOKEN') ?? '', key: localStorage.getItem('API_KEY') ?? '' }));
  const response = await page.request.post('/api/v2/fleet_survey/get_units', { headers: { authorization: `Bearer ${token}`, api_key: key }, data: { location_id: locationId, page_size: 1000 } });
  const { units } = (await response.json()) as { units: { axle_configuration: string | null }[] };
  const counts = new Map<string, number>();
  for (const unit of units) if (unit.axle_configuration) counts.set(unit.axle_configuration, (counts.get(unit.axle_configuration) ?? 0) + 1);
  const ranked = [...counts.entries()].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).map(([name]) => name);
  return ranked.find((name) => !/trailer/i.test(name)) === TRACTOR && ranked.find((name) => /trailer/i.test(name)) === TRAILER;
}

/**
 * A new unit on the open form: the number, then (unless the form arrived with the configuration
 * chosen) one tap on the location's offer of it, else type and card; then save.
 */
async function fillNewUnit(page: Page, count: TouchCounter, unitNumber: string, type: string, configuration: string, note: (text: string) => void): Promise<void> {
  await count.fill(page.locator('input[name="unit_number"]'), unitNumber);
  // The form says when it arrived with a configuration chosen, as soon as the device's units are read.
  await page.getByTestId('prefilled').waitFor({ timeout: 5_000 }).catch(() => undefined);
  const chosen = page.locator('label.fs-config-card', { has: page.locator('input[type="radio"]:checked') }).locator('.fs-config-name');
  const offer = page.locator('.fs-quick-used [data-configuration]', { hasText: configuration });
  if ((await chosen.textContent())?.trim() === configuration) {
    // Pre-selected: nothing to tap.
  } else if ((await offer.count()) > 0) {
    note(`${configuration} was not what the form arrived with: one tap on the location's offer.`);
    await count.tap(offer.first());
  } else {
    note(`${configuration} was not among the location's most used: type and configuration picked by hand.`);
    await count.select(page.locator('select[name="type"]'), type);
    await count.tap(page.locator('label.fs-config-card', { has: page.locator('.fs-config-name', { hasText: configuration }) }));
  }
  await count.tap(page.locator('form button[type="submit"]'));
}

const editorAt = (page: Page, key: string) => page.locator(`.fsi-tire-editor[data-position="${key}"]`).waitFor();
const walkOrder = (page: Page) => page.locator('.fsi-wheel').evaluateAll((wheels) => wheels.map((w) => (w as HTMLElement).dataset.position!));

/**
 * Reads every position of the unit `unitNumber`, once its screen shows; after its last, waits for
 * `then` (the trailer's screen, or nothing). Returns the interactions per tire.
 */
async function readUnit(page: Page, count: TouchCounter, unitNumber: string, byGauge: boolean, firstPsi: number, then: RegExp | null): Promise<number[]> {
  // The URL changes before the new screen replaces the last one: wait for the editor to name this unit.
  await page.locator(`.fsi-tire-editor-unit[data-unit-number="${unitNumber}"]`).waitFor();
  const order = await walkOrder(page);
  const perTire: number[] = [];
  for (const [i, key] of order.entries()) {
    await editorAt(page, key);
    const before = count.touches;
    // 100 psi and up, and 11/32 and up (a third digit passes the tread limit), are complete
    // values: by hand they move on by themselves.
    const values = [String(firstPsi + i), String(11 + (i % 8))];
    for (const value of values) {
      if (byGauge) await count.gauge(page, value);
      else await count.typeValue(page, value);
      if (value === values[0]) await page.locator('#tire-tread-input:focus').waitFor();
    }
    perTire.push(count.touches - before);
    const next = order[i + 1];
    if (next) await editorAt(page, next);
    else if (then) await page.waitForURL(then);
  }
  return perTire;
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

await benchMain('field-touches', 'Field survey interactions: 6x4 tractor + 53 ft tandem trailer (18 tires), offline 768x1024 touch tablet', async ({ metric, note }) => {
  if (!existsSync(join(root, 'dist/index.html'))) throw new Error('The built app is missing: run `npm run build` first.');
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-field-touches-'));
  const portal = await withDeadline('portal start', 250_000, startPortal(dataDir));
  // A camera for the in-app viewfinder: Chromium's generated test picture, granted without a prompt.
  const browser = await launchChromium(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']);
  try {
    const context = await browser.newContext({ baseURL: portal.base, viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: false, locale: 'en-US' });
    await context.addInitScript({ content: FOCUS_PROBE });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const locationId = await withDeadline('sign-in and offline download', 200_000, onTheYard(page));
    await context.setOffline(true);
    await page.waitForFunction(() => !navigator.onLine);
    const stamp = Date.now().toString(36).toUpperCase();
    const tractorNumber = `B-${stamp}`;
    const trailerNumber = `B-TR-${stamp}`;

    // By hand, from the location's dashboard.
    const hand = new TouchCounter();
    await count('start the survey', hand, async () => {
      await hand.tap(page.locator('[data-action="start-survey"]'));
      await page.waitForURL(/\/fleet-survey\/[0-9a-f-]{36}\/overview$/);
    });
    const tractorAdd = await count('add the tractor', hand, async () => {
      await hand.tap(page.locator(`.fsi-overview-actions a[href*="/locations/${locationId}/units/add"]`));
      await fillNewUnit(page, hand, tractorNumber, 'Tractor', TRACTOR, note);
      // Saved, the tractor opens at its first position.
      await page.waitForURL(new RegExp(`/inspect-${tractorNumber}$`));
    });
    const trailerAdd = await count('add the trailer', hand, async () => {
      await hand.tap(page.locator('[data-action="add-trailer"]'));
      await fillNewUnit(page, hand, trailerNumber, 'Trailer', TRAILER, note);
      await page.waitForURL(new RegExp(`/inspect-${tractorNumber}$`));
      await page.locator(`.fsi-coupling [data-unit-number="${trailerNumber}"]`).waitFor();
    });
    await page.evaluate(() => window.__focusProbe.reset());
    const handTires = [...(await readUnit(page, hand, tractorNumber, false, 100, new RegExp(`/inspect-${trailerNumber}$`))), ...(await readUnit(page, hand, trailerNumber, false, 100, null))];
    const handFocus = await readFocusSamples(page);
    const photo = await count('one photo', hand, async () => {
      // "Take photo" sits in the tablet's reading panel; the in-app camera saves on its shutter.
      await hand.tap(page.locator('.fsi-tire-editor [data-action="take-photo"]'));
      await hand.tap(page.locator('[data-action="shutter"]:not([disabled])'));
      await page.locator('.fsi-photo-thumb').first().waitFor();
    });

    // A keyboard-mode gauge: a second survey of the same two units (set up, not counted).
    const setup = new TouchCounter();
    await page.goto(`/locations/${locationId}/dashboard`).catch(() => undefined);
    await setup.tap(page.locator('[data-action="start-survey"]'));
    await page.waitForURL(/\/overview$/);
    await setup.tap(page.locator('.fsi-overview-actions button.button-secondary').first());
    await setup.fill(page.locator('#existing-unit-search'), tractorNumber);
    await setup.tap(page.locator('.fsi-pick-list li', { hasText: tractorNumber }).locator('button'));
    await setup.tap(page.locator(`.fsi-unit-card[data-unit-number="${tractorNumber}"] .fsi-unit-card-inspect`));
    await setup.tap(page.locator('[data-action="couple-existing"]'));
    await setup.fill(page.locator('#existing-unit-search'), trailerNumber);
    await setup.tap(page.locator('.fsi-pick-list li', { hasText: trailerNumber }).locator('button'));
    await page.locator(`.fsi-coupling [data-unit-number="${trailerNumber}"]`).waitFor();
    // The picker gave focus back to its button: one tap puts the gauge's first value in place.
    await setup.tap(page.locator('#tire-pressure-input'));
    await page.evaluate(() => window.__focusProbe.reset());
    const gauge = new TouchCounter();
    const gaugeTires = [...(await readUnit(page, gauge, tractorNumber, true, 100, new RegExp(`/inspect-${trailerNumber}$`))), ...(await readUnit(page, gauge, trailerNumber, true, 100, null))];
    const gaugeFocus = await readFocusSamples(page);

    metric('add the tractor (target <= 4)', tractorAdd, 'interactions');
    metric('add the trailer from the tractor (target <= 4)', trailerAdd, 'interactions');
    metric('per tire by hand (target 2)', round(mean(handTires)), 'interactions');
    metric('per tire with a keyboard-mode gauge (target 0)', round(mean(gaugeTires)), 'touches');
    metric('gauge keystrokes per tire', round(gauge.keys / gaugeTires.length), 'keys');
    metric('whole survey by hand (target <= 45)', hand.total, 'interactions');
    metric('  of which: start the survey', hand.total - tractorAdd - trailerAdd - handTires.reduce((a, b) => a + b, 0) - photo, 'interactions');
    metric('  of which: 18 tires', handTires.reduce((a, b) => a + b, 0), 'interactions');
    metric('  of which: one photo (in-app camera)', photo, 'interactions');
    for (const [label, samples] of [
      ['by hand (complete value)', handFocus],
      ['gauge (Enter)', gaugeFocus],
    ] as const) {
      metric(`value completed -> next field focused, ${label}: p50`, round(percentile(samples, 50), 1), 'ms');
      metric(`value completed -> next field focused, ${label}: p95`, round(percentile(samples, 95), 1), 'ms');
      metric(`value completed -> next field focused, ${label}: samples`, samples.length);
    }
    note(
      `Chromium ${browser.version()} headless as a 768x1024 touch tablet, offline after the location was downloaded; the portal (server/main.ts, dist/) on PGlite, demo fleet scale 0.05. Counted: every tap, field fill, select (2: open and pick) and key press; typing a value is one; the photo is "Take photo" in the reading panel and the in-app camera's shutter (Chromium's fake camera). A gauge types each key 2 ms apart, then Enter. The focus time runs, in the page (performance.now()), from the value's last keystroke (by hand: a complete value waits SETTLE_MS, 120 ms, for more keys by design, so a gauge's burst stays whole) or its Enter (gauge) to the focus of the next field, the hop to the trailer's screen included.`,
    );
    note(`Setting up the gauge survey (not counted above): ${setup.total} interactions (new survey, tractor added from the location, trailer coupled from the tractor's screen, one tap on the first pressure field).`);
  } finally {
    await browser.close();
    portal.child.kill();
    await rm(dataDir, { recursive: true, force: true });
  }

  async function count(label: string, counter: TouchCounter, work: () => Promise<void>): Promise<number> {
    const before = counter.total;
    await withDeadline(label, 120_000, work());
    return counter.total - before;
  }
});
