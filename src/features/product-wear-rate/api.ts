import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type AllFilters, type WearRateFilters, type WearRateRequest, type WearRateResponse } from './app-links';

export const WEAR_RATE_KEY = ['product-wear-rate'] as const;
const PREFIX = 'product_wear_rate_report';

/** The filter lists among the chosen accounts' tires, each narrowed by the other filters. */
export function useAllFilters(filters: WearRateFilters | null) {
  return useQuery({
    queryKey: [...WEAR_RATE_KEY, 'filters', filters],
    queryFn: ({ signal }) => api.post(`${PREFIX}/get_all_filters`, { json: filters, signal }).json<AllFilters>(),
    enabled: filters !== null,
    placeholderData: keepPreviousData,
    networkMode: 'online',
  });
}

/**
 * The tires the filters select. Each filter change asks again; the query hands ky its abort
 * signal, so the older request is cancelled when a newer one replaces it (spec 3 §4).
 */
export function useAvailableTires(filters: WearRateFilters | null) {
  return useQuery({
    queryKey: [...WEAR_RATE_KEY, 'available', filters],
    queryFn: ({ signal }) => api.post(`${PREFIX}/get_available_tires`, { json: filters, signal }).json<{ tire_count: number; measured_count: number }>(),
    enabled: filters !== null,
    placeholderData: keepPreviousData,
    networkMode: 'online',
  });
}

/** One page of the wear-rate table for the request last run. */
export function useWearRates(request: WearRateRequest | null) {
  return useQuery({
    queryKey: [...WEAR_RATE_KEY, 'rates', request],
    queryFn: ({ signal }) => api.post(`${PREFIX}/get_product_wear_rates`, { json: request, signal }).json<WearRateResponse>(),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    networkMode: 'online',
  });
}

export const WEAR_RATE_FILES = { pdf: `${PREFIX}/get_product_wear_rates_report_pdf`, xlsx: `${PREFIX}/get_product_wear_rates_report_xls` } as const;
