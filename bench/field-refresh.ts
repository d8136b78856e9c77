import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './browser/chromium';
import type { RefreshTimes } from './browser/field-refresh-page';
import { serveFolder } from './browser/static-server';
import { buildTimingPage } from './browser/timing-page';
import { benchMain } from './lib/result';
import { percentile, round, withDeadline } from './lib/stats';

/** A large yard: its units, and a survey of every one of them with ten positions each. */
const UNITS = 500;
const RUNS = 3;
const pageEntry = fileURLToPath(new URL('./browser/field-refresh-page.ts', import.meta.url));

await benchMain('field-refresh', `Field download into Chromium IndexedDB: ${UNITS} units, then ${UNITS} axle diagrams of 10 positions, first and unchanged`, async ({ metric, note }) => {
  const outDir = await mkdtemp(join(tmpdir(), 'bench-field-refresh-'));
  await buildTimingPage(pageEntry, outDir);
  const site = await serveFolder(outDir);
  const browser = await launchChromium();
  try {
    const runs: RefreshTimes[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const page = await browser.newPage();
      await page.goto(site.url);
      await page.waitForFunction(() => typeof window.runFieldRefresh === 'function');
      runs.push(await withDeadline('field refresh', 180_000, page.evaluate((n) => window.runFieldRefresh(n), UNITS)));
      await page.close();
    }
    const median = (key: keyof RefreshTimes) => round(percentile(runs.map((r) => r[key]), 50));
    metric(`${UNITS} units, first download`, median('unitsFirst'), 'ms');
    metric(`${UNITS} units, nothing changed`, median('unitsAgain'), 'ms');
    metric(`${UNITS} axle diagrams, first download`, median('diagramsFirst'), 'ms');
    metric(`${UNITS} axle diagrams, nothing changed`, median('diagramsAgain'), 'ms');
    note(
      `Chromium ${browser.version()}, headless; median of ${RUNS} runs, each in a fresh database. The calls a location's and a survey's screens make when they open ` +
        '(cacheServerUnits; cacheServerInspection and cacheServerPositions per unit, one after another), timed to their committed transactions.',
    );
  } finally {
    await browser.close();
    await site.close();
    await rm(outDir, { recursive: true, force: true });
  }
});
