import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { ACCOUNT_SELECTION_PAGE_SIZE, type SelectAccountsResponse, type SelectableAccount } from '../../../contract/account-selection';
import { api } from '../../lib/api-client';
import { DataTable } from '../data-table';
import { SearchField } from '../inputs/search-field';
import { Button } from '../ui/button';

const column = createColumnHelper<SelectableAccount>();

export interface AccountChooserProps {
  /** The report area's API prefix, e.g. 'product_wear_rate_report'. */
  prefix: string;
  selectedIds: readonly number[];
  onChange: (ids: number[]) => void;
}

/**
 * The account selection table of a product report (spec 3 "Account selection table"): the
 * accounts the user may see by name or number, a box per row kept across pages, the selected
 * count, and select_account_ids for every account the search matches.
 */
export function AccountChooser({ prefix, selectedIds, onChange }: AccountChooserProps) {
  const { t } = useLingui();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const accounts = useQuery({
    queryKey: ['account-chooser', prefix, keyword, page],
    queryFn: ({ signal }) =>
      api
        .post(`${prefix}/select_accounts`, { json: { key_word: keyword, page_number: page, page_size: ACCOUNT_SELECTION_PAGE_SIZE }, signal })
        .json<SelectAccountsResponse>(),
    placeholderData: keepPreviousData,
    networkMode: 'online',
  });
  const selected = useMemo(() => new Set(selectedIds.map(String)), [selectedIds]);
  const columns = useMemo(
    () => [
      column.accessor('name', { header: t`Account` }),
      column.accessor('account_number', { header: t`Account number` }),
      column.accessor('city', { header: t`City`, cell: (info) => info.getValue() ?? '—' }),
      column.accessor('state', { header: t`State`, cell: (info) => info.getValue() ?? '—' }),
      column.accessor('country', { header: t`Country` }),
    ],
    [t],
  );

  const selectMatching = async () => {
    const answer = await api.get(`${prefix}/select_account_ids`, { searchParams: { key_word: keyword } }).json<{ account_ids: number[] }>();
    onChange([...new Set([...selectedIds, ...answer.account_ids])]);
    setNotice(null);
  };

  return (
    <fieldset className="account-chooser">
      <legend>
        <Trans>Accounts</Trans>
      </legend>
      <SearchField
        className="account-chooser-search"
        label={t`Search accounts`}
        value={keyword}
        onSearch={(value) => {
          setKeyword(value);
          setPage(1);
        }}
      />
      <DataTable
        caption={t`Accounts you may report on, ${accounts.data?.total_items ?? 0} matching`}
        columns={columns}
        rows={accounts.isError ? [] : accounts.data?.accounts}
        total={accounts.data?.total_items ?? 0}
        page={page}
        pageSize={ACCOUNT_SELECTION_PAGE_SIZE}
        onPageChange={setPage}
        getRowId={(row) => String(row.id)}
        isLoading={accounts.isFetching}
        error={accounts.isError ? t`The accounts could not be loaded. Please try again.` : null}
        emptyText={t`No account matches the search.`}
        selectedIds={selected}
        onSelectedIdsChange={(ids) => onChange([...ids].map(Number))}
      />
      <div className="account-chooser-actions">
        <Button variant="secondary" isDisabled={!accounts.data?.total_items} onPress={() => void selectMatching().catch(() => setNotice(t`The accounts could not be loaded. Please try again.`))}>
          <Trans>Select every matching account</Trans>
        </Button>
        <Button variant="secondary" isDisabled={selectedIds.length === 0} onPress={() => onChange([])}>
          <Trans>Clear selection</Trans>
        </Button>
      </div>
      {notice ? <p role="alert">{notice}</p> : null}
    </fieldset>
  );
}
