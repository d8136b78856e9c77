import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The five report periods of spec 1 §9, as the report filters' range choosers name them. */
export const REPORT_RANGE_LABELS: Record<'last_30_days' | 'month_to_date' | 'year_to_date' | 'quarter' | 'custom', MessageDescriptor> = {
  last_30_days: msg`Last 30 Days`,
  month_to_date: msg`Month to Date`,
  year_to_date: msg`Year to Date`,
  quarter: msg`Quarter`,
  custom: msg`Custom`,
};
