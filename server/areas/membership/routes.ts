import fastifyFormbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { randomBytes } from 'node:crypto';
import { SIGN_IN_MESSAGES, SIGN_IN_STATUS } from '../../../contract/auth';
import { publicScope } from '../../plugins/authenticate';
import { HttpError, SYSTEM_ERROR_MESSAGE } from '../../plugins/error-handler';
import { linkOrigin, portalOrigins, primaryOrigin } from '../../plugins/public-origin';
import { issueHandoff } from '../authorization/handoff';
import { registerSignInRateLimit, signInRateLimit } from '../authorization/rate-limit';
import { checkCredentials } from '../authorization/sign-in';
import { carriedFields, parseSignInForm, type SignInQuery } from './form';
import { renderSignInPage, SIGN_IN_PATH, type SignInView } from './page';
import { pageWords } from './page-words';
import { buildReturnUrl } from './return-url';

export { MEMBERSHIP_PREFIX } from './page';

/** A sign-in form is a few hundred bytes; anything near this is not a browser's form. */
const FORM_BODY_LIMIT = 64 * 1024;
const UNREADABLE_FORM = 'Your sign-in could not be read. Please try again.';
export const SIGNED_OUT_NOTICE = 'You have been signed out.';

/**
 * Status codes of the re-rendered page, so access logs tell refusals from page views:
 * 400 unreadable form, 401 bad credentials (status 3), 423 locked (status 1), 429 too many
 * attempts from one address. Browsers show the page the same way whatever the code.
 */
const PAGE_STATUS = { [SIGN_IN_STATUS.locked]: 423, [SIGN_IN_STATUS.badCredentials]: 401 } as const;

/** The page in the language of its `lang` (spec 1 §2: the portal sends its language along). */
async function sendPage(reply: FastifyReply, statusCode: number, view: Omit<SignInView, 'nonce' | 'words'>): Promise<FastifyReply> {
  const words = await pageWords(reply.server, view.carried.lang);
  const nonce = randomBytes(16).toString('base64');
  const publicOrigin = reply.server.config.PUBLIC_URL ? new URL(reply.server.config.PUBLIC_URL).origin : '';
  return reply
    .status(statusCode)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self' ${publicOrigin}; frame-ancestors 'none'; base-uri 'none'`.replace(/ +;/g, ';'),
    )
    .send(renderSignInPage({ ...view, nonce, words }));
}

/** The e-mail of a failed request, if it can be echoed back into the form. */
function echoedEmail(body: unknown): string {
  const email = body && typeof body === 'object' && 'email' in body ? body.email : '';
  return typeof email === 'string' && email.length <= 254 ? email : '';
}

/**
 * The membership sign-in page (spec 1 §1–§4): the portal sends signed-out users here with its
 * return address; a right password comes back to the portal with a single-use ticket in ?user=.
 */
export async function membershipRoutes(app: FastifyInstance): Promise<void> {
  // The sign-in pages are where a signed-out browser is sent.
  publicScope(app);
  await app.register(fastifyFormbody, { bodyLimit: FORM_BODY_LIMIT });
  await registerSignInRateLimit(app);
  const { db, config } = app;

  // Everything that goes wrong here is shown on the page, never as JSON or a blank error.
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const statusCode = error instanceof HttpError ? error.statusCode : typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode >= 500) request.log.error({ err: error }, 'membership page failed');
    const message = statusCode >= 500 ? SYSTEM_ERROR_MESSAGE : error instanceof HttpError ? error.message : UNREADABLE_FORM;
    const carried = request.method === 'POST' ? carriedFields(request.body) : carriedFields(request.query);
    return sendPage(reply, statusCode >= 500 ? 500 : statusCode, { carried, email: echoedEmail(request.body), error: message });
  });

  app.get('/sign-in', { schema: { hide: true } }, async (request, reply) => {
    const carried = carriedFields(request.query);
    return sendPage(reply, 200, { carried, email: '', notice: carried.signedOut ? SIGNED_OUT_NOTICE : undefined });
  });

  app.post(
    '/sign-in',
    // Counted after the body is read, so a refused attempt still re-renders with its fields.
    { schema: { hide: true }, config: { rateLimit: signInRateLimit(config, 'preHandler') } },
    async (request, reply) => {
      const parsed = parseSignInForm(request.body);
      if (!parsed.ok) return sendPage(reply, 400, { carried: parsed.carried, email: parsed.email, error: parsed.message });
      const { form } = parsed;
      const outcome = await checkCredentials(db, config, form.email, form.password, request.ip);
      if (outcome.status !== SIGN_IN_STATUS.success) {
        return sendPage(reply, PAGE_STATUS[outcome.status], { carried: form, email: form.email, error: SIGN_IN_MESSAGES[outcome.status] });
      }
      const ticket = await issueHandoff(db, config, outcome.userId);
      // Back to the address the request reached when it is the portal's own, else to the portal's first address: never to a forged Host.
      const target = buildReturnUrl(form, portalOrigins(app), linkOrigin(request) ?? primaryOrigin(app), ticket, outcome.language);
      return reply.header('cache-control', 'no-store').redirect(target, 303);
    },
  );

  // The portal clears its own storage; here the user just lands on a fresh sign-in form.
  app.get('/sign-out', { schema: { hide: true } }, async (request, reply) => {
    const carried: SignInQuery = { ...carriedFields(request.query), signedOut: '1' };
    const query = new URLSearchParams(Object.entries(carried).filter(([, value]) => value !== ''));
    return reply.header('cache-control', 'no-store').redirect(`${SIGN_IN_PATH}?${query.toString()}`, 303);
  });
}
