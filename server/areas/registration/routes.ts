import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  approveRegistrationRequest,
  forgotPasswordRequest,
  registrationRequest,
  REGISTRATIONS_PAGE_SIZE,
  registrationsRequest,
  registrationsResponse,
  rejectRegistrationRequest,
  resetPasswordRequest,
  statusResponse,
} from '../../../contract/registration';
import { errorResponse } from '../../../contract/common';
import { adminRouteConfig, guardAdminRoutes } from '../../auth/admin-guard';
import { requireUser } from '../../plugins/authenticate';
import { HttpError } from '../../plugins/error-handler';
import { requireLinkOrigin } from '../../plugins/public-origin';
import { registerSignInRateLimit, signInRateLimit } from '../authorization/rate-limit';
import { normalizeLogin } from '../authorization/sign-in';
import { queueResetMail, resetPassword } from './password-reset';
import { approveRegistration, listRegistrations, listSecurityCodes, rejectRegistration, storeRegistration } from './registrations';

const tags = ['users'];
const failures = { 400: errorResponse, 429: errorResponse } as const;
/** 421: the request's Host is not the portal's own address, so no link is mailed (plugins/public-origin.ts). */
const linkFailures = { ...failures, 421: errorResponse } as const;
export const TOO_MANY_REQUESTS = 'Too many requests from this address. Please wait a minute and try again.';
const SUCCESS = { status: 'Success' as const };

/**
 * Registration and forgotten password (spec 3 §7 "Other"), mounted at /api/v2: public calls,
 * each limited per client address like sign-in, each answering the same whatever the address.
 */
export async function registrationRoutes(app: FastifyInstance): Promise<void> {
  await registerSignInRateLimit(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = { public: true, rateLimit: { ...signInRateLimit(app.config), errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS) } };
  const schema = { tags, security: [] };

  r.post('/users/registration', { config: limited, schema: { ...schema, body: registrationRequest, response: { 200: statusResponse, ...failures } } }, async (request) => {
    await storeRegistration(app.db, request.body);
    return SUCCESS;
  });

  r.post(
    '/admin/admin/email_user_creds_email',
    { config: limited, schema: { ...schema, body: forgotPasswordRequest, response: { 200: statusResponse, ...linkFailures } } },
    async (request) => {
      // Refused for a Host that is not the portal's, whoever the address belongs to, so the answer tells nothing about accounts.
      const origin = requireLinkOrigin(request);
      const mailId = await queueResetMail(app.db, normalizeLogin(request.body.email), origin, request.body.language);
      // Sent after the answer, so a known address does not answer later than an unknown one.
      if (mailId !== null) void app.mailQueue.deliver(mailId).catch((error: unknown) => request.log.warn({ err: error }, 'reset mail not sent yet'));
      return SUCCESS;
    },
  );

  r.post('/users/reset_password', { config: limited, schema: { ...schema, body: resetPasswordRequest, response: { 200: statusResponse, ...failures } } }, async (request) => {
    const userId = await resetPassword(app.db, request.body.token, request.body.password);
    app.sessionCache.forget({ kind: 'user', id: userId });
    return SUCCESS;
  });
}

/** The administrator's screen of pending requests, mounted at /api/v2/admin/registrations. */
export async function registrationAdminRoutes(app: FastifyInstance): Promise<void> {
  guardAdminRoutes(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = adminRouteConfig;
  const adminFailures = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 421: errorResponse } as const;
  const adminTags = ['admin_registrations'];

  r.post('/get', { config, schema: { tags: adminTags, body: registrationsRequest, response: { 200: registrationsResponse, ...adminFailures } } }, async (request) => ({
    ...(await listRegistrations(app.db, request.body.status, request.body.page)),
    page: request.body.page,
    page_size: REGISTRATIONS_PAGE_SIZE,
    security_codes: await listSecurityCodes(app.db),
  }));
  r.post('/approve', { config, schema: { tags: adminTags, body: approveRegistrationRequest, response: { 200: statusResponse, ...adminFailures } } }, async (request) => {
    const mailId = await approveRegistration(app.db, requireUser(request).id, request.body, requireLinkOrigin(request));
    await app.mailQueue.deliver(mailId).catch((error: unknown) => request.log.warn({ err: error }, 'welcome mail not sent yet'));
    return SUCCESS;
  });
  r.post('/reject', { config, schema: { tags: adminTags, body: rejectRegistrationRequest, response: { 200: statusResponse, ...adminFailures } } }, async (request) => {
    await rejectRegistration(app.db, requireUser(request).id, request.body.id);
    return SUCCESS;
  });
}
