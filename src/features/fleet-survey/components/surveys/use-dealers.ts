import { useMemo } from 'react';
import { useSelects, type NonsigsResponse, type Owner, type SelectsResponse } from '../../api/locations';
import { referenceKeys, useLocalLocation, useOnline, useReferenceValue } from '../../state';

/**
 * The dealers a survey at this location may name: the cached get_selects owners and the
 * account's nonsigs (both saved by the offline download), or the server's list when online
 * and nothing is cached yet.
 */
export function useDealers(locationId: number): { dealers: Owner[]; names: Map<number, string>; loading: boolean } {
  const online = useOnline();
  const cachedSelects = useReferenceValue<SelectsResponse>(referenceKeys.selects(locationId));
  const location = useLocalLocation(locationId);
  const accountId = typeof location?.account_id === 'number' ? location.account_id : null;
  const cachedNonsigs = useReferenceValue<NonsigsResponse>(accountId === null ? null : referenceKeys.nonsigs(accountId));
  const server = useSelects(locationId, online && cachedSelects === null);
  return useMemo(() => {
    const all = [...(cachedSelects?.owners ?? server.data?.owners ?? []), ...(cachedNonsigs?.nonsigs_list ?? [])];
    const byId = new Map<number, Owner>();
    for (const owner of all) byId.set(owner.id, owner);
    const dealers = [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
    return {
      dealers,
      names: new Map(dealers.map((d) => [d.id, d.name])),
      loading: cachedSelects === undefined || (cachedSelects === null && online && server.isPending),
    };
  }, [cachedSelects, cachedNonsigs, server.data, server.isPending, online]);
}
