import { compareDays } from '../../components/inputs/calendar-day';
import { fromWireDate } from '../../components/inputs/wire-date';
/**
 * What the three wizard steps hold (spec 2 §3 "Dashboard state", §4 "Wizard"): the account with
 * its regions and the Locations / Nonsigs selections, the date range, and the filters per tab.
 */
import {
  DASHBOARD_TABS,
  RETREADING_TYPES,
  SERVICE_TYPES,
  TIRE_STATUSES,
  UNIT_LOCATIONS,
  type DashboardTab,
  type DateRangeType,
  type FleetKey,
} from './app-links';

export interface RegionChoice {
  type: 'region' | 'group';
  code: string;
  description: string;
}

/** One inner table of step 1: every row (isAll) or the ids chosen. */
export interface PickState<Id> {
  isAll: boolean;
  ids: Id[];
}

export interface AccountValue {
  account: { id: number; fleet_key: FleetKey };
  accountName: string;
  /** Empty = every region; a region or group restricts the locations (spec 2 §5). */
  regions: RegionChoice[];
  locations: PickState<number>;
  nonsigs: PickState<string>;
}

/** The range as the request carries it: custom days in the wire's MM/DD/YYYY (wire-date). */
export interface DateValue {
  type: DateRangeType;
  from?: string;
  to?: string;
}

export interface TabFilters {
  serviceTypes: string[];
  unitLocations: string[];
  wheelPositions: string[];
  status: string[];
  retreadingTypes: string[];
  /** The Nonsigs selection names retreaders instead of servicing dealers. */
  byRetreader: boolean;
  /** Ids from get_tire_filter_options; empty = every one (sent as null, spec 2 §5). */
  tireSizes: number[];
  tireBrands: number[];
  tireProductLines: number[];
}

export const TIRE_FILTER_KEYS = ['tireSizes', 'tireBrands', 'tireProductLines'] as const;
export type TireFilterKey = (typeof TIRE_FILTER_KEYS)[number];

export type FilterValue = Record<DashboardTab, TabFilters>;

export const DEFAULT_TAB_FILTERS: TabFilters = {
  serviceTypes: [...SERVICE_TYPES],
  unitLocations: [...UNIT_LOCATIONS],
  wheelPositions: ['allpositions'],
  status: [...TIRE_STATUSES],
  retreadingTypes: [...RETREADING_TYPES],
  byRetreader: false,
  tireSizes: [],
  tireBrands: [],
  tireProductLines: [],
};

export const DEFAULT_FILTERS: FilterValue = Object.fromEntries(
  DASHBOARD_TABS.map((tab) => [tab, { ...DEFAULT_TAB_FILTERS, byRetreader: tab === 'retreading' || tab === 'casingdurability' }]),
) as FilterValue;

/** Which filter groups a tab's reports read (the server ignores the others); casings have no product line. */
export const TAB_FILTER_GROUPS: Record<DashboardTab, (keyof TabFilters)[]> = {
  service: ['serviceTypes', 'unitLocations', 'wheelPositions'],
  purchases: ['serviceTypes', 'unitLocations', 'wheelPositions', 'tireSizes', 'tireBrands', 'tireProductLines'],
  retreading: ['status', 'retreadingTypes', 'wheelPositions', 'byRetreader', 'tireSizes', 'tireBrands'],
  casingdurability: ['status', 'retreadingTypes', 'wheelPositions', 'byRetreader', 'tireSizes', 'tireBrands'],
};

export const ALL_PICKED = { isAll: true, ids: [] } as const;

export function accountValue(account: AccountValue['account'], accountName: string): AccountValue {
  return { account, accountName, regions: [], locations: { isAll: true, ids: [] }, nonsigs: { isAll: true, ids: [] } };
}

export type DateFieldError = 'required' | 'format' | 'order' | null;

/** The date step's field errors (dateFromErr, dateToErr of spec 2 §3); only Custom has fields. */
export function dateErrors(value: DateValue): { from: DateFieldError; to: DateFieldError } {
  if (value.type !== 'custom') return { from: null, to: null };
  const check = (text: string | undefined): DateFieldError => (!text ? 'required' : fromWireDate(text) === null ? 'format' : null);
  const from = check(value.from);
  const to = check(value.to);
  if (from || to) return { from, to };
  return { from: null, to: compareDays(fromWireDate(value.to)!, fromWireDate(value.from)!) < 0 ? 'order' : null };
}
