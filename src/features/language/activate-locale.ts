import { i18n as appI18n, type I18n, type Messages } from '@lingui/core';
import type { MessagePart } from '../../lib/message-parts';
import { fetchLanguagePack, type LanguagePack } from './api';
import { loadCatalog, SOURCE_MESSAGES } from './catalogs';
import { mergePack } from './merge-pack';
import { languageList } from './language-list';
import { ALL_LOCALES, isLocale, localeAtom, readText, SOURCE_LOCALE, STORAGE_KEYS, store, writeText } from './app-links';

export interface MessageSources {
  loadCatalog(locale: string, part: MessagePart): Promise<Messages>;
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
 * What an i18n instance has been given: the catalogue parts the screens opened so far need (a
 * new locale loads all of them), which of them its current locale has, and that locale's pack.
 */
interface PartsState {
  inUse: Set<MessagePart>;
  loaded: Set<MessagePart>;
  pack: Record<string, string>;
  latestRequest: number;
}
const states = new WeakMap<I18n, PartsState>();
function stateOf(i18n: I18n): PartsState {
  let state = states.get(i18n);
  if (!state) {
    state = { inUse: new Set(['shell']), loaded: new Set(), pack: {}, latestRequest: 0 };
    states.set(i18n, state);
  }
  return state;
}

async function compiledParts(locale: string, parts: readonly MessagePart[], sources: MessageSources): Promise<Messages> {
  // A locale an administrator added ships no catalogue: it is built on the English parts.
  const shipped = isLocale(locale) ? locale : SOURCE_LOCALE;
  const catalogs = await Promise.all(parts.map((part) => sources.loadCatalog(shipped, part)));
  return Object.assign({}, ...catalogs) as Messages;
}

/**
 * The shipped catalogue parts with the server's pack over them. Without the pack (offline,
 * server down) the shipped parts alone are a complete translation, so the locale is kept; only
 * a missing part makes the caller fall back to en-US.
 */
export async function loadLocaleMessages(
  locale: string,
  parts: readonly MessagePart[] = ['shell'],
  sources: MessageSources = defaultSources,
): Promise<{ messages: Messages; pack: Record<string, string> }> {
  if (!isLocale(locale)) {
    // An added locale's words are all in the server's pack (its words over its sister
    // language, else English), so without the pack it cannot be shown.
    const [base, pack] = await Promise.all([compiledParts(locale, parts, sources), sources.fetchPack(locale)]);
    return { messages: await mergePack(base, pack.messages, { withWordingKeys: parts.includes('shell') }), pack: pack.messages };
  }
  // The pack travels while the parts' chunks load: another locale's parts are a round trip too.
  const packRequest = sources.fetchPack(locale).then(
    (answer) => answer.messages,
    () => null,
  );
  const compiled = await compiledParts(locale, parts, sources);
  const pack = await packRequest;
  if (!pack) return { messages: compiled, pack: {} };
  try {
    return { messages: await mergePack(compiled, pack, { withWordingKeys: parts.includes('shell') }), pack };
  } catch {
    return { messages: compiled, pack: {} };
  }
}

export interface ActivateOptions {
  i18n?: I18n;
  sources?: MessageSources;
}

/**
 * Loads and applies a locale: messages (every part in use), the locale atom (read for the
 * User-Language header), the stored USER_LANGUAGE choice and the page's lang attribute. When the
 * locale cannot be loaded, en-US is applied (spec 1 §4) but the user's choice stays stored, so
 * the next start tries it again. A slower, older request never overrides a newer one. Resolves
 * to the applied locale.
 */
export async function activateLocale(requested: string, options: ActivateOptions = {}): Promise<string> {
  const i18n = options.i18n ?? appI18n;
  const sources = options.sources ?? defaultSources;
  const state = stateOf(i18n);
  const request = ++state.latestRequest;
  const wanted = canonicalLocale(requested) ?? SOURCE_LOCALE;
  const parts = [...state.inUse];

  let locale = wanted;
  let loaded = await loadLocaleMessages(wanted, parts, sources).catch(() => null);
  if (!loaded && wanted !== SOURCE_LOCALE) {
    locale = SOURCE_LOCALE;
    loaded = await loadLocaleMessages(SOURCE_LOCALE, parts, sources).catch(() => null);
  }
  let loadedParts = parts;
  // A screen may have asked for another part meanwhile; it waits for this locale to bring it.
  const extra = [...state.inUse].filter((part) => !parts.includes(part));
  if (loaded && extra.length > 0) {
    const more = await compiledParts(locale, extra, sources).catch(() => null);
    if (more) {
      loaded = { messages: { ...loaded.messages, ...(await mergePack(more, loaded.pack)) }, pack: loaded.pack };
      loadedParts = [...parts, ...extra];
    }
  }
  if (request !== state.latestRequest) return i18n.locale;
  if (!loaded) {
    // Even the en-US chunks failed: the bundled en-US shell keeps the frame readable.
    locale = SOURCE_LOCALE;
    loaded = { messages: { ...SOURCE_MESSAGES }, pack: {} };
    loadedParts = ['shell'];
  }

  // Replaced, not merged: a part loaded later is merged into this object, never into a shared one.
  i18n.loadAndActivate({ locale, messages: loaded.messages });
  state.loaded = new Set(loadedParts);
  state.pack = loaded.pack;
  store.set(localeAtom, locale);
  // A code nobody offers (a mistyped lang query) is not tried again at every start.
  writeText(STORAGE_KEYS.language, locale === wanted || isOffered(wanted) ? wanted : locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  return locale;
}

/**
 * Makes sure the current locale has the given catalogue parts, with the pack fetched when the
 * locale was applied laid over them; the router awaits it before a screen renders. Rejects when
 * a part cannot be loaded (offline and never cached), so the screen shows its error instead of
 * message ids.
 */
export async function ensureMessageParts(parts: readonly MessagePart[], options: ActivateOptions = {}): Promise<void> {
  const i18n = options.i18n ?? appI18n;
  const sources = options.sources ?? defaultSources;
  const state = stateOf(i18n);
  for (const part of parts) state.inUse.add(part);
  // A language switch while the parts load applies them itself; then this checks again.
  for (;;) {
    const locale = i18n.locale;
    const missing = parts.filter((part) => !state.loaded.has(part));
    if (missing.length === 0) return;
    const pack = state.pack;
    const messages = await mergePack(await compiledParts(locale, missing, sources), pack);
    if (i18n.locale !== locale || state.pack !== pack) continue;
    i18n.load(locale, messages);
    for (const part of missing) state.loaded.add(part);
  }
}

/**
 * For the app's entry: makes en-US usable synchronously (the first render never lacks messages),
 * then resolves once the startup locale is applied. Awaiting it before rendering avoids a flash
 * of English for other languages.
 */
export function startI18n(i18n: I18n = appI18n, locale: string = startupLocale()): Promise<string> {
  if (!i18n.locale) i18n.loadAndActivate({ locale: SOURCE_LOCALE, messages: { ...SOURCE_MESSAGES } });
  return activateLocale(locale, { i18n });
}

/**
 * Starts loading a locale's catalogue parts for the first page while the pack and the session
 * travel; the router's later ensureMessageParts then finds the chunks loaded. A part that cannot
 * load is the router's to report, not this warm-up's.
 */
export function preloadMessageParts(locale: string, parts: readonly MessagePart[]): void {
  const shipped = isLocale(locale) ? locale : SOURCE_LOCALE;
  for (const part of parts) loadCatalog(shipped, part).catch(() => undefined);
}
