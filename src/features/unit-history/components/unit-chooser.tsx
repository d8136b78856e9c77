import { Trans, useLingui } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { SearchField } from '../../../components/inputs/search-field';
import { referenceName } from '../../../lib/reference-names';
import { useUnitNumbers } from '../api';
import { UNIT_HISTORY_MAX_UNITS, UNIT_HISTORY_PAGE_SIZE, type UnitNumberRow } from '../app-links';

const column = createColumnHelper<UnitNumberRow>();

export interface UnitChooserProps {
  accountIds: number[];
  selected: number[];
  onChange: (ids: number[]) => void;
}

/** The chosen accounts' units, paged and searchable by number, selectable across pages. */
export function UnitChooser({ accountIds, selected, onChange }: UnitChooserProps) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const query = useUnitNumbers(accountIds, keyword, page);
  const columns = useMemo(
    () => [
      column.accessor('unit_number', { header: t`Unit number` }),
      column.accessor('unit_type', { header: t`Unit type`, cell: (info) => referenceName(i18n, info.getValue()) }),
      column.accessor('location_name', { header: t`Location` }),
      column.accessor('account_name', { header: t`Account` }),
    ],
    [t, i18n],
  );
  const selectedIds = useMemo(() => new Set(selected.map(String)), [selected]);
  const tooMany = selected.length > UNIT_HISTORY_MAX_UNITS;

  return (
    <fieldset className="uh-fieldset">
      <legend>
        <Trans>Units</Trans>
      </legend>
      <div className="uh-tools">
        <SearchField
          className="uh-field"
          label={<Trans>Search unit numbers</Trans>}
          value={keyword}
          onSearch={(next) => {
            setKeyword(next);
            setPage(1);
          }}
        />
        <button type="button" className="button button-secondary" disabled={selected.length === 0} onClick={() => onChange([])}>
          <Trans>Clear units</Trans>
        </button>
      </div>
      {tooMany ? (
        <p className="uh-warning" role="alert">
          <Trans>Show at most {UNIT_HISTORY_MAX_UNITS} units at once; generate a report for more.</Trans>
        </p>
      ) : null}
      <DataTable
        caption={t`Units of the chosen accounts`}
        columns={columns}
        rows={accountIds.length === 0 ? [] : query.isError ? [] : query.data?.unit_numbers}
        total={accountIds.length === 0 ? 0 : (query.data?.total_items ?? 0)}
        page={page}
        pageSize={UNIT_HISTORY_PAGE_SIZE}
        onPageChange={setPage}
        getRowId={(row) => String(row.unit_id)}
        isLoading={query.isFetching}
        error={query.isError ? t`The units could not be loaded.` : null}
        emptyText={accountIds.length === 0 ? t`Choose one or more accounts first.` : t`No units match.`}
        selectedIds={selectedIds}
        onSelectedIdsChange={(ids) => onChange([...ids].map(Number))}
      />
    </fieldset>
  );
}
