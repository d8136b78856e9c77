import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './browser/chromium';
import { serveFolder } from './browser/static-server';
import { buildTimingPage } from './browser/timing-page';
import { benchMain } from './lib/result';
import { percentile, round, withDeadline } from './lib/stats';

const READINGS = 500;
const pageEntry = fileURLToPath(new URL('./browser/field-write-page.ts', import.meta.url));

await benchMain('field-write', `Field write in Chromium IndexedDB: tap to committed, N=${READINGS}`, async ({ metric, note }) => {
  const outDir = await mkdtemp(join(tmpdir(), 'bench-field-write-'));
  const buildStarted = performance.now();
  await buildTimingPage(pageEntry, outDir);
  note(`Page bundle built with Vite in ${((performance.now() - buildStarted) / 1000).toFixed(1)} s.`);
  const site = await serveFolder(outDir);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(site.url);
    await page.waitForFunction(() => typeof window.runFieldWrites === 'function');
    const samples = await withDeadline('field writes', 120_000, page.evaluate((n) => window.runFieldWrites(n), READINGS));
    metric('p50', round(percentile(samples, 50)), 'ms');
    metric('p95', round(percentile(samples, 95)), 'ms');
    metric('p99', round(percentile(samples, 99)), 'ms');
    metric('max', round(Math.max(...samples)), 'ms');
    metric('readings', samples.length);
    note(`Chromium ${browser.version()}, headless; each sample is saveTireReadingLocally() to its resolved rw transaction (reading + outbox entry), new position each time, after seeding 1 survey and ${Math.ceil(READINGS / 10)} units.`);
  } finally {
    await browser.close();
    await site.close();
    await rm(outDir, { recursive: true, force: true });
  }
});
