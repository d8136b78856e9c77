import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchResult } from './lib/result';

interface BenchSpec {
  name: string;
  file: string;
  /** The process is killed past this, so the run always ends. */
  timeoutMs: number;
  /** Runs with --expose-gc, to settle the heap before reading a memory baseline; only the benchmark that reads one needs it. */
  exposeGc?: boolean;
}

const BENCHMARKS: BenchSpec[] = [
  { name: 'route-weight', file: 'route-weight.ts', timeoutMs: 60_000 },
  { name: 'field-write', file: 'field-write-latency.ts', timeoutMs: 4 * 60_000 },
  { name: 'field-refresh', file: 'field-refresh.ts', timeoutMs: 8 * 60_000 },
  { name: 'field-touches', file: 'field-touches.ts', timeoutMs: 12 * 60_000 },
  { name: 'offline-ready', file: 'offline-ready.ts', timeoutMs: 15 * 60_000 },
  { name: 'lighthouse', file: 'lighthouse.ts', timeoutMs: 60 * 60_000 },
  { name: 'replay', file: 'replay-throughput.ts', timeoutMs: 8 * 60_000 },
  { name: 'excel-export', file: 'excel-export.ts', timeoutMs: 3 * 60_000, exposeGc: true },
  { name: 'report-endpoints', file: 'report-endpoints.ts', timeoutMs: 12 * 60_000 },
  { name: 'inspection-list', file: 'inspection-list.ts', timeoutMs: 10 * 60_000 },
  { name: 'lookup-throughput', file: 'lookup-throughput.ts', timeoutMs: 8 * 60_000 },
  { name: 'cluster-load', file: 'cluster-load.ts', timeoutMs: 30 * 60_000 },
];

const here = fileURLToPath(new URL('.', import.meta.url));

function selected(argv: string[]): BenchSpec[] {
  const index = argv.indexOf('--only');
  if (index === -1) return BENCHMARKS;
  const names = (argv[index + 1] ?? '').split(',').filter(Boolean);
  const chosen = BENCHMARKS.filter((b) => names.includes(b.name));
  if (chosen.length === 0) throw new Error(`--only takes one of: ${BENCHMARKS.map((b) => b.name).join(', ')}`);
  return chosen;
}

/** `--scale N`: the fleet size the report benchmark runs on (100, the default, is the PostgreSQL fleet). */
function scaleOption(argv: string[]): Record<string, string> {
  const filter = argv.indexOf('--endpoints');
  if (filter !== -1) return { ...scaleOption(argv.filter((_, i) => i !== filter && i !== filter + 1)), BENCH_ENDPOINTS: argv[filter + 1] ?? '' };
  const index = argv.indexOf('--scale');
  if (index === -1) return {};
  const scale = Number(argv[index + 1]);
  if (!(scale > 0)) throw new Error('--scale takes a positive number');
  return { BENCH_SCALE: String(scale) };
}

function runOne(spec: BenchSpec, outFile: string): Promise<BenchResult> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [...(spec.exposeGc ? ['--expose-gc'] : []), '--import', 'tsx', join(here, spec.file)], {
      env: { ...process.env, ...scaleOption(process.argv.slice(2)), BENCH_OUT: outFile },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), spec.timeoutMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(readFileSync(outFile, 'utf8')) as BenchResult);
      } catch {
        const why = signal ? `killed (${signal}) after ${Math.round((performance.now() - started) / 1000)} s` : `exited with ${code} and no result`;
        resolve({ name: spec.name, title: spec.name, metrics: [], notes: [], error: why });
      }
    });
  });
}

function printTable(results: BenchResult[]): void {
  const rows: [string, string, string][] = [];
  for (const result of results) {
    rows.push([`${result.name}`, `${result.title}`, result.durationMs === undefined ? '' : `(${(result.durationMs / 1000).toFixed(0)} s)`]);
    for (const m of result.metrics) rows.push(['', `  ${m.name}`, `${m.value}${m.unit ? ` ${m.unit}` : ''}`]);
    if (result.error) rows.push(['', '  ERROR', result.error.split('\n')[0]!]);
    for (const n of result.notes) rows.push(['', `  note: ${n}`, '']);
  }
  const widths = [0, 1].map((c) => Math.max(...rows.filter((r) => !r[1].startsWith('  note:')).map((r) => r[c]!.length)));
  const line = '-'.repeat(widths[0]! + widths[1]! + 24);
  console.log(`\n${line}`);
  for (const [a, b, c] of rows) {
    if (a && rows[0]![0] !== a) console.log(line);
    console.log(b.startsWith('  note:') ? `${''.padEnd(widths[0]!)} | ${b}` : `${a.padEnd(widths[0]!)} | ${b.padEnd(widths[1]!)} | ${c}`);
  }
  console.log(line);
}

const specs = selected(process.argv.slice(2));
const scratch = join(tmpdir(), `bench-run-${process.pid}`);
mkdirSync(scratch, { recursive: true });
const results: BenchResult[] = [];
for (const spec of specs) {
  console.log(`\n== ${spec.name} ==`);
  results.push(await runOne(spec, join(scratch, `${spec.name}.json`)));
}
rmSync(scratch, { recursive: true, force: true });
printTable(results);
const resultsDir = join(here, 'results');
mkdirSync(resultsDir, { recursive: true });
const latest = join(resultsDir, 'latest.json');
// With --only the other benchmarks keep their last figures, each stamped with its own run time.
const previous = existsSync(latest) ? (JSON.parse(readFileSync(latest, 'utf8')) as { results?: (BenchResult & { at?: string })[] }).results ?? [] : [];
const at = new Date().toISOString();
const merged = [...previous.filter((p) => !results.some((r) => r.name === p.name)), ...results.map((r) => ({ ...r, at }))];
writeFileSync(latest, JSON.stringify({ at, node: process.version, results: merged }, null, 2));
console.log(`\nWrote ${join('bench', 'results', 'latest.json')}`);
process.exitCode = results.some((r) => r.error) ? 1 : 0;
