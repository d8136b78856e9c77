import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import type { CommonSpecsData, ConfiguratorStructure, ConflictsData, FleetSummary, SaveTireAgeRuleRequest, SpecInput, SpecLocation } from '../../../contract/manage-specs';
import { api } from '../../lib/api-client';

export const MANAGE_SPECS_KEY = ['manage-specs'] as const;

interface Envelope<T> {
  ResponseCode: number;
  ResponseMessage: string;
  data: T;
}

/** A refused call: the server's ResponseMessage, and the failing fields (without the body. prefix). */
export class SpecCallError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * One manage_specs call. Spec 3 §8: the answer is the data when ResponseCode is 200, else the
 * call rejects with the server's ResponseMessage.
 */
async function specCall<T>(method: 'post' | 'put', path: string, body: unknown): Promise<T> {
  try {
    const answer = await api[method](`manage_specs/${path}`, { json: body }).json<Envelope<T>>();
    if (answer.ResponseCode !== 200) throw new SpecCallError(answer.ResponseMessage, answer.ResponseCode);
    return answer.data;
  } catch (error) {
    if (!(error instanceof HTTPError)) throw error;
    const answer = (await error.response.json().catch(() => null)) as { ResponseCode?: number; ResponseMessage?: string; errors?: { field: string; message: string }[] } | null;
    const fields = Object.fromEntries((answer?.errors ?? []).map((e) => [e.field.replace(/^body\./, ''), e.message]));
    throw new SpecCallError(answer?.ResponseMessage ?? error.message, answer?.ResponseCode ?? error.response.status, fields);
  }
}

export const useStructure = () =>
  useQuery({ queryKey: [...MANAGE_SPECS_KEY, 'structure'], queryFn: () => specCall<ConfiguratorStructure>('post', 'configurator_structure', {}), networkMode: 'online' });

export const useFleetSearch = (keyword: string) =>
  useQuery({
    queryKey: [...MANAGE_SPECS_KEY, 'fleets', keyword],
    queryFn: () => specCall<{ fleets: FleetSummary[] }>('post', 'get_fleet_id', { key_word: keyword }),
    enabled: keyword.trim().length > 0,
    networkMode: 'online',
  });

export const useSpecs = (fleetId: number | null) =>
  useQuery({ queryKey: [...MANAGE_SPECS_KEY, 'specs', fleetId], queryFn: () => specCall<CommonSpecsData>('post', 'get_common_specs', { fleet_id: fleetId }), networkMode: 'online' });

export const useConflicts = (fleetId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: [...MANAGE_SPECS_KEY, 'conflicts', fleetId],
    queryFn: () => specCall<ConflictsData>('post', 'get_fleet_location_conflicts', { fleet_id: fleetId }),
    enabled,
    networkMode: 'online',
  });

/** The writes; each reads the specs and conflicts again afterwards. */
export function useSpecWrites() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: MANAGE_SPECS_KEY });
  return {
    addLocation: useMutation({
      mutationFn: (locationId: number) => specCall<{ location: SpecLocation }>('post', 'add_new_location', { fleet_location_id: locationId }),
      onSuccess: refresh,
    }),
    saveLocation: useMutation({
      mutationFn: (body: { fleet_location_id: number; specs: SpecInput[] }) => specCall<{ saved: number }>('put', 'save_location', body),
      onSuccess: refresh,
    }),
    saveAgeRule: useMutation({
      mutationFn: (body: SaveTireAgeRuleRequest) => specCall<{ saved: number }>('put', 'save_tire_age_rule', body),
      onSuccess: refresh,
    }),
    saveCommon: useMutation({
      mutationFn: (specs: SpecInput[]) => specCall<{ saved: number }>('put', 'save_specs', { specs }),
      onSuccess: refresh,
    }),
  };
}
