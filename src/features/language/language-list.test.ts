import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedLanguageList, LANGUAGE_LIST_TTL_MS, languageList, nativeLabel, rememberLanguageList } from './language-list';
import { ALL_LOCALES, STORAGE_KEYS } from './app-links';
import { stubLocalStorage } from './test-storage';

let storage: Map<string, string>;
beforeEach(() => {
  storage = stubLocalStorage();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('language list', () => {
  it('names languages in their own language', () => {
    expect(nativeLabel('fr-CA')).toMatch(/^Français/);
    expect(nativeLabel('de-DE')).toMatch(/^Deutsch/);
  });

  it("writes out each shipped locale's name as ICU gives it, capitalised, so no page asks the browser", () => {
    const icu = ALL_LOCALES.map((locale) => {
      const name = new Intl.DisplayNames([locale], { type: 'language', languageDisplay: 'standard' }).of(locale)!;
      return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
    });
    const spy = vi.spyOn(Intl, 'DisplayNames');
    try {
      expect(ALL_LOCALES.map((locale) => nativeLabel(locale))).toEqual(icu);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('offers every contract locale without a cached server list', () => {
    expect(languageList().map((l) => l.locale)).toEqual(ALL_LOCALES);
  });

  it('keeps the server list for 24 hours, with the expiry stored as a timestamp', () => {
    const now = 1_700_000_000_000;
    rememberLanguageList(
      [
        { locale: 'en-US', label: 'English (United States)' },
        { locale: 'fr-CA', label: 'Français (Canada)' },
        { locale: 'xx-XX', label: 'Unknown' },
        // Added by an administrator: offered in its stored region.
        { locale: 'fr-LU', label: 'Français (Luxembourg)', region: 'EMEA' },
        { locale: 'not a tag', label: 'Broken', region: 'EMEA' },
      ],
      now,
    );
    expect(storage.get(STORAGE_KEYS.languageListExpiry)).toBe(String(now + LANGUAGE_LIST_TTL_MS));
    const expected = [
      { locale: 'en-US', label: 'English (United States)', region: 'north-america' },
      { locale: 'fr-CA', label: 'Français (Canada)', region: 'north-america' },
      { locale: 'fr-LU', label: nativeLabel('fr-LU'), region: 'europe' },
    ];
    expect(cachedLanguageList(now + LANGUAGE_LIST_TTL_MS - 1)).toEqual(expected);
    expect(nativeLabel('fr-LU')).toMatch(/^Français/);
    expect(cachedLanguageList(now + LANGUAGE_LIST_TTL_MS)).toBeNull();
    expect(languageList(now + LANGUAGE_LIST_TTL_MS)).toHaveLength(ALL_LOCALES.length);
  });
});
