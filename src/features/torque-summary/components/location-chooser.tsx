import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { LocationSearchTable } from '../../../components/location-table';
import { Button } from '../../../components/ui/button';
import { useSelectableLocations } from '../api';
import { TORQUE_LOCATIONS_PAGE_SIZE, TORQUE_MAX_LOCATIONS } from '../app-links';

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
  const selectedIds = useMemo(() => new Set(selected.map(String)), [selected]);
  const matching = query.data?.location_ids ?? [];

  return (
    <fieldset className="torque-fieldset">
      <legend>
        <Trans>Locations</Trans>
      </legend>
      <LocationSearchTable
        fieldClassName="torque-field"
        keyword={keyword}
        onSearch={(next) => {
          setKeyword(next);
          setPage(1);
        }}
        toolsClassName="torque-location-tools"
        tools={
          <>
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
          </>
        }
        caption={t`Your locations`}
        rows={query.isError ? [] : query.data?.locations}
        total={query.data?.total_items ?? 0}
        isLoading={query.isFetching}
        isError={query.isError}
        page={page}
        pageSize={TORQUE_LOCATIONS_PAGE_SIZE}
        onPageChange={setPage}
        getRowId={(row) => String(row.id)}
        selectedIds={selectedIds}
        onSelectedIdsChange={(ids) => onChange([...ids].map(Number))}
      />
    </fieldset>
  );
}
