/**
 * The checkpoint wizard's step values and their conversion to and from the URL search.
 * Step 1: account kind, account, locations (null: all). Step 2: date range. Step 3: filters.
 */
import type { CheckpointSearch, AccountKind } from './search';
import type { CheckpointReportType, DateRangeType } from './app-links';

export interface AccountValue {
  kind: AccountKind;
  account: number;
  locations: number[] | null;
}
export interface DateValue {
  range: DateRangeType;
  from?: string;
  to?: string;
}
export interface FilterValue {
  type: CheckpointReportType;
  readers: number[];
}
export interface CheckpointWizardValues {
  account?: AccountValue;
  date?: DateValue;
  filters?: FilterValue;
}

export const DEFAULT_FILTERS: FilterValue = { type: 'all', readers: [] };

export function valuesFromSearch(search: CheckpointSearch): CheckpointWizardValues {
  if (!search.kind || !search.account) return { filters: DEFAULT_FILTERS };
  return {
    account: { kind: search.kind, account: search.account, locations: search.locations?.length ? search.locations : null },
    date: { range: search.range ?? 'last_30_days', from: search.from, to: search.to },
    filters: { type: search.type ?? 'all', readers: search.readers ?? [] },
  };
}

/** A fresh report search: page 1, default sort, so a new request never lands on a stale page. */
export function searchFromValues(values: Required<CheckpointWizardValues>): CheckpointSearch {
  const { account, date, filters } = values;
  return {
    kind: account.kind,
    account: account.account,
    locations: account.locations ?? undefined,
    range: date.range,
    from: date.range === 'custom' ? date.from : undefined,
    to: date.range === 'custom' ? date.to : undefined,
    type: filters.type,
    readers: filters.readers.length ? filters.readers : undefined,
  };
}
