import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The user's wall-clock time from the user-time header (MM/DD/YYYY HH:MM:SS), if sent. */
    userTime: Date | null;
    /** The User-Language header, else the signed-in user's language, else en-US. */
    language: string;
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
  app.addHook('preHandler', async (request) => {
    request.userTime = parseUserTime(request.headers['user-time']);
    const header = request.headers['user-language'];
    request.language = typeof header === 'string' && LOCALE.test(header) ? header : (request.user?.language ?? 'en-US');
  });
});

/** "Today" for date ranges: the user's own date from the user-time header, else the server's. */
export function todayOf(request: FastifyRequest): Date {
  return request.userTime ?? new Date();
}
