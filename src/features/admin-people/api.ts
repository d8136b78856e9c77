import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import { api, type DictionaryWords, type LocaleRow, type RegistrationRow, type UserGroup, type Word } from './shared';

export const ADMIN_PEOPLE_KEY = ['admin-people'] as const;
export const WORDS_PAGE_SIZE = 20;

export interface WordsFilter {
  localeId: number;
  keyword: string;
  missingOnly: boolean;
  page: number;
}

export function useLocales() {
  return useQuery({
    queryKey: [...ADMIN_PEOPLE_KEY, 'locales'],
    queryFn: () => api.post('admin/locales/get', { json: {} }).json<{ locales: LocaleRow[] }>(),
    networkMode: 'online',
  });
}

export function useWords(filter: WordsFilter | null) {
  const body = filter && { locale_id: filter.localeId, key_word: filter.keyword, missing_only: filter.missingOnly, page_number: filter.page, page_size: WORDS_PAGE_SIZE };
  return useQuery({
    queryKey: [...ADMIN_PEOPLE_KEY, 'words', body],
    queryFn: () => api.post('admin/translations/get_words', { json: body }).json<{ words: Word[]; total_items: number }>(),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    networkMode: 'online',
  });
}

export function useWordsCount(localeId: number | null) {
  return useQuery({
    queryKey: [...ADMIN_PEOPLE_KEY, 'words-count', localeId],
    queryFn: () => api.post('admin/translations/get_words_count', { json: { locale_id: localeId } }).json<{ count: number; missing_count: number }>(),
    enabled: localeId !== null,
    networkMode: 'online',
  });
}

/** Every write refreshes the lists it changes. */
function useAdminWrite<T, R = unknown>(write: (body: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_PEOPLE_KEY }), networkMode: 'online' });
}

export interface WordEdit {
  locale_id: number;
  translation_text: string;
  translated_text: string;
  comments: string | null;
}

export const useSaveWord = () =>
  useAdminWrite(({ locale_id, ...word }: WordEdit) => api.put('admin/translations/edit_words', { json: { locale_id, words: [word] } }).json());
export const useAddWord = () => useAdminWrite((word: WordEdit) => api.post('admin/translations/add_word', { json: word }).json());

/** One key's word in every locale (the dictionary view). */
export function useDictionaryWords(translationText: string | null) {
  return useQuery({
    queryKey: [...ADMIN_PEOPLE_KEY, 'dictionary', translationText],
    queryFn: () => api.post('admin/translations/get_dictionary_words', { json: { translation_text: translationText } }).json<DictionaryWords>(),
    enabled: translationText !== null,
    // A refetch would replace what the administrator is typing; saving refreshes it.
    refetchOnWindowFocus: false,
    networkMode: 'online',
  });
}

export interface DictionaryEdit {
  translation_text: string;
  words: { locale_id: number; translated_text: string; comments: string | null }[];
}
export const useSaveDictionaryWords = () =>
  useAdminWrite((body: DictionaryEdit) => api.put('admin/translations/edit_dictionary_words', { json: body }).json<{ saved: number }>());

export interface NewLocale {
  code: string;
  label: string;
  region: string;
  source_locale_id: number | null;
}
export const useAddLocale = () =>
  useAdminWrite(({ source_locale_id, ...locale }: NewLocale) =>
    source_locale_id === null
      ? api.post('admin/locales/add', { json: locale }).json<LocaleRow>()
      : api.post('admin/locales/add_as', { json: { ...locale, source_locale_id } }).json<LocaleRow>(),
  );

export function useRegistrations(status: string) {
  return useQuery({
    queryKey: [...ADMIN_PEOPLE_KEY, 'registrations', status],
    queryFn: () => api.post('admin/registrations/get', { json: { status } }).json<{ requests: RegistrationRow[]; security_codes: { code: string; description: string }[] }>(),
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
