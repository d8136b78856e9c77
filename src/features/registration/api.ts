import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import { api, type RegistrationsPage, type UserGroup } from './app-links';

export const REGISTRATION_KEY = ['registration'] as const;

/** Every write refreshes the lists it changes. */
function useAdminWrite<T, R = unknown>(write: (body: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: REGISTRATION_KEY }), networkMode: 'online' });
}

export function useRegistrations(status: string, page: number) {
  return useQuery({
    queryKey: [...REGISTRATION_KEY, 'registrations', status, page],
    queryFn: () => api.post('admin/registrations/get', { json: { status, page } }).json<RegistrationsPage>(),
    // The page shown stays until the next one arrives, so the pager does not jump.
    placeholderData: keepPreviousData,
    networkMode: 'online',
  });
}

export const useApproveRegistration = () =>
  useAdminWrite((body: { id: number; group: UserGroup; security_codes: string[] }) => api.post('admin/registrations/approve', { json: body }).json());
export const useRejectRegistration = () => useAdminWrite((id: number) => api.post('admin/registrations/reject', { json: { id } }).json());

export interface RegistrationForm {
  email: string;
  first_name: string;
  last_name: string;
  company: string;
  phone: string;
  account_number: string;
  password: string;
  language: string;
}
export const register = (form: RegistrationForm) => api.post('users/registration', { json: form }).json();
export const askForNewPassword = (email: string, language: string) => api.post('admin/admin/email_user_creds_email', { json: { email, language } }).json();
export const setNewPassword = (token: string, password: string) => api.post('users/reset_password', { json: { token, password } }).json();

/** The fields a 400 answer names (`body.email` → `email`), for showing each error at its field. */
export async function fieldErrors(error: unknown): Promise<Record<string, string>> {
  if (!(error instanceof HTTPError) || error.response.status !== 400) return {};
  const body = (await error.response.clone().json().catch(() => null)) as { errors?: { field: string; message: string }[] } | null;
  return Object.fromEntries((body?.errors ?? []).map((e) => [e.field.replace(/^body\./, ''), e.message]));
}

export const isTooManyRequests = (error: unknown) => error instanceof HTTPError && error.response.status === 429;
