import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useConnection, useLocalLocations, useOfflineReadyLocations } from '../../state';
import { matchesKeyword, pageCount, pageOf } from '../shared/list-merge';
import { Pager } from '../shared/pager';
import { EmptyState, LoadingState, Note } from '../shared/states';
import { LOCATIONS_PAGE_SIZE } from '../../api/locations';
import { LocationTable } from './location-table';

/** Without signal or without an answer from the server: the locations saved on this device, filtered in memory. */
export function OfflineLocations({ keyword, onPick }: { keyword: string; onPick: (id: number) => void }) {
  const locations = useLocalLocations();
  const ready = useOfflineReadyLocations();
  const connection = useConnection();
  const [page, setPage] = useState(1);
  if (!locations) return <LoadingState />;
  const matching = locations.filter((l) => matchesKeyword(keyword, [l.code, l.name, l.city, l.state, l.address]));
  return (
    <>
      <Note tone="warning">
        {connection === 'unreachable' ? (
          <Trans>The server cannot be reached — showing locations saved on this device</Trans>
        ) : (
          <Trans>Offline — showing locations saved on this device</Trans>
        )}
      </Note>
      {matching.length === 0 ? (
        <EmptyState title={<Trans>No locations are saved on this device.</Trans>}>
          <Trans>Open a location once while online to keep it for offline work.</Trans>
        </EmptyState>
      ) : (
        <>
          <LocationTable
            rows={pageOf(matching, page, LOCATIONS_PAGE_SIZE).map((l) => ({ ...l, last_survey_date: typeof l.last_survey_date === 'string' ? l.last_survey_date : null }))} onPick={onPick} ready={ready} />
          <Pager page={page} pages={pageCount(matching.length, LOCATIONS_PAGE_SIZE)} total={matching.length} onPage={setPage} />
        </>
      )}
    </>
  );
}
