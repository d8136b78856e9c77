import { Trans, useLingui } from '@lingui/react/macro';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
  type RowData,
  type RowSelectionState,
  type Updater,
} from '@tanstack/react-table';
import { useDeferredValue, useId, useMemo, type ReactNode } from 'react';
import { Pager } from './pager';
import { ariaSort, nextSort, type SortState } from './paging';
import { ScrollRegion } from './scroll-region';
import { SelectAllBox, SelectRowBox } from './select-boxes';
import './data-table.css';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Right-aligned figures. */
    numeric?: boolean;
    /** Marker so the unused generics stay part of the declaration. */
    _types?: [TData, TValue];
  }
}

export interface DataTableProps<T> {
  caption: ReactNode;
  columns: ColumnDef<T, never>[] | ColumnDef<T, unknown>[];
  /** undefined while the first page loads. */
  rows: T[] | undefined;
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Columns sort only when the caller handles it, on the server. */
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  getRowId: (row: T) => string;
  isLoading?: boolean;
  error?: string | null;
  emptyText?: ReactNode;
  /** Ids selected across pages; present means rows get checkboxes. */
  selectedIds?: ReadonlySet<string>;
  onSelectedIdsChange?: (ids: Set<string>) => void;
  onRowClick?: (row: T) => void;
  className?: string;
}

/** The rows a table shows before its first deferred pass: the skeleton, whatever the answer. */
const ROWS_NOT_YET_SHOWN: never[] = [];

/**
 * The portal's paged table: TanStack Table with server-side paging and sorting, a caption,
 * sort buttons in the headers (aria-sort on the header cell), optional row selection kept by
 * id across pages, and loading, empty and error states in the body.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { caption, columns, rows: answeredRows, total, page, pageSize, onPageChange, sort = null, onSortChange, getRowId, isLoading, error, emptyText, selectedIds, onSelectedIdsChange, onRowClick, className } = props;
  const { t } = useLingui();
  // A report's answer arrives through TanStack Query's store, which React renders in a blocking
  // lane as one task; the rows, the heavy part, render in a deferred pass that yields to the
  // browser, so the frame and tiles paint first and the table follows without a long task.
  // A table mounted with its rows (most screens show it once the answer is in) starts from
  // ROWS_NOT_YET_SHOWN, so its first rows are deferred as well, not only the rows of later answers.
  const deferredRows = useDeferredValue<T[] | undefined>(answeredRows, ROWS_NOT_YET_SHOWN);
  const rows = deferredRows === ROWS_NOT_YET_SHOWN ? undefined : deferredRows;
  const selectable = selectedIds !== undefined;
  const captionId = useId();
  const rowSelection = useMemo<RowSelectionState>(() => Object.fromEntries([...(selectedIds ?? [])].map((id) => [id, true])), [selectedIds]);

  // eslint-disable-next-line react-hooks/incompatible-library -- the table instance is rebuilt each render by design; nothing memoizes it.
  const table = useReactTable<T>({
    data: rows ?? [],
    columns: columns as ColumnDef<T, unknown>[],
    getCoreRowModel: getCoreRowModel(),
    getRowId,
    manualPagination: true,
    manualSorting: true,
    enableRowSelection: selectable,
    state: { rowSelection },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      onSelectedIdsChange?.(new Set(Object.keys(next).filter((id) => next[id])));
    },
  });

  const columnCount = columns.length + (selectable ? 1 : 0);
  // A row's box is named by what the row shows first (a unit number, an account), not its id.
  const rowLabel = (row: Row<T>) => {
    const name = String(row.getVisibleCells()[0]?.getValue() ?? row.id);
    return t`Select ${name}`;
  };
  const pageRows = table.getRowModel().rows;
  const body = (() => {
    if (error) return <StateRow span={columnCount} tone="error">{error}</StateRow>;
    if (rows === undefined || (isLoading && pageRows.length === 0)) return <SkeletonRows span={columnCount} count={Math.min(pageSize, 5)} />;
    if (pageRows.length === 0) return <StateRow span={columnCount}>{emptyText ?? <Trans>No records found</Trans>}</StateRow>;
    return pageRows.map((row) => (
      <tr key={row.id} data-selected={row.getIsSelected() || undefined} className={onRowClick ? 'data-table-clickable' : undefined} onClick={onRowClick ? () => onRowClick(row.original) : undefined}>
        {selectable ? (
          <td className="data-table-select" onClick={(event) => event.stopPropagation()}>
            <SelectRowBox row={row} label={rowLabel(row)} />
          </td>
        ) : null}
        {row.getVisibleCells().map((cell) => (
          <td key={cell.id} className={cell.column.columnDef.meta?.numeric ? 'data-table-numeric' : undefined}>
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        ))}
      </tr>
    ));
  })();

  return (
    <div className={['data-table', className].filter(Boolean).join(' ')} aria-busy={isLoading || undefined}>
      {selectable ? (
        <p className="data-table-selected" aria-live="polite">
          <Trans>{selectedIds.size} selected</Trans>
        </p>
      ) : null}
      <ScrollRegion className="data-table-scroll" labelledBy={captionId}>
        <table>
          <caption id={captionId}>{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selectable ? (
                  <th scope="col" className="data-table-select">
                    <SelectAllBox table={table} label={t`Select all rows on this page`} />
                  </th>
                ) : null}
                {group.headers.map((header) => {
                  const sortable = Boolean(onSortChange) && header.column.getCanSort() && header.column.columnDef.enableSorting !== false;
                  const label = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
                  const direction = ariaSort(sort, header.column.id);
                  return (
                    <th key={header.id} scope="col" aria-sort={sortable ? direction : undefined} className={header.column.columnDef.meta?.numeric ? 'data-table-numeric' : undefined}>
                      {sortable ? (
                        <button type="button" className="data-table-sort" onClick={() => onSortChange?.(nextSort(sort, header.column.id))}>
                          {label}
                          <SortIcon direction={direction} />
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>{body}</tbody>
        </table>
      </ScrollRegion>
      {!error && total > 0 ? <Pager page={page} pageSize={pageSize} total={total} onPageChange={onPageChange} isDisabled={isLoading} /> : null}
    </div>
  );
}

function StateRow({ span, tone, children }: { span: number; tone?: 'error'; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={span} className="data-table-state" data-tone={tone} role={tone === 'error' ? 'alert' : undefined}>
        {children}
      </td>
    </tr>
  );
}

function SkeletonRows({ span, count }: { span: number; count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <tr key={i} className="data-table-skeleton" aria-hidden={i > 0 || undefined}>
      <td colSpan={span}>
        {i === 0 ? (
          <span className="visually-hidden">
            <Trans>Loading…</Trans>
          </span>
        ) : null}
        <span className="skeleton-bar" />
      </td>
    </tr>
  ));
}

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | 'none' }) {
  const path = direction === 'ascending' ? 'M6 15l6-6 6 6' : direction === 'descending' ? 'M6 9l6 6 6-6' : 'M8 10l4-4 4 4M8 14l4 4 4-4';
  return (
    <svg className="data-table-sort-icon" data-direction={direction} width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
