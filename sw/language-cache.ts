/// <reference lib="webworker" />
import { catalogFileOf, LANGUAGE_FILES_CACHE } from './language-files';

/**
 * Keeps the catalogue files of the locales this device reads (sw/language-files.ts). A page asks
 * for its locale when it starts and when its user picks another; a new version of the worker
 * fetches the kept locales' files of its own build while it installs, so a language that opened
 * offline before an update still does after it.
 */
export class LanguageFileCache {
  private readonly byLocale: Map<string, string[]>;
  private readonly all: Set<string>;

  /** `byLocale`: each locale's catalogue files in this build, as the precache manifest names them. */
  constructor(byLocale: ReadonlyMap<string, readonly string[]>, base: string) {
    this.byLocale = new Map([...byLocale].map(([locale, urls]) => [locale, urls.map((url) => new URL(url, base).href)]));
    this.all = new Set([...this.byLocale.values()].flat());
  }

  /** This build's catalogue files of a locale, as absolute URLs; none for en-US or an unknown locale. */
  urlsOf(locale: string): string[] {
    return this.byLocale.get(locale) ?? [];
  }

  /** Fetches the files of these locales that the cache does not hold yet. */
  async keep(locales: readonly string[]): Promise<void> {
    const cache = await caches.open(LANGUAGE_FILES_CACHE);
    const held = new Set((await cache.keys()).map((request) => request.url));
    const missing = locales.flatMap((locale) => this.urlsOf(locale)).filter((url) => !held.has(url));
    // Hashed names: a file of this build never changes, so the HTTP cache may answer.
    if (missing.length > 0) await cache.addAll(missing);
  }

  /** The locales any build's files in the cache belong to: the languages this device has read. */
  async keptLocales(): Promise<string[]> {
    const cache = await caches.open(LANGUAGE_FILES_CACHE);
    const locales = (await cache.keys()).map((request) => catalogFileOf(request.url)?.locale);
    return [...new Set(locales.filter((locale): locale is string => locale !== undefined))];
  }

  /** Deletes the files of earlier builds, once this worker has taken over from theirs. */
  async dropOtherBuilds(): Promise<void> {
    const cache = await caches.open(LANGUAGE_FILES_CACHE);
    const stale = (await cache.keys()).filter((request) => !this.all.has(request.url));
    await Promise.all(stale.map((request) => cache.delete(request)));
  }

  /** Whether a URL is one of this build's catalogue files of a locale other than en-US. */
  isLanguageFile(url: string): boolean {
    return this.all.has(url);
  }
}
