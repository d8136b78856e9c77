import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  checkDateRange,
  DATE_ORDER_MESSAGE,
  DATE_REQUIRED_MESSAGE,
  dateRangeFields,
  dayOf,
  describeDateRange,
  formatUsDate,
  lastDayOf,
  resolveDateRange,
  type DateRangeType,
} from './date-ranges';

const utc = (y: number, m: number, d: number, h = 0, min = 0) => new Date(Date.UTC(y, m - 1, d, h, min));
const days = (range: { from: Date; to: Date } | null) => (range ? [formatUsDate(range.from), formatUsDate(lastDayOf(range))] : null);

describe('resolveDateRange', () => {
  // A late-evening instant: the range still ends with the end of that same day.
  const today = utc(2024, 5, 15, 23, 59);

  it.each<[DateRangeType, string, string]>([
    ['last_30_days', '04/15/2024', '05/15/2024'],
    ['month_to_date', '05/01/2024', '05/15/2024'],
    ['year_to_date', '01/01/2024', '05/15/2024'],
    ['quarter', '04/01/2024', '05/15/2024'],
  ])('%s runs from %s to the end of today', (type, first, last) => {
    const range = resolveDateRange(type, today)!;
    expect(days(range)).toEqual([first, last]);
    expect(range.from.getUTCHours()).toBe(0);
    expect(range.to).toEqual(utc(2024, 5, 16));
  });

  it('starts each quarter on its first day, and on that day covers only it', () => {
    expect(days(resolveDateRange('quarter', utc(2024, 1, 1)))).toEqual(['01/01/2024', '01/01/2024']);
    expect(days(resolveDateRange('quarter', utc(2024, 3, 31)))).toEqual(['01/01/2024', '03/31/2024']);
    expect(days(resolveDateRange('quarter', utc(2024, 7, 1)))).toEqual(['07/01/2024', '07/01/2024']);
    expect(days(resolveDateRange('quarter', utc(2024, 12, 31)))).toEqual(['10/01/2024', '12/31/2024']);
  });

  it('crosses month, year and leap-day boundaries for the last 30 days', () => {
    expect(days(resolveDateRange('last_30_days', utc(2024, 3, 1)))).toEqual(['01/31/2024', '03/01/2024']);
    expect(days(resolveDateRange('last_30_days', utc(2025, 1, 10)))).toEqual(['12/11/2024', '01/10/2025']);
    expect(days(resolveDateRange('month_to_date', utc(2024, 2, 29)))).toEqual(['02/01/2024', '02/29/2024']);
  });

  it('takes a custom range as whole days, the last one included', () => {
    const range = resolveDateRange('custom', today, { date_from: '3/1/2024', date_to: '03/31/2024' })!;
    expect(range).toEqual({ from: utc(2024, 3, 1), to: utc(2024, 4, 1) });
    expect(days(resolveDateRange('custom', today, { date_from: '02/29/2024', date_to: '02/29/2024' }))).toEqual(['02/29/2024', '02/29/2024']);
  });

  it('has no custom range without both real dates in order', () => {
    expect(resolveDateRange('custom', today, { date_from: '03/01/2024' })).toBeNull();
    expect(resolveDateRange('custom', today, { date_from: '02/30/2024', date_to: '03/01/2024' })).toBeNull();
    expect(resolveDateRange('custom', today, { date_from: '03/02/2024', date_to: '03/01/2024' })).toBeNull();
  });

  it('ignores custom dates for the other types', () => {
    expect(days(resolveDateRange('month_to_date', today, { date_from: '01/01/2020', date_to: '01/02/2020' }))).toEqual(['05/01/2024', '05/15/2024']);
  });
});

describe('date range fields', () => {
  const schema = z.object(dateRangeFields).superRefine(checkDateRange);
  const issues = (value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('defaults to the last 30 days and accepts a type without dates', () => {
    expect(schema.parse({})).toMatchObject({ date_range_type: 'last_30_days' });
    expect(issues({ date_range_type: 'quarter' })).toEqual([]);
  });

  it('requires both dates for custom, names the field, and refuses them out of order', () => {
    expect(issues({ date_range_type: 'custom' })).toEqual([
      ['date_from', DATE_REQUIRED_MESSAGE],
      ['date_to', DATE_REQUIRED_MESSAGE],
    ]);
    expect(issues({ date_range_type: 'custom', date_from: '03/02/2024', date_to: '03/01/2024' })).toEqual([['date_to', DATE_ORDER_MESSAGE]]);
    expect(issues({ date_range_type: 'custom', date_from: '03/01/2024', date_to: '03/01/2024' })).toEqual([]);
  });

  it('refuses malformed or unreal dates and unknown types', () => {
    expect(issues({ date_range_type: 'custom', date_from: '2024-03-01', date_to: '03/01/2024' }).map(([field]) => field)).toEqual(['date_from']);
    expect(issues({ date_range_type: 'custom', date_from: '02/30/2024', date_to: '03/01/2024' }).map(([field]) => field)).toEqual(['date_from']);
    expect(issues({ date_range_type: 'last_week' }).map(([field]) => field)).toEqual(['date_range_type']);
  });
});

describe('helpers', () => {
  it('reads the day of an instant and describes a range', () => {
    expect(dayOf(utc(2024, 3, 9, 18, 30))).toEqual(utc(2024, 3, 9));
    expect(describeDateRange({ from: utc(2024, 3, 1), to: utc(2024, 4, 1) })).toBe('03/01/2024 – 03/31/2024');
  });
});
