import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { tablesInDependencyOrder } from './schema-tables';

export type InsertRow<T extends PgTable> = T['$inferInsert'];

interface ColumnPlan {
  key: string;
  sqlName: string;
  sqlType: string;
}

interface TableBuffer {
  table: PgTable;
  name: string;
  columns: ColumnPlan[] | null;
  /** One array per column: the batch is sent as one array parameter per column. */
  values: unknown[][];
}

export interface BulkWriterOptions {
  /** Buffered rows (all tables together) above which flushIfFull writes everything out. */
  flushThreshold?: number;
  /** Rows per INSERT statement. */
  statementRows?: number;
  onProgress?: (message: string) => void;
  /** Milliseconds between two progress messages. */
  progressInterval?: number;
}

/**
 * Buffers generated rows per table and writes them as `INSERT … SELECT FROM unnest($1::int[],
 * …)`: one array parameter per column, so a 5,000-row statement has a handful of parameters
 * (far from PostgreSQL's 65,535 limit) and measured about 30% faster than multi-row VALUES and
 * three to four times faster than building the same statement with the query builder.
 * Buffers are flushed all together, parents first, so a child row never reaches the database
 * before the row it references. One statement may run while the next batch is generated.
 */
export class BulkWriter {
  private readonly buffers = new Map<PgTable, TableBuffer>();
  private readonly order: PgTable[] = tablesInDependencyOrder();
  private readonly flushThreshold: number;
  private readonly statementRows: number;
  private readonly progressInterval: number;
  private buffered = 0;
  private inFlight: Promise<void> = Promise.resolve();
  private failure: Error | null = null;
  private readonly started = Date.now();
  private lastProgress = Date.now();
  private readonly sinceProgress = new Map<string, number>();
  readonly counts: Record<string, number> = {};

  constructor(
    private readonly db: Db,
    private readonly options: BulkWriterOptions = {},
  ) {
    this.flushThreshold = options.flushThreshold ?? 25_000;
    this.statementRows = options.statementRows ?? 5_000;
    this.progressInterval = options.progressInterval ?? 2_000;
  }

  /** Queues a row. Every row of a table must carry the same keys: defaults are not applied. */
  add<T extends PgTable>(table: T, row: InsertRow<T>): void {
    const buffer = this.bufferOf(table);
    const record = row as Record<string, unknown>;
    if (!buffer.columns) {
      buffer.columns = planColumns(table, record);
      buffer.values = buffer.columns.map(() => []);
    }
    const columns = buffer.columns;
    if (Object.keys(record).length !== columns.length) {
      throw new Error(`${buffer.name}: rows must all set the same ${columns.length} columns (${columns.map((c) => c.key).join(', ')})`);
    }
    for (let i = 0; i < columns.length; i += 1) {
      const value = record[columns[i]!.key];
      if (value === undefined) throw new Error(`${buffer.name}.${columns[i]!.key} is missing`);
      buffer.values[i]!.push(value);
    }
    this.buffered += 1;
  }

  get bufferedRows(): number {
    return this.buffered;
  }

  /** Writes everything out once enough rows are waiting; call it where all parents are queued. */
  async flushIfFull(): Promise<void> {
    if (this.buffered >= this.flushThreshold) await this.flush();
  }

  /** Sends every buffered row, parents first; the last statement may still be running. */
  async flush(): Promise<void> {
    for (const table of this.order) {
      const buffer = this.buffers.get(table);
      if (!buffer?.columns || buffer.values[0]!.length === 0) continue;
      const columns = buffer.columns;
      const total = buffer.values[0]!.length;
      for (let start = 0; start < total; start += this.statementRows) {
        const end = Math.min(total, start + this.statementRows);
        const arrays = buffer.values.map((column) => column.slice(start, end));
        await this.execute(buffer.name, insertStatement(buffer.name, columns, arrays));
        this.count(buffer.name, end - start);
      }
      buffer.values = columns.map(() => []);
    }
    this.buffered = 0;
    this.reportProgress(false);
  }

