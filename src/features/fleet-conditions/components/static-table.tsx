import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Pager } from '../../../components/data-table';

export interface StaticColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
}

export interface StaticTableProps<T> {
  caption: ReactNode;
  columns: StaticColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
  /** Totals under the rows, e.g. "All positions". */
  footer?: readonly T[];
  emptyText?: ReactNode;
  /** Longer lists are paged here with the shared pager; the report holds every row already. */
  pageSize?: number;
  className?: string;
}

/**
 * A read-only table of report data in the portal's table look: caption, column headers, the
 * first cell of each row as its row header, figures right-aligned, optional totals and paging.
 */
/** Whether the element is wider inside than shown; a table that scrolls sideways must take the keyboard focus. */
function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(element);
    check();
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}

export function StaticTable<T>({ caption, columns, rows, rowKey, footer = [], emptyText, pageSize = 25, className }: StaticTableProps<T>) {
  const [page, setPage] = useState(1);
  const scrollRef = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(scrollRef);
  const captionId = useId();
  const paged = rows.length > pageSize;
  const shown = paged ? rows.slice((page - 1) * pageSize, page * pageSize) : rows;
  const renderRow = (row: T, key: string) => (
    <tr key={key}>
      {columns.map((column, index) => {
        const Cell = index === 0 ? 'th' : 'td';
        return (
          <Cell key={column.id} scope={index === 0 ? 'row' : undefined} className={column.numeric ? 'data-table-numeric' : undefined} data-column={column.id}>
            {column.cell(row)}
          </Cell>
        );
      })}
    </tr>
  );
  return (
    <div className={['data-table', 'fc-table', className].filter(Boolean).join(' ')}>
      <div
        ref={scrollRef}
        className="data-table-scroll"
        tabIndex={scrolls ? 0 : undefined}
        role={scrolls ? 'region' : undefined}
        aria-labelledby={scrolls ? captionId : undefined}
      >
        <table>
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col" className={column.numeric ? 'data-table-numeric' : undefined}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="data-table-state">
                  {emptyText ?? <Trans>No records found</Trans>}
                </td>
              </tr>
            ) : (
              shown.map((row, index) => renderRow(row, rowKey(row, index + (page - 1) * pageSize)))
            )}
          </tbody>
          {footer.length > 0 && rows.length > 0 ? <tfoot>{footer.map((row, index) => renderRow(row, `footer-${index}`))}</tfoot> : null}
        </table>
      </div>
      {paged ? <Pager page={page} pageSize={pageSize} total={rows.length} onPageChange={setPage} /> : null}
    </div>
  );
}
