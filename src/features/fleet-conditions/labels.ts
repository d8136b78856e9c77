import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DateRangeType } from './app-links';

export const DATE_RANGE_LABELS: Record<DateRangeType, MessageDescriptor> = {
  last_30_days: msg`Last 30 Days`,
  month_to_date: msg`Month to Date`,
  year_to_date: msg`Year to Date`,
  quarter: msg`Quarter`,
  custom: msg`Custom`,
  latest_survey: msg`Latest survey of each location`,
};

export type PositionClass = 'steer' | 'drive' | 'trail' | 'unknown';
export const POSITION_CLASS_LABELS: Record<PositionClass, MessageDescriptor> = {
  steer: msg`Steer`,
  drive: msg`Drive`,
  trail: msg`Trailer`,
  unknown: msg`Unknown position`,
};

export { STATUS_LABELS } from '../../components/generated-reports';

export const SPEC_SOURCE_LABELS: Record<'location' | 'common' | 'none', MessageDescriptor> = {
  location: msg`Location's own`,
  common: msg`Common`,
  none: msg`None`,
};

export const LEVEL_LABELS: Record<string, MessageDescriptor> = {
  ok: msg({ message: 'OK', context: 'tire level' }),
  warning: msg`Warning`,
  critical: msg`Critical`,
  critical_over: msg`Critical (over maximum)`,
  unknown: msg`Not read`,
};

export const SIDE_LABELS: Record<string, MessageDescriptor> = { left: msg`Left`, right: msg`Right` };
export const PLACE_LABELS: Record<string, MessageDescriptor> = { single: msg`Single`, inner: msg`Inner`, outer: msg`Outer` };
