import { Trans, useLingui } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { ACCOUNT_SELECTION_PAGE_SIZE, type SelectableAccount } from '../../../contract/account-selection';
import type { AccountTypeCode } from '../../../contract/common-lookups';
import { errorMessage } from '../../lib/api-client';
import { DataTable } from '../data-table';
import { Button } from '../ui/button';
import { AccountFiltersForm } from './account-filters-form';
import { EMPTY_FILTERS, selectAccountsBody, type AccountFilters, type AccountSort, type AccountSortColumn } from './account-query';
import { vocationName } from '../../lib/vocation-names';
import { ACCOUNT_TYPE_LABELS } from './account-type-labels';
import { selectAllAccounts, useAccountSelects, useSelectableAccounts } from './api';
import { limitSelection } from './selection';
import type { I18n } from '@lingui/core';
import './account-selection.css';

const column = createColumnHelper<SelectableAccount>();
const vocationOrDash = (i18n: I18n, vocation: string | null | undefined) => (vocation ? vocationName(i18n, vocation) : '—');

export interface AccountPickerProps {
  selectedIds: readonly number[];
  onChange: (ids: number[]) => void;
  /** The form's message for the selection (none chosen, too many, the server's word). */
  error: string | null;
  /** Id of the focusable region, for moving the focus here when the selection is wrong. */
  id: string;
  /** The report's API prefix the table is mounted under (its security code guards it). */
  area: string;
  /** Most accounts one report covers. */
  maxAccounts: number;
}

/**
 * The shared account selection table (spec 3 "Account selection table"): filters, a paged
 * table with a box per row (kept across pages), the selected count and select-all-matching.
 */
export function AccountPicker({ selectedIds, onChange, error, id, area, maxAccounts }: AccountPickerProps) {
  const { t, i18n } = useLingui();
  const [filters, setFilters] = useState<AccountFilters>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<AccountSort>({ id: 'name', desc: false });
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const selects = useAccountSelects(area);
  const body = useMemo(() => selectAccountsBody(filters, page, sort), [filters, page, sort]);
  const accounts = useSelectableAccounts(area, body);
  const selected = useMemo(() => new Set(selectedIds.map(String)), [selectedIds]);
  const limitText = t`A report covers at most ${maxAccounts} accounts; the first ones chosen were kept.`;

  const apply = (next: number[]) => {
    const { ids, limited } = limitSelection(selectedIds, next, maxAccounts);
    setNotice(limited ? limitText : null);
    onChange(ids);
  };

  const selectAllMatching = async () => {
    setBusy(true);
    setNotice(null);
    try {
      const answer = await selectAllAccounts(area, selectAccountsBody(filters, 1, sort, { selected: selectedIds }));
      // The answer's selection is normalised: ids no longer in the user's scope are dropped (spec 3 §5).
      const { ids, limited } = limitSelection(selectedIds, answer.account_ids, maxAccounts);
      onChange(ids);
      if (limited || answer.is_selection_limited) setNotice(limitText);
      else if (answer.is_accounts_verification_failed) setNotice(t`Some chosen accounts are no longer open to you and were removed from the selection.`);
    } catch (failure) {
      setNotice(await errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const columns = useMemo(
    () => [
      column.accessor('name', { header: t`Account` }),
      column.accessor('account_number', { header: t`Account number` }),
      column.accessor('account_type', { header: t`Type`, cell: (info) => i18n._(ACCOUNT_TYPE_LABELS[info.getValue() as AccountTypeCode] ?? ACCOUNT_TYPE_LABELS[0]) }),
      column.accessor('city', { header: t`City`, cell: (info) => info.getValue() ?? '—' }),
      column.accessor('state', { header: t`State`, cell: (info) => info.getValue() ?? '—' }),
      column.accessor('country', { header: t`Country` }),
      // The database names a vocation in English; the portal seeds its names as messages.
      column.accessor('vocation', { header: t`Vocation`, cell: (info) => vocationOrDash(i18n, info.getValue()) }),
    ],
    [t, i18n],
  );

  return (
    <fieldset className="acct-fieldset acct-picker" aria-describedby={`${id}-error`}>
      <legend>
        <Trans>Accounts</Trans>
      </legend>
      <AccountFiltersForm
        selects={selects.data}
        applied={filters}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <div id={id} tabIndex={-1} className="acct-table-region">
        <DataTable
          caption={t`Accounts you may report on, ${accounts.data?.total_items ?? 0} matching`}
          columns={columns}
          rows={accounts.isError ? [] : accounts.data?.accounts}
          total={accounts.data?.total_items ?? 0}
          page={page}
          pageSize={ACCOUNT_SELECTION_PAGE_SIZE}
          onPageChange={setPage}
          sort={sort}
          onSortChange={(next) => {
            setSort({ id: next.id as AccountSortColumn, desc: next.desc });
            setPage(1);
          }}
          getRowId={(row) => String(row.id)}
          isLoading={accounts.isFetching}
          error={accounts.isError ? t`The accounts could not be loaded. Please try again.` : null}
          emptyText={t`No account matches the filters.`}
          selectedIds={selected}
          onSelectedIdsChange={(ids) => apply([...ids].map(Number))}
          className="acct-table"
        />
      </div>
      <div className="acct-actions">
        <Button variant="secondary" isDisabled={busy || !accounts.data?.total_items} onPress={() => void selectAllMatching()}>
          <Trans>Select every matching account</Trans>
        </Button>
        <Button variant="secondary" isDisabled={selectedIds.length === 0} onPress={() => apply([])}>
          <Trans>Clear selection</Trans>
        </Button>
        <span className="acct-hint">
          <Trans>Up to {maxAccounts} accounts per report.</Trans>
        </span>
      </div>
      {notice ? (
        <p className="acct-notice" role="status">
          {notice}
        </p>
      ) : null}
      <p id={`${id}-error`} className="field-error" aria-live="polite">
        {error}
      </p>
    </fieldset>
  );
}
