import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeExcel, type ReportDocument } from '../server/exports';
import { benchMain } from './lib/result';
import { mb, round } from './lib/stats';

const ROWS = 50_000;
const SAMPLE_MS = 50;

/** Rows are produced lazily, as a cursor would, so only the exporter can hold them in memory. */
function* readings(count: number): Generator<Record<string, unknown>> {
  const day = Date.UTC(2026, 0, 1);
  for (let i = 0; i < count; i += 1) {
    yield {
      unit_number: `UNIT-${String(i).padStart(5, '0')}`,
      location: `Yard ${i % 40}`,
      position: `${(i % 5) + 1}${i % 2 ? 'L' : 'R'}O`,
      read_on: new Date(day + (i % 365) * 86_400_000),
      pressure: 95 + (i % 20),
      tread: 4 + (i % 17) * 0.5,
      brand: i % 3 ? 'Goodyear' : 'Dunlop',
      serial: `SN${(i * 7919) % 1_000_000}`,
    };
  }
}

function document(): ReportDocument {
  return {
    meta: { title: 'Tire readings', filters: [{ label: 'Period', value: 'Last 12 months' }], generatedAt: new Date(), generatedBy: 'bench', language: 'en-US', unitOfMeasurement: 'imperial' },
    sections: [
      {
        title: 'Readings',
        columns: [
          { key: 'unit_number', header: 'Unit' },
          { key: 'location', header: 'Location' },
          { key: 'position', header: 'Position' },
          { key: 'read_on', header: 'Date', kind: 'date' },
          { key: 'pressure', header: 'Pressure', kind: 'pressure' },
          { key: 'tread', header: 'Tread', kind: 'tread' },
          { key: 'brand', header: 'Brand' },
          { key: 'serial', header: 'Serial' },
        ],
        rows: readings(ROWS),
        cellColor: (row, key) => (key === 'pressure' && (row.pressure as number) < 100 ? 'warning' : undefined),
      },
    ],
  };
}

await benchMain('excel-export', `Excel export, ${ROWS.toLocaleString('en-US')} rows (writeExcel to a file)`, async ({ metric, note }) => {
  const dir = await mkdtemp(join(tmpdir(), 'bench-excel-'));
  try {
    const file = join(dir, 'readings.xlsx');
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), SAMPLE_MS);
    const started = performance.now();
    try {
      await writeExcel(document(), createWriteStream(file));
    } finally {
      clearInterval(sampler);
    }
    const ms = performance.now() - started;
    peak = Math.max(peak, process.memoryUsage().rss);
    const size = (await stat(file)).size;
    metric('time', round(ms / 1000, 2), 's');
    metric('rows/s', Math.round(ROWS / (ms / 1000)));
    metric('file size', mb(size), 'MB');
    metric('RSS before', mb(before), 'MB');
    metric('RSS peak', mb(peak), 'MB');
    metric('RSS peak growth', mb(peak - before), 'MB');
    note(`RSS sampled every ${SAMPLE_MS} ms in a process of its own.`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
