import pg from 'pg';

export interface Statement {
  text: string;
  values: unknown[] | undefined;
  ms: number;
  /** The statement that set the transaction's settings (work_mem, jit) the statement ran under, if one did. */
  settings: string | null;
}

/**
 * Adds up the time spent in PostgreSQL queries (send to result) while requests run one at a
 * time, so a request's HTTP round trip can be set beside the SQL it caused. Auth lookups of
 * the request count too: they are SQL the request pays for. The statements of the last
 * request are kept, so the slowest can be explained.
 */
export function installSqlTimer(): { take: () => number; statements: () => Statement[] } {
  let total = 0;
  let current: Statement[] = [];
  let settings: string | null = null;
  type Query = (this: pg.Client, ...args: unknown[]) => unknown;
  const original = pg.Client.prototype.query as unknown as Query;
  const timed: Query = function (this: pg.Client, ...args: unknown[]) {
    const started = performance.now();
    const config = args[0] as string | { text?: string; values?: unknown[] };
    const text = typeof config === 'string' ? config : (config?.text ?? '');
    const values = typeof config === 'string' ? (args[1] as unknown[] | undefined) : (config?.values ?? (args[1] as unknown[] | undefined));
    if (/^(SET LOCAL |select set_config\()/i.test(text)) settings = text;
    if (/^(commit|rollback)/i.test(text)) settings = null;
    const done = () => {
      const ms = performance.now() - started;
      total += ms;
      current.push({ text, values, ms, settings });
    };
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...result: unknown[]) => {
        done();
        return (last as (...r: unknown[]) => unknown)(...result);
      };
      return original.apply(this, args);
    }
    const returned = original.apply(this, args);
    if (returned instanceof Promise) return returned.finally(done);
    return returned;
  };
  (pg.Client.prototype as unknown as { query: Query }).query = timed;
  return {
    take() {
      const value = total;
      total = 0;
      current = [];
      return value;
    },
    statements: () => current,
  };
}

interface PlanNode {
  'Node Type': string;
  'Sort Space Type'?: string;
  'Hash Batches'?: number;
  'Temp Written Blocks'?: number;
  Plans?: PlanNode[];
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of one statement as it ran: what it wrote to temporary files and
 * whether any sort or hash left memory.
 */
export async function explainStatement(url: string, statement: Statement): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    if (statement.settings) await client.query(statement.settings);
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
      `explain (analyze, buffers, format json) ${statement.text}`,
      statement.values,
    );
    await client.query('rollback');
    const [{ Plan: plan, 'Execution Time': executionMs }] = rows[0]!['QUERY PLAN'];
    const spills: string[] = [];
    const visit = (node: PlanNode) => {
      if (node['Sort Space Type'] === 'Disk') spills.push(`${node['Node Type']} on disk`);
      if ((node['Hash Batches'] ?? 1) > 1) spills.push(`${node['Node Type']} in ${node['Hash Batches']} batches`);
      node.Plans?.forEach(visit);
    };
    visit(plan);
    const temp = plan['Temp Written Blocks'] ?? 0;
    return `slowest statement ${executionMs.toFixed(1)} ms in EXPLAIN (ANALYZE, BUFFERS), temp blocks written ${temp}, ${spills.length === 0 ? 'every sort and hash in memory' : spills.join(', ')}`;
  } finally {
    await client.end();
  }
}
