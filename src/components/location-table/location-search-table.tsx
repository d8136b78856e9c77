import { Trans, useLingui } from '@lingui/react/macro';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { DataTable, type SortState } from '../data-table';
import { SearchField } from '../inputs/search-field';

/** The columns every location list of the reports shows. */
export interface LocationRow {
  code: string;
  name: string;
  address: string;
  city: string;
  state: string;
}

export interface LocationSearchTableProps<Row extends LocationRow> {
  /** The page of locations the feature's query answered (none after a failure, if the feature wants), and how many match in all. */
  rows: Row[] | undefined;
  total: number;
  isLoading: boolean;
  isError: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Sorting is offered only where the feature's query sorts on the server. */
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  keyword: string;
  onSearch: (keyword: string) => void;
  getRowId: (row: Row) => string;
  selectedIds: ReadonlySet<string>;
  onSelectedIdsChange: (ids: Set<string>) => void;
  caption: string;
  /** Class of the search field's label, styled by the feature's form. */
  fieldClassName: string;
  /** Buttons beside the search field (select all matching, clear), wrapped in `toolsClassName`. */
  tools?: ReactNode;
  toolsClassName?: string;
}

/** A searchable, paged table of locations with a box per row, the selection kept across pages. */
export function LocationSearchTable<Row extends LocationRow>(props: LocationSearchTableProps<Row>) {
  const { t } = useLingui();
  const columns = useMemo(() => {
    const column = createColumnHelper<Row>();
    return [
      column.accessor((row) => row.code, { id: 'code', header: t`Code` }),
      column.accessor((row) => row.name, { id: 'name', header: t`Name` }),
      column.accessor((row) => row.address, { id: 'address', header: t`Address` }),
      column.accessor((row) => row.city, { id: 'city', header: t`City` }),
      column.accessor((row) => row.state, { id: 'state', header: t`State` }),
    ] as ColumnDef<Row, unknown>[];
  }, [t]);
  const search = <SearchField className={props.fieldClassName} label={<Trans>Search locations</Trans>} value={props.keyword} onSearch={props.onSearch} />;
  return (
    <>
      {props.tools ? (
        <div className={props.toolsClassName}>
          {search}
          {props.tools}
        </div>
      ) : (
        search
      )}
      <DataTable
        caption={props.caption}
        columns={columns}
        rows={props.rows}
        total={props.total}
        page={props.page}
        pageSize={props.pageSize}
        onPageChange={props.onPageChange}
        sort={props.sort}
        onSortChange={props.onSortChange}
        getRowId={props.getRowId}
        isLoading={props.isLoading}
        error={props.isError ? t`The locations could not be loaded.` : null}
        emptyText={t`No locations match.`}
        selectedIds={props.selectedIds}
        onSelectedIdsChange={props.onSelectedIdsChange}
      />
    </>
  );
}
