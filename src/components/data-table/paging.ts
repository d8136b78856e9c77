/** Server-side paging arithmetic shared by every paged table; pages are 1-based. */
export function pageCount(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;
}

/** The first and last row number shown on a page, 1-based; 0 and 0 for an empty table. */
export function pageRange(page: number, pageSize: number, total: number): { first: number; last: number } {
  if (total <= 0) return { first: 0, last: 0 };
  const first = Math.min((page - 1) * pageSize + 1, total);
  return { first, last: Math.min(page * pageSize, total) };
}

/** A page number brought inside 1 … pageCount. */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, Math.trunc(page) || 1), pageCount(total, pageSize));
}

export interface SortState {
  id: string;
  desc: boolean;
}

/** The aria-sort value of a column header. */
export function ariaSort(sort: SortState | null, columnId: string): 'ascending' | 'descending' | 'none' {
  if (!sort || sort.id !== columnId) return 'none';
  return sort.desc ? 'descending' : 'ascending';
}

/** Pressing a sort header: another column sorts ascending; the same column flips. */
export function nextSort(sort: SortState | null, columnId: string): SortState {
  if (sort?.id === columnId) return { id: columnId, desc: !sort.desc };
  return { id: columnId, desc: false };
}
