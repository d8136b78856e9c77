import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import { api, type ConfiguratorResponse, type ConfiguratorStructure, type ConfiguratorSubmitRequest, type ConfiguratorSubmitResponse, type GeocodeResponse } from './app-links';

export const LEASE_SALES_KEY = ['lease-sales'] as const;

export function useConfiguratorStructure() {
  return useQuery({
    queryKey: [...LEASE_SALES_KEY, 'structure'],
    queryFn: () => api.post('leasesales/configurator_structure').json<ConfiguratorStructure>(),
    networkMode: 'online',
    staleTime: 5 * 60_000,
  });
}

/** The user's own earlier submissions, newest first. */
export function useEarlierSubmissions() {
  return useQuery({
    queryKey: [...LEASE_SALES_KEY, 'submissions'],
    queryFn: () => api.post('leasesales/configurator', { json: {} }).json<ConfiguratorResponse>(),
    networkMode: 'online',
  });
}

export function useSubmitQuestionnaire() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfiguratorSubmitRequest) => api.post('leasesales/configurator_submit', { json: body }).json<ConfiguratorSubmitResponse>(),
    onSuccess: () => client.invalidateQueries({ queryKey: [...LEASE_SALES_KEY, 'submissions'] }),
  });
}

export type GeocodeOutcome = { kind: 'found'; point: GeocodeResponse } | { kind: 'not_found' } | { kind: 'invalid' } | { kind: 'failed' };

/** The postal code's centroid; a 404 (unknown code) and a 400 (not a US or Canadian code) are outcomes, not errors. */
export async function geocode(address: { address: string; city: string; state: string; zip: string }): Promise<GeocodeOutcome> {
  try {
    const point = await api.get('leasesales/get_geocode', { searchParams: address, headers: { 'x-silent': '1' } }).json<GeocodeResponse>();
    return { kind: 'found', point };
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return { kind: 'not_found' };
    if (error instanceof HTTPError && error.response.status === 400) return { kind: 'invalid' };
    return { kind: 'failed' };
  }
}
