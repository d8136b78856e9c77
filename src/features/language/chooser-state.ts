import type { LanguageOption } from './language-list';
import { REGIONS, regionOfLocale, type RegionKey } from './app-links';

export interface ChooserState {
  region: RegionKey;
  locale: string;
}

export type ChooserAction = { type: 'region'; region: RegionKey } | { type: 'language'; locale: string };

export function languagesOfRegion(list: readonly LanguageOption[], region: RegionKey): LanguageOption[] {
  return list.filter((l) => l.region === region);
}

/** The regions that offer at least one language, in the spec's order. */
export function regionsOf(list: readonly LanguageOption[]): RegionKey[] {
  return (Object.keys(REGIONS) as RegionKey[]).filter((region) => list.some((l) => l.region === region));
}

/** Opens on the current locale; a locale the list lacks opens on the first region's first language. */
export function initialChooserState(list: readonly LanguageOption[], currentLocale: string): ChooserState {
  const current = list.find((l) => l.locale === currentLocale);
  if (current) return { region: current.region, locale: current.locale };
  const region = regionsOf(list)[0] ?? regionOfLocale(currentLocale);
  return { region, locale: languagesOfRegion(list, region)[0]?.locale ?? currentLocale };
}

/**
 * Spec 1 §2: choosing a region resets the language to the first of that region's list; choosing
 * a language keeps (or moves to) its region. Choices outside the list are ignored.
 */
export function reduceChooser(state: ChooserState, action: ChooserAction, list: readonly LanguageOption[]): ChooserState {
  if (action.type === 'region') {
    const first = languagesOfRegion(list, action.region)[0];
    if (!first || action.region === state.region) return state;
    return { region: action.region, locale: first.locale };
  }
  const chosen = list.find((l) => l.locale === action.locale);
  if (!chosen) return state;
  return { region: chosen.region, locale: chosen.locale };
}
