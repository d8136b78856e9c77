import { isLocale, LANGUAGE_LIST_TTL_MS, readJson, readText, REGIONS, regionOfLocale, STORAGE_KEYS, writeJson, writeText, type RegionKey } from './shared';

export interface LanguageOption {
  locale: string;
  /** The language's name in that language, as language pickers show it. */
  label: string;
  region: RegionKey;
}

export { LANGUAGE_LIST_TTL_MS };
const LANGUAGE_LIST_KEY = STORAGE_KEYS.languageList;

/** "Français (Canada)": the locale's own name for itself (not "français canadien"), capitalised as a list entry. */
export function nativeLabel(locale: string): string {
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

/**
 * Keeps the server's language list (app_setup.language_pack.languages) for a day. Regions come
 * from contract/locales.ts rather than the server's region codes, so the chooser's four regions
 * always line up; locales the portal has no catalog for are dropped.
 */
export function rememberLanguageList(languages: readonly { locale: string; label: string }[], now: number = Date.now()): void {
  const options = languages
    .filter((l) => isLocale(l.locale))
    .map((l) => ({ locale: l.locale, label: nativeLabel(l.locale), region: regionOfLocale(l.locale) }));
  if (options.length === 0) return;
  writeJson(LANGUAGE_LIST_KEY, options);
  writeText(STORAGE_KEYS.languageListExpiry, String(now + LANGUAGE_LIST_TTL_MS));
}

/** The cached server list while it is fresh; null once expired or absent. */
export function cachedLanguageList(now: number = Date.now()): LanguageOption[] | null {
  const expiry = Number(readText(STORAGE_KEYS.languageListExpiry));
  if (!Number.isFinite(expiry) || expiry <= now) return null;
  const list = readJson<{ locale: string; label?: string }[]>(LANGUAGE_LIST_KEY);
  if (!Array.isArray(list) || list.length === 0) return null;
  // Regions come from contract/locales.ts and names from the browser, whatever the stored entry says,
  // so the chooser names every language in itself the same way and its four regions line up.
  return list
    .filter((l) => isLocale(l.locale))
    .map((l) => ({ locale: l.locale, label: nativeLabel(l.locale), region: regionOfLocale(l.locale) }));
}

export function languageList(now: number = Date.now()): LanguageOption[] {
  return cachedLanguageList(now) ?? defaultLanguageList();
}

export function labelOf(list: readonly LanguageOption[], locale: string): string {
  return list.find((l) => l.locale === locale)?.label ?? nativeLabel(locale);
}
