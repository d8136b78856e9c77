import { describe, expect, it } from 'vitest';
import { formatDay, formatPeriod } from './dates';

describe('report dates', () => {
  it('shows calendar days as UTC days, whatever the time of day stored', () => {
    expect(formatDay('2026-01-01', 'en-US')).toBe('Jan 1, 2026');
    expect(formatDay('2026-11-14T23:46:00.000Z', 'en-US')).toBe('Nov 14, 2026');
    expect(formatDay(null, 'en-US')).toBe('—');
    expect(formatDay('soon', 'en-US')).toBe('—');
  });

  it('writes the period with its days, or the label alone', () => {
    expect(formatPeriod({ date_from: '2026-01-01', date_to: '2026-11-22' }, 'Year to Date', 'en-US')).toBe('Year to Date: Jan 1, 2026 – Nov 22, 2026');
    expect(formatPeriod({ date_from: null, date_to: null }, 'Latest survey of each location', 'en-US')).toBe('Latest survey of each location');
  });
});
