import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { scanXlsx } from '../../tests/helpers/read-exports';
import { sampleDocument } from './__fixtures__/sample-report';
import { writeExcel } from './excel';

const ROWS = 50_000;
/** Generous on purpose: a behaviour check that rows are not held in memory, not a benchmark. */
const MAX_RSS_GROWTH_MB = 250;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'large-export-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

it(`exports ${ROWS.toLocaleString('en-US')} rows to Excel with flat memory`, { timeout: 120_000 }, async () => {
  const file = join(dir, 'large.xlsx');
  const document = sampleDocument({ unitOfMeasurement: 'metric', readings: ROWS });
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const started = performance.now();
  try {
    await writeExcel(document, createWriteStream(file));
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  peak = Math.max(peak, process.memoryUsage().rss);
  const growthMb = (peak - before) / 1024 / 1024;
  const size = (await stat(file)).size;
  console.info(
    `${ROWS} rows → ${(size / 1024 / 1024).toFixed(1)} MB xlsx in ${seconds.toFixed(1)} s; RSS ${(before / 1024 / 1024).toFixed(0)} MB before, peak ${(peak / 1024 / 1024).toFixed(0)} MB (+${growthMb.toFixed(0)} MB)`,
  );
  expect(growthMb).toBeLessThan(MAX_RSS_GROWTH_MB);

  const [readings, byPosition] = await scanXlsx(file);
  // Title, subtitle, section title, author line, two filters and the header; the blank spacer row has no cells.
  const titleAndHeaderRows = 7;
  expect(readings?.rowCount).toBe(titleAndHeaderRows + ROWS);
  expect(readings?.lastRow[0]).toBe(`UNIT-${String(ROWS - 1).padStart(5, '0')}`);
  // The totals stand above the table; the sheet ends with its last row.
  expect(byPosition?.lastRow[0]).toBe('Trail');
});
