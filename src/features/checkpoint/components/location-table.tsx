import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { SortState } from '../../../components/data-table';
import { LocationSearchTable } from '../../../components/location-table';
import { useCustomerLocations } from '../api';
import { ACCOUNT_KINDS, type AccountKind } from '../search';
import { CHECKPOINT_PAGE_SIZE } from '../app-links';

/** order_by codes of get_customer_locations. */
const ORDER: Record<string, number> = { code: 1, name: 2, address: 3, city: 4, state: 5 };

export interface LocationTableProps {
  kind: AccountKind;
  account: number;
  /** null: all locations. */
  locations: number[] | null;
  onChange: (locations: number[] | null) => void;
}

/** The account's customer locations, 10 a page, with an "all locations" switch over the table. */
export function LocationTable({ kind, account, locations, onChange }: LocationTableProps) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState | null>({ id: 'code', desc: false });
  const [keyword, setKeyword] = useState('');
  const query = useCustomerLocations({
    account_kind: ACCOUNT_KINDS[kind].code,
    account_id: account,
    key_word: keyword,
    page_number: page,
    page_size: CHECKPOINT_PAGE_SIZE,
    order_by: sort ? (ORDER[sort.id] ?? 1) : 1,
    is_sort_desc: sort?.desc ?? false,
  });
  const all = locations === null;
  const selected = useMemo(() => new Set((locations ?? []).map(String)), [locations]);

  return (
    <fieldset className="checkpoint-fieldset">
      <legend>
        <Trans>Customer locations</Trans>
      </legend>
      <label className="checkpoint-check">
        <input type="checkbox" checked={all} onChange={(event) => onChange(event.target.checked ? null : [])} />
        <Trans>All locations</Trans>
      </label>
      {all ? null : (
        <LocationSearchTable
          fieldClassName="checkpoint-field"
          keyword={keyword}
          onSearch={(next) => {
            setKeyword(next);
            setPage(1);
          }}
          caption={t`Customer locations of the account`}
          rows={query.data?.locations}
          total={query.data?.total_items ?? 0}
          isLoading={query.isFetching}
          isError={query.isError}
          page={page}
          pageSize={CHECKPOINT_PAGE_SIZE}
          onPageChange={setPage}
          sort={sort}
          onSortChange={(next) => {
            setSort(next);
            setPage(1);
          }}
          getRowId={(row) => String(row.value)}
          selectedIds={selected}
          onSelectedIdsChange={(ids) => onChange([...ids].map(Number))}
        />
      )}
    </fieldset>
  );
}
