import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CAPTURE_TIME_HEADER, eventTime, parseCaptureTime } from '../../contract/fleet-survey/capture-time';
import { HttpError } from './error-handler';

declare module 'fastify' {
  interface FastifyRequest {
    /** The user's wall-clock time from the user-time header (MM/DD/YYYY HH:MM:SS), if sent. */
    userTime: Date | null;
    /** The User-Language header, else the signed-in user's language, else en-US. */
    language: string;
    /** When the server received the request. */
    receivedAt: Date;
    /** The device's time of a queued change, from the capture-time header, if sent. */
    capturedAt: Date | null;
  }
}

const USER_TIME = /^(\d{1,2})\/(\d{1,2})\/(\d{4}) (\d{1,2}):(\d{2}):(\d{2})$/;

/** Reads user-time as a local wall-clock time; the answer keeps the same fields in UTC. */
export function parseUserTime(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const m = USER_TIME.exec(value.trim());
  if (!m) return null;
  const [month, day, year, hour, minute, second] = m.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

const LOCALE = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/;

export const requestContext = fp(async (app: FastifyInstance) => {
  app.decorateRequest('userTime', null);
  app.decorateRequest('language', 'en-US');
  app.decorateRequest('receivedAt', null as unknown as Date);
  app.decorateRequest('capturedAt', null);
  app.addHook('onRequest', async (request) => {
    request.receivedAt = new Date();
  });
  app.addHook('preHandler', async (request) => {
    request.userTime = parseUserTime(request.headers['user-time']);
    const captured = request.headers[CAPTURE_TIME_HEADER];
    request.capturedAt = captured === undefined ? null : parseCaptureTime(String(captured));
    if (captured !== undefined && !request.capturedAt) {
      throw new HttpError(400, 'Invalid capture-time header', [
        { field: `headers.${CAPTURE_TIME_HEADER}`, message: 'Expected an ISO 8601 time with its offset, e.g. 2026-11-28T07:15:02-05:00' },
      ]);
    }
    const header = request.headers['user-language'];
    request.language = typeof header === 'string' && LOCALE.test(header) ? header : (request.user?.language ?? 'en-US');
  });
});

/**
 * The time a write is stored under: the device's capture time, kept within the clock rules of
 * eventTime (contract/fleet-survey/capture-time.ts); `surveyDate` bounds it below.
 */
export function eventTimesOf(time: WriteTime, surveyDate?: Date | null): EventTimes {
  return { at: eventTime(time.capturedAt, time.receivedAt, surveyDate), receivedAt: time.receivedAt };
}

/** The event time of a write (the device's, within the clock rules) and its receipt. */
export interface EventTimes {
  at: Date;
  receivedAt: Date;
}

/** The two times of a write; a request is one. */
export interface WriteTime {
  capturedAt: Date | null;
  receivedAt: Date;
}

/** "Today" for date ranges: the user's own date from the user-time header, else the server's. */
export function todayOf(request: FastifyRequest): Date {
  return request.userTime ?? new Date();
}
