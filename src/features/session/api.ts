import type { z } from 'zod';
import { api, type checkPermissionsResponse, type sessionResponse, type startResponse } from './app-links';

type StartAnswer = z.infer<typeof startResponse>;
type SessionAnswer = z.infer<typeof sessionResponse>;
export type PermissionAnswer = z.infer<typeof checkPermissionsResponse>;

/**
 * The session calls raise no popups of their own: their failures have their own outcomes
 * (startup failure, back to sign-in, the timeout popup staying up).
 */
const SILENT = { 'x-silent': '1' } as const;

/** GET start is public; its lang makes app_setup (menus, language list) match the chosen locale. */
export function fetchStart(locale: string): Promise<StartAnswer> {
  return api.get('authorization/start', { searchParams: { lang: locale }, headers: SILENT }).json<StartAnswer>();
}

export function acceptToken(ticket: string): Promise<SessionAnswer> {
  return api.post('authorization/accept_token', { json: { Token: ticket }, headers: SILENT }).json<SessionAnswer>();
}

export function checkPermissions(page: string): Promise<PermissionAnswer> {
  return api.post('authorization/check_permissions', { json: { page }, headers: SILENT }).json<PermissionAnswer>();
}

export function refreshSession(): Promise<SessionAnswer> {
  return api.post('authorization/refresh_session', { headers: SILENT }).json<SessionAnswer>();
}

/** Sent with the token of the session being closed, which the store no longer holds. */
export async function postLogout(token: string, apiKey: string | null): Promise<void> {
  const headers: Record<string, string> = { ...SILENT, Authorization: `Bearer ${token}` };
  if (apiKey) headers.api_key = apiKey;
  await api.post('authorization/logout', { headers });
}
