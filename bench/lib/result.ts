import { writeFileSync } from 'node:fs';

export interface Metric {
  name: string;
  value: number | string;
  unit?: string;
}

export interface BenchResult {
  name: string;
  title: string;
  metrics: Metric[];
  notes: string[];
  durationMs?: number;
  error?: string;
}

export type BenchBody = (report: { metric: (name: string, value: number | string, unit?: string) => void; note: (text: string) => void }) => Promise<void>;

/**
 * Entry point of one benchmark process: the runner starts each benchmark in its own Node
 * process, so one benchmark's heap never inflates another's memory figures, and a hung one can
 * be killed without losing the others. The result goes to BENCH_OUT as JSON.
 */
export async function benchMain(name: string, title: string, body: BenchBody): Promise<void> {
  const result: BenchResult = { name, title, metrics: [], notes: [] };
  const started = performance.now();
  try {
    await body({
      metric: (metric, value, unit) => result.metrics.push({ name: metric, value, unit }),
      note: (text) => result.notes.push(text),
    });
  } catch (error) {
    result.error = error instanceof Error ? (error.stack ?? error.message) : String(error);
  }
  result.durationMs = Math.round(performance.now() - started);
  const out = process.env.BENCH_OUT;
  if (out) writeFileSync(out, JSON.stringify(result, null, 2));
  else console.log(JSON.stringify(result, null, 2));
  // Servers, pools and timers a benchmark leaves behind must not keep the process alive.
  process.exit(result.error ? 1 : 0);
}
