import { Trans, useLingui } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { Button } from '../../../components/ui/button';
import { useSelectableLocations } from '../api';
import { TORQUE_LOCATIONS_PAGE_SIZE, TORQUE_MAX_LOCATIONS, type TorqueLocation } from '../app-links';
import { SearchField } from '../../../components/inputs/search-field';

const column = createColumnHelper<TorqueLocation>();

export interface LocationChooserProps {
  selected: number[];
  onChange: (ids: number[]) => void;
}

/** The user's locations, paged and searchable, with "select all" for every location the keyword matches. */
export function LocationChooser({ selected, onChange }: LocationChooserProps) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const query = useSelectableLocations(keyword, page);
  const columns = useMemo(
    () => [
      column.accessor('code', { header: t`Code` }),
      column.accessor('name', { header: t`Name` }),
      column.accessor('address', { header: t`Address` }),
      column.accessor('city', { header: t`City` }),
      column.accessor('state', { header: t`State` }),
    ],
    [t],
  );
  const selectedIds = useMemo(() => new Set(selected.map(String)), [selected]);
  const matching = query.data?.location_ids ?? [];

  return (
    <fieldset className="torque-fieldset">
      <legend>
        <Trans>Locations</Trans>
      </legend>
      <div className="torque-location-tools">
        <SearchField
          className="torque-field"
          label={<Trans>Search locations</Trans>}
          value={keyword}
          onSearch={(next) => {
            setKeyword(next);
            setPage(1);
          }}
        />
        <Button
          variant="secondary"
          isDisabled={matching.length === 0}
          onPress={() => onChange([...new Set([...selected, ...matching])].slice(0, TORQUE_MAX_LOCATIONS))}
        >
          <Trans>Select all</Trans>
        </Button>
        <Button variant="secondary" isDisabled={selected.length === 0} onPress={() => onChange([])}>
          <Trans>Clear selection</Trans>
        </Button>
      </div>
      <DataTable
        caption={t`Your locations`}
        columns={columns}
        rows={query.isError ? [] : query.data?.locations}
        total={query.data?.total_items ?? 0}
        page={page}
        pageSize={TORQUE_LOCATIONS_PAGE_SIZE}
        onPageChange={setPage}
        getRowId={(row) => String(row.id)}
        isLoading={query.isFetching}
        error={query.isError ? t`The locations could not be loaded.` : null}
        emptyText={t`No locations match.`}
        selectedIds={selectedIds}
        onSelectedIdsChange={(ids) => onChange([...ids].map(Number))}
      />
    </fieldset>
  );
}
