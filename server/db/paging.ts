/** Rows to skip for a 1-based page. */
export function offsetOf(page: { page_number: number; page_size: number }): number {
  return (page.page_number - 1) * page.page_size;
}
