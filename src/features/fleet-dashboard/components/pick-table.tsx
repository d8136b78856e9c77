import { Trans, useLingui } from '@lingui/react/macro';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState, type ReactNode } from 'react';
import { DataTable, type SortState } from '../../../components/data-table';
import { usePickPage, type PageQuery, type PickPage } from '../api';
import type { PickState } from '../wizard-values';
import { SearchField } from '../../../components/inputs/search-field';

export const PICK_PAGE_SIZE = 10;

export interface PickTableProps<T, Id extends string | number> {
  name: string;
  caption: ReactNode;
  columns: ColumnDef<T, unknown>[];
  /** Sort codes of the call by column id (spec 2 §4: order by 1 ascending by default). */
  order: Record<string, number>;
  query: (page: PageQuery) => { queryKey: readonly unknown[]; queryFn: () => Promise<PickPage<T>> };
  idOf: (row: T) => Id;
  /** Row ids come back from the table as text. */
  parseId: (key: string) => Id;
  value: PickState<Id>;
  onChange: (value: PickState<Id>) => void;
  allLabel: ReactNode;
}

/**
 * One inner table of step 1 (Locations or Nonsigs): "all" by default; unticked, a paged table
 * with keyword, sort, a box per row kept across pages and the selected count.
 */
export function PickTable<T, Id extends string | number>({ name, caption, columns, order, query: queryOf, idOf, parseId, value, onChange, allLabel }: PickTableProps<T, Id>) {
  const { t } = useLingui();
  const firstSort = Object.keys(order)[0] ?? '';
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState | null>({ id: firstSort, desc: false });
  const [keyword, setKeyword] = useState('');
  const query = usePickPage(queryOf({ page_number: page, page_size: PICK_PAGE_SIZE, order_by: sort ? (order[sort.id] ?? 1) : 1, is_sort_desc: sort?.desc ?? false, key_word: keyword.trim() }));
  const selected = useMemo(() => new Set(value.ids.map(String)), [value.ids]);

  return (
    <div className="fd-pick" data-pick={name}>
      <label className="fd-check">
        <input type="checkbox" checked={value.isAll} onChange={(event) => onChange({ isAll: event.target.checked, ids: [] })} />
        {allLabel}
      </label>
      {value.isAll ? null : (
        <>
          <SearchField
            className="fd-field"
            label={<Trans>Keyword</Trans>}
            value={keyword}
            onSearch={(next) => {
              setKeyword(next);
              setPage(1);
            }}
          />
          <DataTable
            caption={caption}
            columns={columns}
            rows={query.data?.rows}
            total={query.data?.total ?? 0}
            page={page}
            pageSize={PICK_PAGE_SIZE}
            onPageChange={setPage}
            sort={sort}
            onSortChange={(next) => {
              setSort(next);
              setPage(1);
            }}
            getRowId={(row) => String(idOf(row))}
            isLoading={query.isFetching}
            error={query.isError ? t`The list could not be loaded. Please try again.` : null}
            emptyText={t`Nothing matches the keyword.`}
            selectedIds={selected}
            onSelectedIdsChange={(ids) => onChange({ isAll: false, ids: [...ids].map(parseId) })}
          />
        </>
      )}
    </div>
  );
}
