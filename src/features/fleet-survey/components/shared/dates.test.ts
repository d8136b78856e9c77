import { describe, expect, it } from 'vitest';
import { dayKey, surveyDay } from './dates';

describe('surveyDay', () => {
  it('reads both the typed and the server form of a survey date', () => {
    expect(surveyDay('03/07/2024')).toEqual({ year: 2024, month: 3, day: 7 });
    expect(surveyDay('2024-03-07T12:00:00.000Z')).toEqual({ year: 2024, month: 3, day: 7 });
    expect(surveyDay('2024-03-07')).toEqual({ year: 2024, month: 3, day: 7 });
    expect(surveyDay('')).toBeNull();
    expect(surveyDay(42)).toBeNull();
  });
  it('orders days, unknown last', () => {
    expect(dayKey({ year: 2024, month: 3, day: 7 })).toBeGreaterThan(dayKey({ year: 2023, month: 12, day: 31 }));
    expect(dayKey(null)).toBeLessThan(0);
  });
});
