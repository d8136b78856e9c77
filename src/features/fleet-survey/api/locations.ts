import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import type { z } from 'zod';
import type {
  AddLocationRequest,
  addLocationResponse,
  locationResponse,
  nonsigsResponse,
  preferredLocationsResponse,
  selectLocationsResponse,
  selectsResponse,
  summaryResponse,
  SurveyLocationRow,
} from '../../../../contract/fleet-survey/locations';
import { api } from '../../../lib/api-client';

export type { SurveyLocationRow };
export type SelectLocationsResponse = z.infer<typeof selectLocationsResponse>;
export type LocationDetail = z.infer<typeof locationResponse>['location'];
export type SelectsResponse = z.infer<typeof selectsResponse>;
export type NonsigsResponse = z.infer<typeof nonsigsResponse>;
export type Owner = SelectsResponse['owners'][number];
export type LocationSummary = z.infer<typeof summaryResponse>;
export type AddLocationResponse = z.infer<typeof addLocationResponse>;
export type AddLocationInput = AddLocationRequest;

/** The location picker shows 20 rows (spec 1 §9, survey lists). */
export const LOCATIONS_PAGE_SIZE = 20;

/** Sortable columns of the picker and their order_by numbers (contract SELECT_LOCATION_ORDER). */
export const LOCATION_SORT = { code: 1, name: 2, city: 4, state: 5, last_survey_date: 7 } as const;
export type LocationSort = keyof typeof LOCATION_SORT;

export interface LocationsQuery {
  keyword: string;
  page: number;
  sort: LocationSort;
  desc: boolean;
}

const keys = {
  all: ['fleet-survey', 'locations'] as const,
  page: (query: LocationsQuery) => ['fleet-survey', 'locations', 'page', query] as const,
  preferred: (keyword: string) => ['fleet-survey', 'locations', 'preferred', keyword] as const,
  detail: (id: number) => ['fleet-survey', 'locations', 'detail', id] as const,
  summary: (id: number) => ['fleet-survey', 'locations', 'summary', id] as const,
  selects: (locationId: number | null) => ['fleet-survey', 'selects', locationId] as const,
};

export function fetchLocationsPage(query: LocationsQuery, signal?: AbortSignal): Promise<SelectLocationsResponse> {
  const json = { key_word: query.keyword.trim(), page_number: query.page, page_size: LOCATIONS_PAGE_SIZE, order_by: LOCATION_SORT[query.sort], is_sort_desc: query.desc };
  return api.post('fleet_survey/select_locations', { json, signal }).json<SelectLocationsResponse>();
}

export function fetchLocation(id: number, signal?: AbortSignal): Promise<LocationDetail> {
  return api.get(`fleet_survey/get_location/${id}`, { signal }).json<{ location: LocationDetail }>().then((r) => r.location);
}

export function fetchSelects(locationId: number | null, signal?: AbortSignal): Promise<SelectsResponse> {
  return api.post('fleet_survey/get_selects', { json: locationId ? { location_id: locationId } : {}, signal }).json<SelectsResponse>();
}

export function fetchNonsigs(accountId: number, signal?: AbortSignal): Promise<NonsigsResponse> {
  return api.get(`fleet_survey/get_nonsigs/${accountId}`, { signal }).json<NonsigsResponse>();
}

export function fetchSummary(locationId: number, signal?: AbortSignal): Promise<LocationSummary> {
  return api.post('fleet_survey/summary', { json: { location_id: locationId }, signal }).json<LocationSummary>();
}

/** One page of the server's location picker; the previous page stays visible while the next loads. */
export function useServerLocations(query: LocationsQuery, enabled: boolean) {
  return useQuery({ queryKey: keys.page(query), queryFn: ({ signal }) => fetchLocationsPage(query, signal), enabled, placeholderData: keepPreviousData });
}

export function usePreferredLocations(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: keys.preferred(keyword.trim()),
    queryFn: ({ signal }) =>
      api.post('fleet_survey/select_preff_locations', { json: { key_word: keyword.trim() }, signal }).json<z.infer<typeof preferredLocationsResponse>>(),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useLocationDetail(id: number, enabled: boolean) {
  return useQuery({ queryKey: keys.detail(id), queryFn: ({ signal }) => fetchLocation(id, signal), enabled });
}

export function useLocationSummary(id: number, enabled: boolean) {
  return useQuery({ queryKey: keys.summary(id), queryFn: ({ signal }) => fetchSummary(id, signal), enabled });
}

/** Survey header selects; without a location, the accounts the user may add a location to. */
export function useSelects(locationId: number | null, enabled: boolean) {
  return useQuery({ queryKey: keys.selects(locationId), queryFn: ({ signal }) => fetchSelects(locationId, signal), enabled, staleTime: 10 * 60_000 });
}

/** The operation status the server answers a refused add_location with (spec 2 §8). */
export class OperationStatusError extends Error {
  override readonly name = 'OperationStatusError';
  constructor(
    readonly status: number,
    description: string,
    readonly fieldErrors: { field: string; message: string }[] = [],
  ) {
    super(description);
  }
}

/** The server's refusal as an operation status; anything without an answer stays as it was. */
export async function toOperationStatusError(error: unknown): Promise<unknown> {
  if (!(error instanceof HTTPError)) return error;
  const body = (await error.response
    .clone()
    .json()
    .catch(() => null)) as { description?: string; message?: string; errors?: { field: string; message: string }[] } | null;
  return new OperationStatusError(error.response.status, body?.description ?? body?.message ?? error.message, body?.errors ?? []);
}

export function useAddLocation() {
  const client = useQueryClient();
  return useMutation({
    // x-silent: a refusal is shown in the form as the operation status, not as a popup.
    mutationFn: (input: AddLocationInput) =>
      api
        .post('fleet_survey/add_location', { json: input, headers: { 'x-silent': '1' } })
        .json<AddLocationResponse>()
        .catch(async (error: unknown) => {
          throw await toOperationStatusError(error);
        }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
