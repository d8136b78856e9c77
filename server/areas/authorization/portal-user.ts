import type { FastifyRequest } from 'fastify';
import type { PortalUser } from '../../../contract/user';
import type { SessionUser } from '../../auth/session-user';
import type { IssuedSession } from '../../auth/sessions';

/** The token half of a session as the user object reports it. */
export type TokenInfo = Pick<IssuedSession, 'token' | 'apiKey' | 'tokenExpiresAt'>;

/** The user object of spec 1 §3, from the signed-in user and the token the client holds. */
export function toPortalUser(user: SessionUser, session: TokenInfo): PortalUser {
  return {
    login: user.login,
    user_name: user.firstName,
    user_last_name: user.lastName,
    group: user.group,
    api_key: session.apiKey,
    // The key lives as long as the session but is reissued with every token refresh.
    api_key_refresh_time: session.tokenExpiresAt.toISOString(),
    token: session.token,
    // Membership and portal share one sign-in here, so the membership token is the same token.
    gy_token: session.token,
    user_token_expire_time: session.tokenExpiresAt.getTime(),
    agree_to_fhq_terms: user.agreeToFhqTerms,
    user_access_securities: user.securityCodes,
    unit_of_measurement: user.unitOfMeasurement,
    pressure_unit: user.pressureUnit,
    email: user.email,
    language: user.language,
  };
}

/** The bearer token of a request, if it sent one. */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match ? match[1] : null;
}

/**
 * The language app_setup is built for: the User-Language the client sent (already validated
 * into request.language), else the user's own.
 */
export function preferredLanguage(request: FastifyRequest, user: SessionUser | null): string {
  const header = request.headers['user-language'];
  if (typeof header === 'string' && header === request.language) return header;
  return user?.language ?? request.language;
}
