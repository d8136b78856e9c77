import { ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';

/** A LIKE pattern matching the keyword anywhere, with the keyword's own % and _ taken literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive "contains" over several columns; undefined (no condition) for a blank keyword. */
export function keywordFilter(keyword: string | null | undefined, columns: AnyColumn[]): SQL | undefined {
  const trimmed = keyword?.trim();
  if (!trimmed) return undefined;
  const pattern = containsPattern(trimmed);
  return or(...columns.map((column) => ilike(column, pattern)));
}
