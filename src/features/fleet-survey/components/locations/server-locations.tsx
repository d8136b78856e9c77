import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { LOCATIONS_PAGE_SIZE, useServerLocations } from '../../api/locations';
import { useOfflineReadyLocations, useOnline } from '../../state';
import { pageCount } from '../shared/list-merge';
import { Pager } from '../shared/pager';
import { EmptyState, ErrorState, LoadingState } from '../shared/states';
import { LocationsOffline } from './locations-offline';
import { LocationTable, type SortState } from './location-table';

/** The server's paged picker: keyword, sortable columns, 20 rows a page. */
export function ServerLocations({ keyword, onPick }: { keyword: string; onPick: (id: number) => void }) {
  const [sortState, setSortState] = useState<SortState>({ sort: 'code', desc: false });
  const [page, setPage] = useState(1);
  const [seenKeyword, setSeenKeyword] = useState(keyword);
  // A new search starts on its first page.
  if (seenKeyword !== keyword) {
    setSeenKeyword(keyword);
    setPage(1);
  }
  const query = useServerLocations({ keyword, page, ...sortState }, true);
  const ready = useOfflineReadyLocations();
  const online = useOnline();

  if (!online && !query.data) {
    return <LocationsOffline title={<Trans>Searching every location needs a connection</Trans>} />;
  }
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState title={<Trans>The locations could not be loaded.</Trans>} message={<Trans>Check the signal and try again.</Trans>} />;
  const { accounts, total_items } = query.data;
  if (accounts.length === 0) return <EmptyState title={keyword ? <Trans>No location matches “{keyword}”.</Trans> : <Trans>You have no locations yet.</Trans>} />;
  return (
    <>
      <LocationTable
        rows={accounts}
        onPick={onPick}
        ready={ready}
        sortState={sortState}
        onSort={(s) => {
          setSortState(s);
          setPage(1);
        }}
      />
      <Pager page={page} pages={pageCount(total_items, LOCATIONS_PAGE_SIZE)} total={total_items} onPage={setPage} />
    </>
  );
}
