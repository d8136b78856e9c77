import { useLingui } from '@lingui/react/macro';
import { flexRender, getCoreRowModel, getSortedRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { FIELD_LABELS } from '../labels';
import { formatField } from '../format';
import { hasPeriodColumn, periodText, readerFields, type ReportResult, type TableRow } from '../app-links';

export interface ReportTableProps {
  result: ReportResult;
  /** Previous-year columns show only while the comparison is on. */
  showPrevious: boolean;
  title: string;
  currency: string;
  /** Time series by month: a month row opens its weeks. */
  onDrill?: (row: TableRow) => void;
}

/** A report's rows (TanStack Table, sorted in the page), with the period first and figures right-aligned. */
export function ReportTable({ result, showPrevious, title, currency, onDrill }: ReportTableProps) {
  const { t, i18n } = useLingui();
  const [sorting, setSorting] = useState<SortingState>([]);
  const isPeriod = hasPeriodColumn(result.report_type);
  const drilled = result.report_part !== null;

  const columns = useMemo(() => {
    const fields = readerFields(result.report_type, showPrevious);
    const list: ColumnDef<TableRow>[] = [];
    if (isPeriod) {
      list.push({
        id: 'period',
        header: drilled ? t`Week` : t`Month`,
        accessorFn: (row) => periodText(row, drilled, i18n.locale),
        enableSorting: false,
      });
    }
    for (const field of fields) {
      list.push({
        id: field,
        header: FIELD_LABELS[field] ? i18n._(FIELD_LABELS[field]) : field,
        accessorFn: (row) => row[field],
        cell: (info) => {
          const value = info.getValue() as TableRow[string];
          return typeof value === 'number' || value === null ? formatField(value, i18n.locale, result.report_type, field, currency) : String(value);
        },
        meta: { numeric: typeof result.table[0]?.[field] === 'number' },
      });
    }
    if (onDrill && isPeriod && !drilled) {
      list.push({
        id: 'drill',
        header: () => <span className="visually-hidden">{t`Weeks`}</span>,
        enableSorting: false,
        cell: (info) => (
          <button type="button" className="link-button fd-drill" onClick={() => onDrill(info.row.original)}>
            {t`Weeks of ${periodText(info.row.original, false, i18n.locale)}`}
          </button>
        ),
      });
    }
    return list;
  }, [result, showPrevious, isPeriod, drilled, onDrill, currency, t, i18n]);

  // eslint-disable-next-line react-hooks/incompatible-library -- the table instance is rebuilt each render by design.
  const table = useReactTable({ data: result.table, columns, state: { sorting }, onSortingChange: setSorting, getCoreRowModel: getCoreRowModel(), getSortedRowModel: getSortedRowModel() });

  return (
    <div className="fd-table data-table">
      <div className="data-table-scroll">
        <table>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th key={header.id} scope="col" className={header.column.columnDef.meta?.numeric ? 'data-table-numeric' : undefined} aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                      {header.column.getCanSort() ? (
                        <button type="button" className="data-table-sort" onClick={header.column.getToggleSortingHandler()}>
                          {label}
                          <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
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
          <tbody>
            {table.getRowModel().rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="fd-muted">{t`No data in the chosen period.`}</td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} data-empty={row.original.IsEmpty === true || undefined}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} data-column={cell.column.id} className={cell.column.columnDef.meta?.numeric ? 'data-table-numeric' : undefined}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
