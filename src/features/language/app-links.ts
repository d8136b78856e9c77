export { localeAtom, store } from '../../lib/store';
export { LANGUAGE_LIST_TTL_MS, readJson, readText, STORAGE_KEYS, writeJson, writeText } from '../../lib/storage';
export { ALL_LOCALES, COMPLETE_LOCALES, isLocale, NATIVE_NAMES, REGION_OF_CODE, REGIONS, regionOfLocale, SOURCE_LOCALE, type Locale, type RegionKey } from '../../../contract/locales';
