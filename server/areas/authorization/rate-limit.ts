import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { HttpError } from '../../plugins/error-handler';

export const RATE_LIMIT_MESSAGE = 'Too many sign-in attempts from this address. Please wait a minute and try again.';

/**
 * The limiter for the sign-in routes only; other routes stay unlimited. Each area that has a
 * sign-in route registers it inside its own plugin.
 */
export async function registerSignInRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRateLimit, { global: false });
}

/**
 * Per client address, per route: guessing passwords across many accounts from one address is
 * slowed here, while the per-account lock stops guessing one account from many addresses.
 */
export function signInRateLimit(config: Config, hook: RateLimitOptions['hook'] = 'onRequest'): RateLimitOptions {
  return {
    max: config.LOGIN_RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    hook,
    errorResponseBuilder: () => new HttpError(429, RATE_LIMIT_MESSAGE),
  };
}
