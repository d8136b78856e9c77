import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { BulkWriter } from './bulk-writer';

/** Hands out ids per table, so children can name their parents before anything is written. */
export class IdAllocator {
  private readonly last = new Map<string, number>();

  next(table: PgTable): number {
    const name = getTableName(table);
    const id = (this.last.get(name) ?? 0) + 1;
    this.last.set(name, id);
    return id;
  }
}

export interface SeedContext {
  writer: BulkWriter;
  ids: IdAllocator;
  seed: number;
  scale: number;
  /** The day the demo ends on; every date is drawn relative to it. */
  now: Date;
  /** Where the two years of history begin. */
  historyStart: Date;
}

export const DAY_MS = 86_400_000;
export const MINUTE_MS = 60_000;

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);
export const addMinutes = (date: Date, minutes: number): Date => new Date(date.getTime() + minutes * MINUTE_MS);
export const daysBetween = (from: Date, to: Date): number => (to.getTime() - from.getTime()) / DAY_MS;

/** 32nds of an inch to millimetres, rounded to a hundredth. */
export const thirtySecondsToMm = (n32: number): number => Math.round(n32 * 0.79375 * 100) / 100;

export const round = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** A count that follows the scale but never drops below a minimum, so tiny scales stay complete. */
export const scaled = (base: number, scale: number, minimum = 1): number => Math.max(minimum, Math.round(base * scale));
