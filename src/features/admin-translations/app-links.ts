export type { DictionaryWord, DictionaryWords, LocaleRow, Word } from '../../../contract/admin-translations';
export { api, errorMessage } from '../../lib/api-client';
export { localeAtom } from '../../lib/store';
