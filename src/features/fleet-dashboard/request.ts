/** Builds get_reports and basket bodies from the wizard values and a panel's settings (spec 2 §5, §7). */
import type { AccountValue, DateValue, FilterValue } from './wizard-values';
import type { BaseParameters, DashboardTab, GetReportsRequest, ReportParameters, ReportType } from './app-links';

export interface PanelSettings {
  comparePrevious: boolean;
  nationalAverage: boolean;
  /** The drilled month (its weeks), or null for the months of the range. */
  part: { year: number; month: number } | null;
}

export const DEFAULT_SETTINGS: PanelSettings = { comparePrevious: false, nationalAverage: false, part: null };

export interface WizardSaved {
  account: AccountValue;
  date: DateValue;
  filters: FilterValue;
}

const ALL_REGIONS = [{ type: 'all' as const, code: 'all', description: 'All' }];

export function baseParametersOf(account: AccountValue, date: DateValue): BaseParameters {
  return {
    account: account.account,
    date_type: date.type,
    date_from: date.type === 'custom' ? date.from : null,
    date_to: date.type === 'custom' ? date.to : null,
    regions: account.regions.length ? account.regions.map((region) => ({ ...region, naNumber: null })) : ALL_REGIONS,
  };
}

/**
 * The tab's scope. With regions restricted the all-locations flag is ignored and explicit
 * locations are sent (spec 2 §5); none picked then means "the regions' locations".
 */
export function tabParametersOf(tab: DashboardTab, values: WizardSaved): GetReportsRequest['tab_parameters'] {
  const { account, filters } = values;
  const restricted = account.regions.length > 0;
  const tabFilters = filters[tab];
  return {
    tab_type: tab,
    is_all_locations: restricted ? false : account.locations.isAll,
    locations: account.locations.isAll ? [] : account.locations.ids,
    customer_locations: [],
    is_all_nonsigs: account.nonsigs.isAll,
    nonsigs: account.nonsigs.isAll ? [] : account.nonsigs.ids,
    status: tabFilters.status as GetReportsRequest['tab_parameters']['status'],
    wheel_positions: tabFilters.wheelPositions as GetReportsRequest['tab_parameters']['wheel_positions'],
  };
}

const chosenOrNull = (ids: number[] | undefined) => (ids && ids.length > 0 ? ids : null);

export function reportParametersOf(type: ReportType, tab: DashboardTab, values: WizardSaved, settings: PanelSettings): ReportParameters {
  const filters = values.filters[tab];
  return {
    report_type: type,
    report_part: settings.part,
    unit_locations: filters.unitLocations as ReportParameters['unit_locations'],
    service_types: filters.serviceTypes as ReportParameters['service_types'],
    wheel_positions: null,
    retreading_types: filters.retreadingTypes as ReportParameters['retreading_types'],
    by_retreader: filters.byRetreader,
    graph_compare_by_NA: settings.nationalAverage,
    graph_compare_by_previous: settings.comparePrevious,
    // None chosen (or a dashboard saved before these filters) means every one: null (spec 2 §5).
    tire_sizes: chosenOrNull(filters.tireSizes),
    tire_product_lines: chosenOrNull(filters.tireProductLines),
    tire_brands: chosenOrNull(filters.tireBrands),
  };
}

export function reportsRequest(tabId: string, tab: DashboardTab, values: WizardSaved, reports: { type: ReportType; settings: PanelSettings }[]): GetReportsRequest {
  return {
    tab_id: tabId,
    base_parameters: baseParametersOf(values.account, values.date),
    tab_parameters: tabParametersOf(tab, values),
    reports_parameters: reports.map((report) => reportParametersOf(report.type, tab, values, report.settings)),
  };
}

export function settingsOfParameters(parameters: ReportParameters): PanelSettings {
  return { comparePrevious: parameters.graph_compare_by_previous, nationalAverage: parameters.graph_compare_by_NA, part: parameters.report_part ?? null };
}
