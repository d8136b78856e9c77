import type { ReportSection } from './report-model';

export type Row = Record<string, unknown>;
type Rows = ReportSection['rows'];

function iteratorOf(rows: Rows): AsyncIterator<Row> | Iterator<Row> {
  return Symbol.asyncIterator in rows ? rows[Symbol.asyncIterator]() : rows[Symbol.iterator]();
}

async function* chain(head: Row[], iterator: AsyncIterator<Row> | Iterator<Row>, started: () => void): AsyncGenerator<Row> {
  started();
  try {
    yield* head;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  } finally {
    // Stopping early (an error, a cancelled download) must release the query behind the rows.
    await iterator.return?.();
  }
}

export interface Prefetched {
  /** Every row of every section was read within the limit. */
  complete: boolean;
  /** Per section, the rows to render: the prefetched head, then the rest of the original source. */
  rows: Rows[];
  /** Releases the one source left open part-way, when rendering stops before reaching it. */
  close(): Promise<void>;
}

/**
 * Reads up to `limit` rows ahead, in section order, to learn whether the whole report is small.
 * Sections after the one where the limit is reached are not touched yet, so their queries
 * start only when rendering reaches them.
 */
export async function prefetchRows(sections: ReportSection[], limit: number): Promise<Prefetched> {
  const rows: Rows[] = sections.map((section) => section.rows);
  let budget = limit;
  for (const [index, section] of sections.entries()) {
    const iterator = iteratorOf(section.rows);
    const head: Row[] = [];
    for (;;) {
      if (budget === 0) {
        let running = false;
        rows[index] = chain(head, iterator, () => (running = true));
        // A generator never started skips its finally block, so the source is closed here instead.
        const close = async () => void (running ? undefined : await iterator.return?.());
        return { complete: false, rows, close };
      }
      const next = await iterator.next();
      if (next.done) break;
      head.push(next.value);
      budget--;
    }
    rows[index] = head;
  }
  return { complete: true, rows, close: async () => undefined };
}
