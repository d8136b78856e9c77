import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { DEMO_USERS } from '../server/seed/demo-users';
import { splitLanguageFiles } from '../sw/language-files';
import { launchChromium } from './browser/chromium';
import { startLatencyProxy } from './browser/latency-proxy';
import { freePort, signInToLocations, startPortal } from './browser/portal';
import { benchMain } from './lib/result';
import { percentile, round, withDeadline } from './lib/stats';

/*
 * Offline-ready time on a first visit: a technician signs in on a tablet that has never opened
 * the portal (empty profile: no service worker, no cache) and opens a location at once. Timed
 * from the tap on the location to the "Available offline" badge, which shows only once the
 * worker controls the page, every file the field screens need is cached and the location's data
 * is on the device. Each run checks that this is so when the badge appears.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const TECHNICIAN = DEMO_USERS.find((u) => u.login === 'service@interstate-tire.example')!;
const RUNS = Number(process.env.BENCH_VISITS ?? 5);
/** BENCH_RTT_MS=150: the browser reaches the portal through a proxy that adds this round trip. */
const RTT_MS = Number(process.env.BENCH_RTT_MS ?? 0);

interface FirstVisit {
  badgeMs: number;
  controlledMs: number;
  precached: number;
  manifest: number;
}

async function firstVisit(browser: Browser, base: string): Promise<FirstVisit> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 768, height: 1024 }, hasTouch: true, locale: 'en-US' });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await signInToLocations(page, TECHNICIAN);
    const row = page.locator('.fs-location-table tbody tr').first();
    await row.waitFor();
    await page.evaluate(() => {
      // When the worker takes control, in the page's own clock.
      const w = window as unknown as { __controlledAt?: number };
      if (navigator.serviceWorker.controller) w.__controlledAt = performance.now();
      else navigator.serviceWorker.addEventListener('controllerchange', () => (w.__controlledAt = performance.now()), { once: true });
    });
    const tappedAt = await page.evaluate(() => performance.now());
    await row.locator('button').tap();
    await page.getByTestId('offline-ready').waitFor({ timeout: 120_000 });
    const shownAt = await page.evaluate(() => performance.now());
    const state = await page.evaluate(async () => {
      const names = await caches.keys();
      const precache = names.find((name) => name.includes('precache'));
      const precached = precache ? (await (await caches.open(precache)).keys()).length : 0;
      return { controlled: navigator.serviceWorker.controller?.state ?? 'none', controlledAt: (window as unknown as { __controlledAt?: number }).__controlledAt ?? NaN, precached };
    });
    if (state.controlled !== 'activated') throw new Error(`"Available offline" showed while the worker was ${state.controlled}`);
    const manifest = await precacheManifestSize(page);
    if (state.precached < manifest) throw new Error(`"Available offline" showed with ${state.precached} of ${manifest} files cached`);
    return { badgeMs: shownAt - tappedAt, controlledMs: Math.max(0, state.controlledAt - tappedAt), precached: state.precached, manifest };
  } finally {
    await context.close();
  }
}

/**
 * The number of files the worker precaches: the entries of the manifest built into its script,
 * but the other locales' catalogue files, which it keeps only for a language a page reads.
 */
async function precacheManifestSize(page: Page): Promise<number> {
  const script = await (await page.request.get('/service-worker.js')).text();
  const urls = [...script.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
  return splitLanguageFiles(urls).precached.length;
}

await benchMain('offline-ready', 'Offline-ready time on a first visit: empty profile, sign in, open a location, until "Available offline"', async ({ metric, note }) => {
  if (!existsSync(join(root, 'dist/index.html'))) throw new Error('The built app is missing: run `npm run build` first.');
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-offline-ready-'));
  const portalPort = await freePort();
  const proxy = RTT_MS > 0 ? await startLatencyProxy({ host: '127.0.0.1', port: portalPort }, RTT_MS) : null;
  const publicUrl = proxy ? `http://127.0.0.1:${proxy.port}` : undefined;
  const portal = await withDeadline('portal start', 250_000, startPortal(dataDir, { port: portalPort, publicUrl }));
  const browser = await launchChromium();
  try {
    const visits: FirstVisit[] = [];
    for (let run = 0; run < RUNS; run += 1) visits.push(await withDeadline(`first visit ${run + 1}`, 150_000, firstVisit(browser, publicUrl ?? portal.base)));
    const badge = visits.map((v) => v.badgeMs);
    const controlled = visits.map((v) => v.controlledMs);
    metric('location opened -> "Available offline": p50', round(percentile(badge, 50) / 1000, 2), 's');
    metric('location opened -> "Available offline": max', round(Math.max(...badge) / 1000, 2), 's');
    metric('location opened -> worker controls the page: p50', round(percentile(controlled, 50) / 1000, 2), 's');
    metric('files cached when the badge shows', `${visits[0]!.precached} of ${visits[0]!.manifest}`);
    metric('first visits', RUNS);
    note(
      `Chromium ${browser.version()} headless as a 768x1024 touch tablet on the loopback network (${RTT_MS > 0 ? `${RTT_MS} ms added to each round trip by a proxy, bandwidth not limited` : 'no throttling'}), a new empty profile per visit; the portal (server/main.ts, dist/) on PGlite, demo fleet scale 0.05. Every visit checked, when the badge appeared, that the worker controlled the page and had every file of its precache manifest.`,
    );
  } finally {
    await browser.close();
    await proxy?.close();
    portal.child.kill();
    await rm(dataDir, { recursive: true, force: true });
  }
});