  /** Flushes and waits for the last statement. */
  async finish(): Promise<void> {
    await this.flush();
    await this.inFlight;
    this.throwIfFailed();
    this.reportProgress(true);
  }

  private bufferOf(table: PgTable): TableBuffer {
    let buffer = this.buffers.get(table);
    if (!buffer) {
      buffer = { table, name: getTableName(table), columns: null, values: [] };
      this.buffers.set(table, buffer);
    }
    return buffer;
  }

  private async execute(tableName: string, statement: SQL): Promise<void> {
    await this.inFlight;
    this.throwIfFailed();
    this.inFlight = this.db.execute(statement).then(
      () => undefined,
      (error: unknown) => {
        // The driver's error carries the whole statement and its parameters: keep the cause only.
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
        this.failure = new Error(`insert into ${tableName} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
      },
    );
  }

  private throwIfFailed(): void {
    if (this.failure) throw this.failure;
  }

  private count(tableName: string, rows: number): void {
    this.counts[tableName] = (this.counts[tableName] ?? 0) + rows;
    this.sinceProgress.set(tableName, (this.sinceProgress.get(tableName) ?? 0) + rows);
  }

  private reportProgress(final: boolean): void {
    const nowMs = Date.now();
    if (!this.options.onProgress || (!final && nowMs - this.lastProgress < this.progressInterval)) return;
    const seconds = Math.max(0.001, (nowMs - this.lastProgress) / 1000);
    const total = Object.values(this.counts).reduce((sum, n) => sum + n, 0);
    const busiest = [...this.sinceProgress.entries()].sort((a, b) => b[1] - a[1])[0];
    const elapsed = Math.max(0.001, (nowMs - this.started) / 1000);
    if (busiest) {
      this.options.onProgress(
        `${busiest[0]}: ${fmt(this.counts[busiest[0]] ?? 0)} rows (${fmt(busiest[1] / seconds)} rows/s); ` +
          `all tables ${fmt(total)} rows (${fmt(total / elapsed)} rows/s)`,
      );
    }
    this.sinceProgress.clear();
    this.lastProgress = nowMs;
  }
}

function fmt(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

function planColumns(table: PgTable, row: Record<string, unknown>): ColumnPlan[] {
  const columns = getTableColumns(table);
  return Object.keys(row).map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return { key, sqlName: column.keyAsName ? toSnakeCase(column.name) : column.name, sqlType: column.getSQLType() };
  });
}

function insertStatement(tableName: string, columns: ColumnPlan[], arrays: unknown[][]): SQL {
  const names = columns.map((c) => `"${c.sqlName}"`).join(', ');
  const parts: SQL[] = [sql.raw(`insert into "${tableName}" (${names}) select * from unnest(`)];
  columns.forEach((column, i) => {
    if (i > 0) parts.push(sql.raw(', '));
    parts.push(sql`${arrayLiteral(arrays[i]!)}`, sql.raw(`::${column.sqlType}[]`));
  });
  parts.push(sql.raw(')'));
  return sql.join(parts);
}

/** A PostgreSQL array literal: strings quoted with \" and \\ escaped, NULL bare. */
function arrayLiteral(values: unknown[]): string {
  const items = new Array<string>(values.length);
  for (let i = 0; i < values.length; i += 1) items[i] = arrayItem(values[i]);
  return `{${items.join(',')}}`;
}

function arrayItem(value: unknown): string {
  if (value === null) return 'NULL';
  switch (typeof value) {
    case 'number':
      if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
      return String(value);
    case 'boolean':
      return value ? 't' : 'f';
    case 'string':
      return quote(value);
    default:
      if (value instanceof Date) return `"${value.toISOString()}"`;
      return quote(JSON.stringify(value));
  }
}

function quote(text: string): string {
  return `"${text.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}
