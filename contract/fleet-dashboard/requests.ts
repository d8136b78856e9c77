/** Request bodies of the fleet dashboard calls (spec 2 §7), with the spec's field names. */
import { z } from 'zod';
import { pageRequest, text, usDate } from '../common';
import {
  DASHBOARD_TABS,
  DATE_TYPES,
  FLEET_KEYS,
  REPORT_TYPES,
  RETREADING_TYPES,
  SERVICE_TYPES,
  TEMPLATE_PAGE_SIZE,
  TIRE_STATUSES,
  UNIT_LOCATIONS,
  WHEEL_POSITIONS,
} from './report-types';

const dbId = z.number().int().positive().max(2_147_483_647);
const ids = (max = 5000) => z.array(dbId).max(max);
/** null (or absent) = every value; spec 2 §5 sends null for "none or all selected". */
const optionalIds = z.array(dbId).max(1000).nullish().transform((value) => (value && value.length > 0 ? value : null));

/** The account the dashboard is about: its id and which of the three lists it came from. */
export const dashboardAccount = z.object({ id: dbId, fleet_key: z.enum(FLEET_KEYS) });

/** A region or location group option of step 1; type all = no restriction. */
export const regionOption = z.object({
  naNumber: text(50).nullish(),
  type: z.enum(['all', 'region', 'group']),
  code: text(100),
  description: text(200).default(''),
});

export const baseParameters = z.object({
  account: dashboardAccount,
  date_type: z.enum(DATE_TYPES).default('custom'),
  /** MM/DD/YYYY, both required for custom; the other types resolve from the user's today. */
  date_from: usDate.nullish(),
  date_to: usDate.nullish(),
  regions: z.array(regionOption).max(200).default([]),
});
export type BaseParameters = z.output<typeof baseParameters>;

export const tabParameters = z.object({
  tab_type: z.enum(DASHBOARD_TABS),
  is_all_locations: z.boolean().default(true),
  /** Fleet location ids; used when is_all_locations is false or regions are restricted. */
  locations: ids().default([]),
  /** Further location ids picked through the region and group selects; joined with locations. */
  customer_locations: ids().default([]),
  is_all_nonsigs: z.boolean().default(true),
  /** Dealer nonsig numbers (get_nonsigs): the servicing dealers, or the retreaders with by_retreader. */
  nonsigs: z.array(text(20)).max(1000).default([]),
  status: z.array(z.enum(TIRE_STATUSES)).max(3).default([...TIRE_STATUSES]),
  wheel_positions: z.array(z.enum(WHEEL_POSITIONS)).max(5).default(['allpositions']),
});
export type TabParameters = z.output<typeof tabParameters>;

/** Drill: the month whose weeks the report shows; null = the months of the range. */
export const reportPart = z.object({ year: z.number().int().min(2000).max(2100), month: z.number().int().min(1).max(12) });

export const reportParameters = z.object({
  report_type: z.enum(REPORT_TYPES),
  report_part: reportPart.nullish().transform((value) => value ?? null),
  unit_locations: z.array(z.enum(UNIT_LOCATIONS)).max(3).default([...UNIT_LOCATIONS]),
  service_types: z.array(z.enum(SERVICE_TYPES)).max(3).default([...SERVICE_TYPES]),
  /** Overrides the tab's wheel_positions for this report when sent. */
  wheel_positions: z.array(z.enum(WHEEL_POSITIONS)).max(5).nullish(),
  retreading_types: z.array(z.enum(RETREADING_TYPES)).max(2).default([...RETREADING_TYPES]),
  /** The Nonsigs selection names retreaders (retreading and casing tabs) instead of servicing dealers. */
  by_retreader: z.boolean().default(false),
  graph_compare_by_NA: z.boolean().default(false),
  graph_compare_by_previous: z.boolean().default(false),
  tire_sizes: optionalIds,
  tire_product_lines: optionalIds,
  tire_brands: optionalIds,
});
export type ReportParameters = z.output<typeof reportParameters>;

export const getReportsRequest = z.object({
  /** The client's tab id, echoed back so a late answer finds (or misses) its tab. */
  tab_id: text(100).default(''),
  base_parameters: baseParameters,
  tab_parameters: tabParameters,
  /** One or several reports of the tab, answered in the same order. */
  reports_parameters: z.array(reportParameters).min(1).max(19),
});
export type GetReportsRequest = z.output<typeof getReportsRequest>;

export const accountRequest = z.object({ account: dashboardAccount });

/** get_tire_filter_options: the tab's reports read items (purchases) or casings (retreading, casing durability). */
export const tireFilterOptionsRequest = z.object({ account: dashboardAccount, tab_type: z.enum(DASHBOARD_TABS) });
export type TireFilterOptionsRequest = z.output<typeof tireFilterOptionsRequest>;

export const locationsRequest = pageRequest.extend({
  account: dashboardAccount,
  regions: z.array(regionOption).max(200).default([]),
  order_by: z.number().int().min(0).max(5).default(1),
});
export type LocationsRequest = z.output<typeof locationsRequest>;

export const nonsigsRequest = pageRequest.extend({ account: dashboardAccount, order_by: z.number().int().min(0).max(4).default(1) });
export type NonsigsRequest = z.output<typeof nonsigsRequest>;

export const templatesRequest = pageRequest.extend({
  page_size: z.number().int().min(1).max(100).default(TEMPLATE_PAGE_SIZE),
  order_by: z.number().int().min(0).max(7).default(7),
  is_sort_desc: z.boolean().default(true),
});
export type TemplatesRequest = z.output<typeof templatesRequest>;

/**
 * A saved dashboard: the base parameters plus the client's whole dashboard state (filters,
 * reports and baskets per tab, export titles), kept as sent and answered back by get_template.
 */
export const createTemplateRequest = z.object({
  report_name: z.string().trim().min(1).max(200),
  report_type: z.enum([...DASHBOARD_TABS, 'report']),
  base_parameters: baseParameters,
  state: z.record(z.string(), z.unknown()).refine((value) => JSON.stringify(value).length <= 500_000, 'The dashboard state is too large'),
});
export type CreateTemplateRequest = z.output<typeof createTemplateRequest>;

/** A basket entry: the report's request parameters (settings) and its models (spec 2 §3). */
export const basketEntry = z.object({
  report_type: z.enum(REPORT_TYPES),
  settings: reportParameters,
  models: z.object({
    report_part: reportPart.nullish(),
    comment: text(2000).default(''),
    sortNumber: z.number().int().min(0).max(50).default(0),
    sortDesc: z.boolean().default(false),
  }),
});
export type BasketEntry = z.output<typeof basketEntry>;

export const basketTab = z.object({ tab_type: z.enum([...DASHBOARD_TABS, 'report']) });
export const basketAddRequest = basketTab.extend({ entry: basketEntry });
export const basketRemoveRequest = basketTab.extend({ report_type: z.enum(REPORT_TYPES) });
