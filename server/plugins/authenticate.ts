import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { SessionCache } from '../auth/session-cache';
import { listenSessionEvents, type SessionEventListener } from '../auth/session-events';
import type { SessionUser } from '../auth/session-user';
import { createAccessTokenVerifier } from '../auth/tokens';
import { HttpError } from './error-handler';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a signed-in user. */
    public?: boolean;
    /** The security code (spec 1 §6) a user needs for this call. */
    securityCode?: string;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** Signed-in users by session; whatever ends or changes a session must `forget` it here. */
    sessionCache: SessionCache;
  }
}

export const NOT_SIGNED_IN = 'Your session has expired due to inactivity. Please log in again.';
export const NO_PAGE_PERMISSION = "You don't have permissions to this page!";

/** The signed-in user of a request that has passed authentication. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, NOT_SIGNED_IN);
  return request.user;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * Marks every route registered in this scope and its children public: for plugins whose routes
 * take no config of ours (the PWA's static files, Swagger UI) and for areas open as a whole.
 */
export function publicScope(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route: RouteOptions) => {
    route.config = { ...route.config, public: true };
  });
}

/**
 * Every route needs a live session unless its config says public; a route with a security code
 * also needs that code. 401 means no valid sign-in, 403 a missing right. The decision reads the
 * route the router matched, never the URL's text: the router decodes percent-encoding
 * (`/api/v%32/...` matches `/api/v2/...`), so a check on the raw URL could be walked around.
 * A request that matched no route gets the not-found handler, which answers 404 or the app
 * shell and never data.
 */
export const authenticate = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  const sessions = new SessionCache(app.db, { ttlMs: app.config.SESSION_CACHE_SECONDS * 1000 });
  app.decorate('sessionCache', sessions);
  if (app.config.SESSION_CACHE_SECONDS > 0) hearSessionEvents(app, sessions);
  const verifyToken = createAccessTokenVerifier(app.config.tokenSecret);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const token = bearerToken(request);
    if (token) {
      request.user = await resolveUser(verifyToken, sessions, token, request.headers['api_key']);
    }
    if (request.is404 || config.public === true) return;
    if (!request.user) throw new HttpError(401, NOT_SIGNED_IN);
    if (config.securityCode && !request.user.securityCodes.includes(config.securityCode)) {
      throw new HttpError(403, NO_PAGE_PERMISSION);
    }
  });
});

async function resolveUser(
  verifyToken: ReturnType<typeof createAccessTokenVerifier>,
  sessions: SessionCache,
  token: string,
  apiKey: string | string[] | undefined,
): Promise<SessionUser | null> {
  let claims;
  try {
    claims = await verifyToken(token);
  } catch {
    return null;
  }
  const user = await sessions.get(claims.userId, claims.sessionId);
  // A key sent with the token must be the key issued with it.
  if (user && typeof apiKey === 'string' && apiKey !== '' && apiKey !== user.apiKey) return null;
  return user;
}

/** Logouts and refreshes on other processes sharing the database reach this one's cache. */
function hearSessionEvents(app: FastifyInstance, sessions: SessionCache): void {
  const log = app.log.child({ component: 'session-events' });
  let listener: SessionEventListener | null = null;
  app.addHook('onReady', async () => {
    listener = await listenSessionEvents(app.db, {
      onEvent: (event) => sessions.forget(event),
      onGap: () => sessions.clear(),
      onError: (message) => log.warn(message),
    });
  });
  app.addHook('onClose', async () => listener?.close());
}
