import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AccountKind } from './search';
import type { CheckpointReportType, DateRangeType } from './app-links';
import type { TileKey } from './levels';

export const ACCOUNT_KIND_LABELS: Record<AccountKind, MessageDescriptor> = {
  us_national: msg`US national account`,
  canadian_common_owner: msg`Canadian common owner`,
  canadian_national: msg`Canadian national account`,
  preferred_fleet: msg`Preferred fleet`,
};

export const DATE_RANGE_LABELS: Record<DateRangeType, MessageDescriptor> = {
  last_30_days: msg`Last 30 Days`,
  month_to_date: msg`Month to Date`,
  year_to_date: msg`Year to Date`,
  quarter: msg`Quarter`,
  custom: msg`Custom`,
};

export const REPORT_TYPE_LABELS: Record<CheckpointReportType, MessageDescriptor> = {
  all: msg`All crossings`,
  exceptions: msg`Exceptions only`,
  critical: msg`Critical exceptions only`,
};

export const TILE_LABELS: Record<TileKey, MessageDescriptor> = {
  total_units: msg`Total units`,
  total_tires: msg`Total tires`,
  critical_exceptions: msg`Critical exceptions`,
  warning_exceptions: msg`Warning exceptions`,
};
