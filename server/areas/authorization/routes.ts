import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptTokenRequest,
  checkPermissionsRequest,
  checkPermissionsResponse,
  loginByGyRequest,
  loginResponse,
  logoutResponse,
  sessionResponse,
  SIGN_IN_MESSAGES,
  SIGN_IN_STATUS,
  startResponse,
  verifyResponse,
} from '../../../contract/auth';
import { errorResponse } from '../../../contract/common';
import { securityCodeForPath, userMayOpenPage } from '../../../contract/page-permissions';
import { revokeSession } from '../../auth/sessions';
import { verifyAccessTokenAllowExpired } from '../../auth/tokens';
import { NO_PAGE_PERMISSION, NOT_SIGNED_IN, requireUser } from '../../plugins/authenticate';
import { HttpError } from '../../plugins/error-handler';
import { buildAppSetup } from './app-setup';
import { acceptHandoff } from './handoff';
import { outboundLinkRoutes } from './outbound-link';
import { bearerToken, preferredLanguage } from './portal-user';
import { registerSignInRateLimit, signInRateLimit } from './rate-limit';
import { describeCurrentSession, openSession, refreshSession } from './session-service';
import { checkCredentials } from './sign-in';
import { unitPreferenceRoutes } from './unit-preference';

export const HANDOFF_REJECTED = 'Your sign-in link is no longer valid. Please sign in again.';

const tags = ['authorization'];
const LOCALE = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/;
/** An unusable lang is ignored rather than refused: start must answer for the portal to load. */
const startQuery = z.object({ lang: z.string().max(20).regex(LOCALE).optional().catch(undefined) });

/** The sign-in, session and page-permission calls of spec 1 §7 under /api/v2/authorization. */
export async function authorizationRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  await registerSignInRateLimit(app);
  await app.register(outboundLinkRoutes);
  await app.register(unitPreferenceRoutes);
  const { db, config } = app;

  app.post(
    '/login_by_gy',
    {
      config: { public: true, rateLimit: signInRateLimit(config) },
      schema: { tags, security: [], body: loginByGyRequest, response: { 200: loginResponse, 400: errorResponse, 429: errorResponse } },
    },
    async (request) => {
      const outcome = await checkCredentials(db, config, request.body.email, request.body.password, request.ip);
      const signedIn = outcome.status === SIGN_IN_STATUS.success ? await openSession(db, config, outcome.userId) : null;
      if (!signedIn) {
        const status = outcome.status === SIGN_IN_STATUS.locked ? SIGN_IN_STATUS.locked : SIGN_IN_STATUS.badCredentials;
        return { validateStatusResponce: { status: 'Failed' as const }, authorizationStatus: { status }, message: SIGN_IN_MESSAGES[status] };
      }
      return { validateStatusResponce: { status: 'Success' as const }, authorizationStatus: { status: SIGN_IN_STATUS.success }, user: signedIn.user };
    },
  );

  app.post(
    '/accept_token',
    {
      config: { public: true },
      schema: { tags, security: [], body: acceptTokenRequest, response: { 200: sessionResponse, 401: errorResponse } },
    },
    async (request) => {
      const userId = await acceptHandoff(db, config, request.body.Token);
      const signedIn = userId === null ? null : await openSession(db, config, userId);
      if (!signedIn) throw new HttpError(401, HANDOFF_REJECTED);
      return { user: signedIn.user, app_setup: await buildAppSetup(db, preferredLanguage(request, signedIn.sessionUser), request.log) };
    },
  );

  app.get(
    '/start',
    { config: { public: true }, schema: { tags, querystring: startQuery, response: { 200: startResponse } } },
    async (request) => {
      const token = bearerToken(request);
      const user = request.user && token ? await describeCurrentSession(config, request.user, token) : null;
      const language = request.query.lang ?? preferredLanguage(request, request.user);
      return { user, app_setup: await buildAppSetup(db, language, request.log) };
    },
  );

  app.get('/verify', { schema: { tags, response: { 200: verifyResponse, 401: errorResponse } } }, async (request) => {
    const token = bearerToken(request);
    const user = token ? await describeCurrentSession(config, requireUser(request), token) : null;
    if (!user) throw new HttpError(401, NOT_SIGNED_IN);
    return { user };
  });

  app.post(
    '/check_permissions',
    { schema: { tags, body: checkPermissionsRequest, response: { 200: checkPermissionsResponse, 401: errorResponse } } },
    async (request) => {
      const user = requireUser(request);
      const code = securityCodeForPath(request.body.page);
      const allowed = userMayOpenPage(request.body.page, { group: user.group, user_access_securities: user.securityCodes });
      return { has_permission: allowed, security_code: code, message: allowed ? null : NO_PAGE_PERMISSION };
    },
  );

  // Checks its token itself (signature, expiry, live session, key) and rotates the session in one step.
  app.post(
    '/refresh_session',
    { config: { public: true }, schema: { tags, response: { 200: sessionResponse, 401: errorResponse } } },
    async (request) => {
      const token = bearerToken(request);
      const apiKey = request.headers['api_key'];
      const signedIn = token ? await refreshSession(db, config, token, typeof apiKey === 'string' ? apiKey : undefined) : null;
      if (!signedIn) throw new HttpError(401, NOT_SIGNED_IN);
      app.sessionCache.forget({ kind: 'session', id: signedIn.retiredSessionId });
      return { user: signedIn.user, app_setup: await buildAppSetup(db, preferredLanguage(request, signedIn.sessionUser), request.log) };
    },
  );

  // Public for the same reason: signing out with an expired token must still end the session,
  // or that token could renew it later.
  app.post(
    '/logout',
    { config: { public: true }, schema: { tags, response: { 200: logoutResponse, 401: errorResponse } } },
    async (request) => {
      const token = bearerToken(request);
      const claims = token ? await verifyAccessTokenAllowExpired(config.tokenSecret, token).catch(() => null) : null;
      if (!claims) throw new HttpError(401, NOT_SIGNED_IN);
      await revokeSession(db, claims.sessionId);
      app.sessionCache.forget({ kind: 'session', id: claims.sessionId });
      return { status: 'ok' as const };
    },
  );
}
