import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type DictionaryWords, type LocaleRow, type Word } from './app-links';

export const ADMIN_TRANSLATIONS_KEY = ['admin-translations'] as const;
export const WORDS_PAGE_SIZE = 20;

export interface WordsFilter {
  localeId: number;
  keyword: string;
  missingOnly: boolean;
  page: number;
}

export function useLocales() {
  return useQuery({
    queryKey: [...ADMIN_TRANSLATIONS_KEY, 'locales'],
    queryFn: () => api.post('admin/locales/get', { json: {} }).json<{ locales: LocaleRow[] }>(),
    networkMode: 'online',
  });
}

export function useWords(filter: WordsFilter | null) {
  const body = filter && { locale_id: filter.localeId, key_word: filter.keyword, missing_only: filter.missingOnly, page_number: filter.page, page_size: WORDS_PAGE_SIZE };
  return useQuery({
    queryKey: [...ADMIN_TRANSLATIONS_KEY, 'words', body],
    queryFn: () => api.post('admin/translations/get_words', { json: body }).json<{ words: Word[]; total_items: number }>(),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    networkMode: 'online',
  });
}

export function useWordsCount(localeId: number | null) {
  return useQuery({
    queryKey: [...ADMIN_TRANSLATIONS_KEY, 'words-count', localeId],
    queryFn: () => api.post('admin/translations/get_words_count', { json: { locale_id: localeId } }).json<{ count: number; missing_count: number }>(),
    enabled: localeId !== null,
    networkMode: 'online',
  });
}

/** Every write refreshes the lists it changes. */
function useAdminWrite<T, R = unknown>(write: (body: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_TRANSLATIONS_KEY }), networkMode: 'online' });
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
    queryKey: [...ADMIN_TRANSLATIONS_KEY, 'dictionary', translationText],
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
