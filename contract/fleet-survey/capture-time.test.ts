import { describe, expect, it } from 'vitest';
import { CAPTURE_CLOCK_SKEW_MS, eventTime, formatCaptureTime, parseCaptureTime, surveyStart } from './capture-time';

const received = new Date('2026-11-28T15:00:00Z');
const surveyDate = new Date('2026-11-28T12:00:00Z');

describe('capture time', () => {
  it('is written with the device offset and read back as the same instant', () => {
    const ms = Date.parse('2026-11-28T07:15:02.120Z');
    const text = formatCaptureTime(ms);
    expect(text).toMatch(/^2026-11-2\dT\d{2}:\d{2}:\d{2}\.\d{3}(Z|[+-]\d{2}:\d{2})$/);
    expect(parseCaptureTime(text)!.getTime()).toBe(ms);
    expect(parseCaptureTime('2026-11-28T02:15:02-05:00')!.toISOString()).toBe('2026-11-28T07:15:02.000Z');
  });

  it('reads nothing without an offset, in the user-time form, or on a day that does not exist', () => {
    for (const text of ['2026-11-28T07:15:02', '11/28/2026 07:15:02', '2026-02-30T07:15:02Z', '', 'now']) expect(parseCaptureTime(text)).toBeNull();
  });

  it('keeps the device time, or the receipt for a clock far ahead, or the survey day start for one far behind', () => {
    const twoHoursAgo = new Date(received.getTime() - 2 * 3_600_000);
    expect(eventTime(twoHoursAgo, received, surveyDate)).toEqual(twoHoursAgo);
    expect(eventTime(null, received, surveyDate)).toEqual(received);
    const slightlyAhead = new Date(received.getTime() + CAPTURE_CLOCK_SKEW_MS);
    expect(eventTime(slightlyAhead, received, surveyDate)).toEqual(slightlyAhead);
    expect(eventTime(new Date(slightlyAhead.getTime() + 1), received, surveyDate)).toEqual(received);
    // 2026-11-28 began at 10:00 UTC on the 27th in UTC+14.
    expect(surveyStart(surveyDate).toISOString()).toBe('2026-11-27T10:00:00.000Z');
    expect(eventTime(new Date('2026-11-27T09:59:59Z'), received, surveyDate).toISOString()).toBe('2026-11-27T10:00:00.000Z');
    expect(eventTime(new Date('2026-11-27T10:00:01Z'), received, surveyDate).toISOString()).toBe('2026-11-27T10:00:01.000Z');
  });
});
