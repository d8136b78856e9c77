import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DateRangeType, DealerReportType, ExceptionColor, Resolutions } from './app-links';

/** Account type codes of spec 1 §3, as the account kind step names them. */
export const ACCOUNT_KIND_LABELS: Record<number, MessageDescriptor> = {
  0: msg`Unknown`,
  1: msg`Local book`,
  2: msg`Preferred fleet`,
  3: msg`US national account`,
  4: msg`Canadian common owner`,
  5: msg`Government`,
  9: msg`Leasing customer`,
  10: msg`Canadian national account`,
};

export const REPORT_TYPE_LABELS: Record<DealerReportType, MessageDescriptor> = {
  all: msg`All surveys`,
  exceptions: msg`Surveys with exceptions`,
  trailer_readiness: msg`Surveys with trailer readiness checks`,
};

export const RANGE_LABELS: Record<DateRangeType, MessageDescriptor> = {
  last_30_days: msg`Last 30 days`,
  month_to_date: msg`Month to date`,
  year_to_date: msg`Year to date`,
  quarter: msg`Quarter`,
  custom: msg`Custom`,
};

export const LEVEL_LABELS: Record<ExceptionColor, MessageDescriptor> = {
  ok: msg`OK`,
  warning: msg`Warning`,
  critical: msg`Critical`,
  unknown: msg`Not read`,
};

type ResolutionCode = NonNullable<Resolutions[keyof Resolutions]>;
export const RESOLUTION_LABELS: Record<ResolutionCode, MessageDescriptor> = {
  inflate: msg`Inflate to target`,
  deflate: msg`Deflate to maximum`,
  replace_now: msg`Replace now`,
  plan_replacement: msg`Plan replacement`,
  inspect: msg`Inspect wear`,
};
