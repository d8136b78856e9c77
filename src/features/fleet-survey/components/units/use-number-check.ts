import { useCreateUnitOptions, type CreateUnitOptions } from '../../api/units';
import type { UnitRecord } from '../../data/types';
import { useOnline } from '../../state';
import { useDebounced } from '../shared/use-debounced';
import { normalizeUnitNumber, takenLocally } from './unit-form-model';

export type NumberCheck =
  | { state: 'empty' | 'checking' | 'free' | 'free-locally' }
  | { state: 'taken'; where: 'device' | 'server'; localUnit: UnitRecord | null; inSurvey: boolean };

/**
 * Whether a unit number is free at the location: against this device's units always, and
 * against the server's (get_create_unit_options) when online. The answer also brings the
 * server's copy options.
 */
export function useNumberCheck(input: {
  locationId: number;
  unitNumber: string;
  localUnits: UnitRecord[] | undefined;
  ownLocalId: string | null;
  ownServerId: number | null;
  surveyServerId: number | null;
  /** The number the record had when opened: keeping it needs no check. */
  unchangedFrom: string | null;
}): { check: NumberCheck; options: CreateUnitOptions | undefined } {
  const online = useOnline();
  const settled = useDebounced(input.unitNumber, 400);
  const unchanged = input.unchangedFrom !== null && normalizeUnitNumber(input.unchangedFrom) === normalizeUnitNumber(input.unitNumber);
  const server = useCreateUnitOptions({ locationId: input.locationId, surveyServerId: input.surveyServerId, unitNumber: settled }, online);
  const options = server.data;

  if (!input.unitNumber.trim()) return { check: { state: 'empty' }, options };
  if (unchanged) return { check: { state: 'free' }, options };
  const local = input.localUnits ? takenLocally(input.localUnits, input.unitNumber, input.ownLocalId) : null;
  if (local) {
    const localUnit = input.localUnits?.find((u) => u.data === local) ?? null;
    return { check: { state: 'taken', where: 'device', localUnit, inSurvey: false }, options };
  }
  if (!online) return { check: { state: 'free-locally' }, options };
  if (settled !== input.unitNumber || server.isFetching) return { check: { state: 'checking' }, options };
  if (server.isError || !options) return { check: { state: 'free-locally' }, options };
  if (options.is_unit_exists && options.unit_id !== input.ownServerId) {
    const localUnit = input.localUnits?.find((u) => u.serverId !== null && Number(u.serverId) === options.unit_id) ?? null;
    return { check: { state: 'taken', where: 'server', localUnit, inSurvey: options.is_unit_exists_on_survey }, options };
  }
  return { check: { state: 'free' }, options };
}
