/**
 * The moment a technician made a change, sent with its replay. The tablet queues changes while
 * offline and may send them hours later, so the time of the request (and its user-time header)
 * is the upload's, not the reading's. Every write of the field survey sends the device's time of
 * the change in the `capture-time` header: ISO 8601 with the device's offset
 * (2026-11-28T07:15:02.120-05:00), an instant, unlike user-time's wall clock. Plain code without
 * a schema, so the sync engine reads it without pulling zod in.
 */

export const CAPTURE_TIME_HEADER = 'capture-time';

/** The header as the OpenAPI document declares it on the field survey's writes. */
export const CAPTURE_TIME_PARAMETER = {
  name: CAPTURE_TIME_HEADER,
  in: 'header',
  required: false,
  description:
    "The device's time of a change queued offline, ISO 8601 with its offset; stored as the change's time (clamped to the receipt when more than 5 minutes ahead of it, to the survey's day when before it). Without it the receipt time is the change's.",
  schema: { type: 'string', format: 'date-time', maxLength: 40 },
} as const;

/**
 * How far a device's clock may run ahead of the server's and still be believed: tablets set
 * their clocks over the network and differ by seconds, rarely minutes; farther ahead, the clock
 * is wrong and the time the server received the change stands in.
 */
export const CAPTURE_CLOCK_SKEW_MS = 5 * 60_000;

/** UTC+14, the earliest time zone: a survey's day begins there first. */
const EARLIEST_ZONE_MS = 14 * 3_600_000;
const DAY_MS = 86_400_000;

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** An ISO 8601 instant with its offset (Z or ±hh:mm); null for anything else. */
export function parseCaptureTime(text: string): Date | null {
  const trimmed = text.trim();
  if (trimmed.length > 40 || !ISO_WITH_OFFSET.test(trimmed)) return null;
  const date = new Date(trimmed);
  if (Number.isNaN(date.getTime())) return null;
  // Date accepts 2026-02-31 as March 3rd; a capture time must name a day that exists.
  const [year, month, day] = trimmed.slice(0, 10).split('-').map(Number);
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? date : null;
}

/** The device's time as the header sends it, with the device's own offset. */
export function formatCaptureTime(ms: number): string {
  const date = new Date(ms);
  const pad = (n: number, width = 2) => String(Math.trunc(Math.abs(n))).padStart(width, '0');
  const offset = -date.getTimezoneOffset();
  const zone = offset === 0 ? 'Z' : `${offset > 0 ? '+' : '-'}${pad(offset / 60)}:${pad(offset % 60)}`;
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `.${pad(date.getMilliseconds(), 3)}${zone}`
  );
}

/** The first instant of a survey's day anywhere on earth: a change made before it is not of that survey. */
export function surveyStart(surveyDate: Date): Date {
  return new Date(Math.floor(surveyDate.getTime() / DAY_MS) * DAY_MS - EARLIEST_ZONE_MS);
}

/**
 * The time a change is stored under: the device's capture time, except that one farther ahead
 * of the receipt than the skew is the receipt time (a clock running fast), and one before the
 * survey's day began is that beginning (a clock running slow). Without a capture time (an older
 * client) the receipt time stands in.
 */
export function eventTime(capturedAt: Date | null, receivedAt: Date, surveyDate?: Date | null): Date {
  if (!capturedAt) return receivedAt;
  if (capturedAt.getTime() > receivedAt.getTime() + CAPTURE_CLOCK_SKEW_MS) return receivedAt;
  if (surveyDate) {
    const start = surveyStart(surveyDate);
    // A survey dated ahead of its receipt says nothing about the clock.
    if (capturedAt < start && start <= receivedAt) return start;
  }
  return capturedAt;
}
