import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type DetailResponse, type ReportRequest, type ReportResponse } from './app-links';
import { CHECKPOINT_KEY, homePageQuery } from './queries';

export { CHECKPOINT_KEY };

export interface CustomerLocation {
  text: string;
  value: number;
  code: string;
  name: string;
  address: string;
  city: string;
  state: string;
}
export interface CustomerLocationsAnswer {
  page_number: number;
  page_size: number;
  total_items: number;
  locations: CustomerLocation[];
}
export interface CustomerLocationsQuery {
  account_kind: number;
  account_id: number;
  key_word: string;
  page_number: number;
  page_size: number;
  order_by: number;
  is_sort_desc: boolean;
}

export function useHomePage() {
  return useQuery(homePageQuery);
}

export function useCustomerLocations(body: CustomerLocationsQuery | null) {
  return useQuery({
    queryKey: [...CHECKPOINT_KEY, 'locations', body],
    queryFn: () => api.post('checkpoint/get_customer_locations', { json: body }).json<CustomerLocationsAnswer>(),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    networkMode: 'online',
  });
}

export function useCheckpointReport(body: ReportRequest | null) {
  return useQuery({
    queryKey: [...CHECKPOINT_KEY, 'report', body],
    queryFn: () => api.post('checkpoint/report', { json: body }).json<ReportResponse>(),
    enabled: body !== null,
    // Paging and sorting keep the old page visible (marked busy) until the new one arrives.
    placeholderData: keepPreviousData,
    networkMode: 'online',
  });
}

export function useCheckpointDetail(id: number) {
  return useQuery({
    queryKey: [...CHECKPOINT_KEY, 'detail', id],
    queryFn: () => api.post('checkpoint/detail', { json: { id } }).json<DetailResponse>(),
    networkMode: 'online',
  });
}

/** The plate URL needs the session headers, so the image is fetched and opened as a blob. */
export async function openPlateImage(url: string): Promise<void> {
  // Opened before the fetch so popup blockers see it as the click's own window.
  const target = window.open('', '_blank');
  const path = url.replace(/^\/?api\/v2\//, '');
  const blob = await api.get(path).blob();
  const objectUrl = URL.createObjectURL(blob);
  if (target) target.location.href = objectUrl;
  else window.location.assign(objectUrl);
}
