import { i18n as appI18n, type I18n, type Messages } from '@lingui/core';
import { fetchLanguagePack, type LanguagePack } from './api';
import { loadCatalog, SOURCE_MESSAGES } from './catalogs';
import { mergePack } from './merge-pack';
import { languageList } from './language-list';
import { ALL_LOCALES, isLocale, localeAtom, readText, SOURCE_LOCALE, STORAGE_KEYS, store, writeText } from './shared';

export interface MessageSources {
  loadCatalog(locale: string): Promise<Messages>;
  fetchPack(locale: string): Promise<LanguagePack>;
}

const defaultSources: MessageSources = { loadCatalog, fetchPack: (locale) => fetchLanguagePack(locale) };

/**
 * The listed locale matching a code whatever its case (a lang query may say fr-ca); else the
 * code as a language tag (fr-LU), which may name a locale an administrator added: the server's
 * pack decides whether it exists. Anything else is null.
 */
export function canonicalLocale(code: string | null | undefined): string | null {
  if (!code) return null;
  const wanted = code.toLowerCase();
  const listed = ALL_LOCALES.find((locale) => locale.toLowerCase() === wanted);
  if (listed) return listed;
  const tag = /^([a-z]{2,3})-([a-z]{2})$/.exec(wanted);
  return tag ? `${tag[1]}-${tag[2]!.toUpperCase()}` : null;
}

/** A locale worth trying again at the next start: shipped, or offered by the server's language list. */
const isOffered = (locale: string) => isLocale(locale) || languageList().some((l) => l.locale === locale);

/** The locale to start with: a lang query (spec 1 §2), else the stored choice, else en-US. */
export function startupLocale(search: string = typeof location === 'undefined' ? '' : location.search): string {
  return canonicalLocale(new URLSearchParams(search).get('lang')) ?? canonicalLocale(readText(STORAGE_KEYS.language)) ?? SOURCE_LOCALE;
}

/**
 * The shipped catalog with the server's pack over it. Without the pack (offline, server down)
 * the shipped catalog alone is a complete translation, so the locale is kept; only a missing
 * catalog makes the caller fall back to en-US.
 */
export async function loadLocaleMessages(locale: string, sources: MessageSources = defaultSources): Promise<Messages> {
  if (!isLocale(locale)) {
    // A locale an administrator added ships no catalog: the server's pack (its words over its
    // sister language, else English) is all of it, so without the pack it cannot be shown.
    const [base, pack] = await Promise.all([sources.loadCatalog(SOURCE_LOCALE), sources.fetchPack(locale)]);
    return mergePack(base, pack.messages);
  }
  const compiled = await sources.loadCatalog(locale);
  try {
    const pack = await sources.fetchPack(locale);
    return await mergePack(compiled, pack.messages);
  } catch {
    return compiled;
  }
}

export interface ActivateOptions {
  i18n?: I18n;
  sources?: MessageSources;
}

let latestRequest = 0;

/**
 * Loads and applies a locale: messages, the locale atom (read for the User-Language header), the
 * stored USER_LANGUAGE choice and the page's lang attribute. When the locale cannot be loaded,
 * en-US is applied (spec 1 §4) but the user's choice stays stored, so the next start tries it
 * again. A slower, older request never overrides a newer one. Resolves to the applied locale.
 */
export async function activateLocale(requested: string, options: ActivateOptions = {}): Promise<string> {
  const i18n = options.i18n ?? appI18n;
  const sources = options.sources ?? defaultSources;
  const request = ++latestRequest;
  const wanted = canonicalLocale(requested) ?? SOURCE_LOCALE;

  let locale = wanted;
  let messages: Messages | null = await loadLocaleMessages(wanted, sources).catch(() => null);
  if (!messages && wanted !== SOURCE_LOCALE) {
    locale = SOURCE_LOCALE;
    messages = await loadLocaleMessages(SOURCE_LOCALE, sources).catch(() => null);
  }
  if (request !== latestRequest) return i18n.locale;
  if (!messages) {
    // Even the en-US chunk failed: the bundled en-US catalog keeps every label readable.
    locale = SOURCE_LOCALE;
    messages = SOURCE_MESSAGES;
  }

  i18n.loadAndActivate({ locale, messages });
  store.set(localeAtom, locale);
  // A code nobody offers (a mistyped lang query) is not tried again at every start.
  writeText(STORAGE_KEYS.language, locale === wanted || isOffered(wanted) ? wanted : locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  return locale;
}

/**
 * For the app's entry: makes en-US usable synchronously (the first render never lacks messages),
 * then resolves once the startup locale is applied. Awaiting it before rendering avoids a flash
 * of English for other languages.
 */
export function startI18n(i18n: I18n = appI18n): Promise<string> {
  if (!i18n.locale) i18n.loadAndActivate({ locale: SOURCE_LOCALE, messages: SOURCE_MESSAGES });
  return activateLocale(startupLocale(), { i18n });
}
