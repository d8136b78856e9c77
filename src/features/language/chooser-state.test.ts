import { describe, expect, it } from 'vitest';
import { initialChooserState, languagesOfRegion, reduceChooser, regionsOf } from './chooser-state';
import { defaultLanguageList, type LanguageOption } from './language-list';
import { REGIONS } from './app-links';

const list = defaultLanguageList();

describe('chooser state', () => {
  it('lists each region’s languages in contract order', () => {
    expect(languagesOfRegion(list, 'north-america').map((l) => l.locale)).toEqual(['en-US', 'es-US', 'en-CA', 'fr-CA']);
    expect(languagesOfRegion(list, 'south-america').map((l) => l.locale)).toEqual(['es-AR', 'pt-BR']);
    expect(languagesOfRegion(list, 'europe')).toHaveLength(REGIONS.europe.locales.length);
    expect(languagesOfRegion(list, 'asia').map((l) => l.locale)).toEqual(['zh-CN', 'ja-JP', 'id-ID', 'hi-IN']);
    expect(regionsOf(list)).toEqual(['north-america', 'south-america', 'europe', 'asia']);
  });

  it('opens on the current locale and its region', () => {
    expect(initialChooserState(list, 'de-DE')).toEqual({ region: 'europe', locale: 'de-DE' });
    expect(initialChooserState(list, 'xx-XX')).toEqual({ region: 'north-america', locale: 'en-US' });
  });

  it('resets the language to the region’s first when the region changes', () => {
    const state = initialChooserState(list, 'fr-CA');
    expect(reduceChooser(state, { type: 'region', region: 'europe' }, list)).toEqual({ region: 'europe', locale: 'en-GB' });
    expect(reduceChooser(state, { type: 'region', region: 'south-america' }, list)).toEqual({ region: 'south-america', locale: 'es-AR' });
    expect(reduceChooser(state, { type: 'region', region: 'north-america' }, list)).toBe(state);
  });

  it('keeps the region when a language is chosen and ignores unknown languages', () => {
    const state = initialChooserState(list, 'en-US');
    expect(reduceChooser(state, { type: 'language', locale: 'fr-CA' }, list)).toEqual({ region: 'north-america', locale: 'fr-CA' });
    expect(reduceChooser(state, { type: 'language', locale: 'xx-XX' }, list)).toBe(state);
  });

  it('skips regions the server offers no language for', () => {
    const short: LanguageOption[] = list.filter((l) => l.region !== 'asia' && l.region !== 'south-america');
    expect(regionsOf(short)).toEqual(['north-america', 'europe']);
    const state = initialChooserState(short, 'en-US');
    expect(reduceChooser(state, { type: 'region', region: 'asia' }, short)).toBe(state);
  });
});
