import { sql, type SQL } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';

/**
 * `column = any('{1,2,3}'::int[])`: one bound parameter however long the list, so a dealer
 * serving thousands of accounts neither hits the parameter limit nor defeats the plan cache,
 * and PostgreSQL still uses the column's index. An empty list matches nothing.
 */
export function anyOf(column: AnyColumn | SQL, ids: readonly number[]): SQL {
  if (ids.length === 0) return sql`false`;
  for (const id of ids) {
    if (!Number.isSafeInteger(id)) throw new TypeError(`not an id: ${id}`);
  }
  return sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;
}
