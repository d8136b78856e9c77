import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  api,
  type BasketEntry,
  type CreateTemplateRequest,
  type DashboardAccountRef,
  type DashboardTab,
  type GetReportsRequest,
  type GetReportsResponse,
  type locationGroupsResponse,
  type locationRegionsResponse,
  type locationsResponse,
  type nonsigsResponse,
  type TemplateResponse,
  type templatesResponse,
  type TireFilterOptionsResponse,
} from './app-links';
import type { TabKey } from './labels';
import { accountsQuery, DASHBOARD_API_PREFIX, FLEET_DASHBOARD_KEY, type AccountsResponse } from './queries';

export { FLEET_DASHBOARD_KEY, type AccountsResponse };
const BASKETS_KEY = [...FLEET_DASHBOARD_KEY, 'baskets'] as const;
const TEMPLATES_KEY = [...FLEET_DASHBOARD_KEY, 'templates'] as const;
const PREFIX = DASHBOARD_API_PREFIX;
export type LocationsResponse = z.infer<typeof locationsResponse>;
export type NonsigsResponse = z.infer<typeof nonsigsResponse>;
export type TemplatesResponse = z.infer<typeof templatesResponse>;
/** A tab's basket; entries are kept as basket_add validated them, so they read as BasketEntry. */
export interface BasketAnswer {
  tab_type: string;
  entries: BasketEntry[];
}

export interface PageQuery {
  page_number: number;
  page_size: number;
  order_by: number;
  is_sort_desc: boolean;
  key_word: string;
}

export function useAccounts() {
  return useQuery(accountsQuery);
}

export function useRegions(account: DashboardAccountRef | undefined) {
  return useQuery({
    queryKey: [...FLEET_DASHBOARD_KEY, 'regions', account],
    queryFn: async () => {
      const [regions, groups] = await Promise.all([
        api.post(`${PREFIX}/get_customer_location_regions`, { json: { account } }).json<z.infer<typeof locationRegionsResponse>>(),
        api.post(`${PREFIX}/get_customer_location_groups`, { json: { account } }).json<z.infer<typeof locationGroupsResponse>>(),
      ]);
      return { regions: regions.regions, groups: groups.groups };
    },
    enabled: account !== undefined,
    staleTime: 10 * 60_000,
    networkMode: 'online',
  });
}

/** A page of an inner table of step 1, as rows and a total. */
export interface PickPage<T> {
  rows: T[];
  total: number;
}

export function locationsQuery(account: DashboardAccountRef, regions: unknown[]) {
  return (page: PageQuery) => ({
    queryKey: [...FLEET_DASHBOARD_KEY, 'locations', account, regions, page],
    queryFn: async (): Promise<PickPage<LocationsResponse['locations'][number]>> => {
      const answer = await api.post(`${PREFIX}/get_locations`, { json: { account, regions, ...page } }).json<LocationsResponse>();
      return { rows: answer.locations, total: answer.total_items };
    },
  });
}

/** The tab's tire size, brand and product-line choices, loaded when its filters are shown. */
export function useTireFilterOptions(account: DashboardAccountRef | undefined, tab: DashboardTab, enabled: boolean) {
  return useQuery({
    queryKey: [...FLEET_DASHBOARD_KEY, 'tire-filter-options', account, tab],
    queryFn: () => api.post(`${PREFIX}/get_tire_filter_options`, { json: { account, tab_type: tab } }).json<TireFilterOptionsResponse>(),
    enabled: Boolean(account) && enabled,
    staleTime: 5 * 60_000,
    networkMode: 'online',
  });
}

export function nonsigsQuery(account: DashboardAccountRef) {
  return (page: PageQuery) => ({
    queryKey: [...FLEET_DASHBOARD_KEY, 'nonsigs', account, page],
    queryFn: async (): Promise<PickPage<NonsigsResponse['nonsigs'][number]>> => {
      const answer = await api.post(`${PREFIX}/get_nonsigs`, { json: { account, ...page } }).json<NonsigsResponse>();
      return { rows: answer.nonsigs, total: answer.total_items };
    },
  });
}

export function usePickPage<T>(options: { queryKey: readonly unknown[]; queryFn: () => Promise<PickPage<T>> }) {
  return useQuery({ ...options, placeholderData: keepPreviousData, networkMode: 'online' });
}

/** get_reports is cancelable: the signal aborts the request when a newer one supersedes it. */
export function fetchReports(body: GetReportsRequest, signal: AbortSignal): Promise<GetReportsResponse> {
  return api.post(`${PREFIX}/get_reports`, { json: body, signal }).json<GetReportsResponse>();
}

export function useBaskets() {
  return useQuery({
    queryKey: BASKETS_KEY,
    queryFn: () => api.get(`${PREFIX}/get_baskets`).json<{ baskets: BasketAnswer[] }>(),
    networkMode: 'online',
  });
}

type BasketChange = { action: 'add'; tab: TabKey; entry: BasketEntry } | { action: 'remove'; tab: TabKey; reportType: string } | { action: 'clear'; tab: TabKey };

export function useBasketChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: BasketChange) => {
      if (change.action === 'add') return api.post(`${PREFIX}/basket_add`, { json: { tab_type: change.tab, entry: change.entry } }).json<BasketAnswer>();
      if (change.action === 'remove') return api.post(`${PREFIX}/basket_remove`, { json: { tab_type: change.tab, report_type: change.reportType } }).json<BasketAnswer>();
      return api.post(`${PREFIX}/basket_clear`, { json: { tab_type: change.tab } }).json<BasketAnswer>();
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BASKETS_KEY }),
  });
}

export function useTemplates(page: PageQuery) {
  return useQuery({
    queryKey: [...TEMPLATES_KEY, page],
    queryFn: () => api.post(`${PREFIX}/get_templates`, { json: page }).json<TemplatesResponse>(),
    placeholderData: keepPreviousData,
    networkMode: 'online',
  });
}

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTemplateRequest) => api.post(`${PREFIX}/create_template`, { json: body }).json<TemplateResponse>(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${PREFIX}/delete_template/${id}`).json<{ id: number }>(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY }),
  });
}

export function fetchTemplate(id: number): Promise<TemplateResponse> {
  return api.get(`${PREFIX}/get_template/${id}`).json<TemplateResponse>();
}
