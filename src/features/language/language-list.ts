import { isLocale, LANGUAGE_LIST_TTL_MS, NATIVE_NAMES, readJson, readText, REGION_OF_CODE, REGIONS, regionOfLocale, STORAGE_KEYS, writeJson, writeText, type RegionKey } from './app-links';

export interface LanguageOption {
  locale: string;
  /** The language's name in that language, as language pickers show it. */
  label: string;
  region: RegionKey;
}

export { LANGUAGE_LIST_TTL_MS };
const LANGUAGE_LIST_KEY = STORAGE_KEYS.languageList;

/** Built once per locale an administrator added: the language list names it on each page that shows it. */
const nativeLabels = new Map<string, string>();

/**
 * "Français (Canada)": the locale's own name for itself (not "français canadien"), capitalised as
 * a list entry. A shipped locale's name is written out (contract/locales.ts); only an added one
 * asks the browser.
 */
export function nativeLabel(locale: string): string {
  if (isLocale(locale)) return NATIVE_NAMES[locale];
  let label = nativeLabels.get(locale);
  if (label === undefined) {
    label = displayName(locale);
    nativeLabels.set(locale, label);
  }
  return label;
}

function displayName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language', languageDisplay: 'standard' }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale;
  }
}

/** Every locale of contract/locales.ts, in region order; used when no fresh server list is cached. */
export function defaultLanguageList(): LanguageOption[] {
  return Object.entries(REGIONS).flatMap(([region, { locales }]) =>
    locales.map((locale) => ({ locale, label: nativeLabel(locale), region: region as RegionKey })),
  );
}

export interface ServerLanguage {
  locale: string;
  label?: string;
  /** The region code (NA, SA, EMEA, ASIA) or a chooser region key; only a locale an administrator added needs it. */
  region?: string;
}

/**
 * A server list entry as a chooser option. A shipped locale's region comes from
 * contract/locales.ts, so the chooser's four regions always line up; a locale an administrator
 * added (the server serves its pack from its stored words) keeps its stored region, and is
 * dropped without one.
 */
function optionOf(language: ServerLanguage): LanguageOption | null {
  // The stored list holds either the server's codes or, once remembered, the chooser's region keys.
  const stored = language.region ?? '';
  const region = isLocale(language.locale) ? regionOfLocale(language.locale) : (REGION_OF_CODE[stored] ?? (stored in REGIONS ? (stored as RegionKey) : undefined));
  if (!region || !/^[a-z]{2,3}-[A-Z]{2}$/.test(language.locale)) return null;
  return { locale: language.locale, label: nativeLabel(language.locale), region };
}

const optionsOf = (languages: readonly ServerLanguage[]) => languages.map(optionOf).filter((o): o is LanguageOption => o !== null);

/** Keeps the server's language list (app_setup.language_pack.languages) for a day. */
export function rememberLanguageList(languages: readonly ServerLanguage[], now: number = Date.now()): void {
  const options = optionsOf(languages);
  if (options.length === 0) return;
  writeJson(LANGUAGE_LIST_KEY, options);
  writeText(STORAGE_KEYS.languageListExpiry, String(now + LANGUAGE_LIST_TTL_MS));
}

/** The cached server list while it is fresh; null once expired or absent. */
export function cachedLanguageList(now: number = Date.now()): LanguageOption[] | null {
  const expiry = Number(readText(STORAGE_KEYS.languageListExpiry));
  if (!Number.isFinite(expiry) || expiry <= now) return null;
  const list = readJson<ServerLanguage[]>(LANGUAGE_LIST_KEY);
  if (!Array.isArray(list) || list.length === 0) return null;
  // Names come from the browser whatever the stored entry says, so the chooser names every
  // language in itself the same way.
  return optionsOf(list);
}

export function languageList(now: number = Date.now()): LanguageOption[] {
  return cachedLanguageList(now) ?? defaultLanguageList();
}
