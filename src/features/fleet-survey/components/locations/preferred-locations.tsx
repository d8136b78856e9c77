import { Trans } from '@lingui/react/macro';
import { usePreferredLocations } from '../../api/locations';
import { useOfflineReadyLocations, useOnline } from '../../state';
import { EmptyState, ErrorState, LoadingState } from '../shared/states';
import { LocationsOffline } from './locations-offline';
import { LocationTable } from './location-table';

/** The preferred accounts' locations (select_preff_locations). */
export function PreferredLocations({ keyword, onPick }: { keyword: string; onPick: (id: number) => void }) {
  const query = usePreferredLocations(keyword, true);
  const ready = useOfflineReadyLocations();
  const online = useOnline();
  if (!online && !query.data) {
    return <LocationsOffline title={<Trans>The preferred accounts need a connection</Trans>} />;
  }
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState title={<Trans>The preferred accounts could not be loaded.</Trans>} />;
  if (query.data.locations.length === 0) return <EmptyState title={<Trans>No preferred account locations.</Trans>} />;
  return <LocationTable rows={query.data.locations} onPick={onPick} ready={ready} />;
}
