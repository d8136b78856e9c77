/**
 * Regions and their locales (spec 1 §9). The spec names about 25 European locales without
 * listing them; this is the list, chosen to cover the EU markets plus Norway, Switzerland and Turkey.
 */
export const REGIONS = {
  'north-america': { label: 'North America', locales: ['en-US', 'es-US', 'en-CA', 'fr-CA'] },
  'south-america': { label: 'South America', locales: ['es-AR', 'pt-BR'] },
  europe: {
    label: 'Europe',
    locales: [
      'en-GB', 'de-DE', 'fr-FR', 'it-IT', 'es-ES', 'pt-PT', 'nl-NL', 'nl-BE', 'fr-BE', 'de-AT', 'de-CH', 'fr-CH', 'pl-PL',
      'cs-CZ', 'sk-SK', 'hu-HU', 'ro-RO', 'bg-BG', 'hr-HR', 'sl-SI', 'sv-SE', 'da-DK', 'fi-FI', 'nb-NO', 'tr-TR',
    ],
  },
  asia: { label: 'Asia', locales: ['zh-CN', 'ja-JP', 'id-ID', 'hi-IN'] },
} as const;

export type RegionKey = keyof typeof REGIONS;
export const SOURCE_LOCALE = 'en-US';
export const ALL_LOCALES = Object.values(REGIONS).flatMap((r) => r.locales);
export type Locale = (typeof ALL_LOCALES)[number];

/**
 * Each shipped locale named in its own language, as a language picker lists it ("Français (Canada)"):
 * the header shows the current one on every page, and asking Intl.DisplayNames for it costs a page
 * load tens of milliseconds of locale data on a phone. Written from ICU's names (what
 * Intl.DisplayNames gives), so every browser shows the same words.
 */
export const NATIVE_NAMES: Readonly<Record<Locale, string>> = {
  'en-US': 'English (United States)',
  'es-US': 'Español (Estados Unidos)',
  'en-CA': 'English (Canada)',
  'fr-CA': 'Français (Canada)',
  'es-AR': 'Español (Argentina)',
  'pt-BR': 'Português (Brasil)',
  'en-GB': 'English (United Kingdom)',
  'de-DE': 'Deutsch (Deutschland)',
  'fr-FR': 'Français (France)',
  'it-IT': 'Italiano (Italia)',
  'es-ES': 'Español (España)',
  'pt-PT': 'Português (Portugal)',
  'nl-NL': 'Nederlands (Nederland)',
  'nl-BE': 'Nederlands (België)',
  'fr-BE': 'Français (Belgique)',
  'de-AT': 'Deutsch (Österreich)',
  'de-CH': 'Deutsch (Schweiz)',
  'fr-CH': 'Français (Suisse)',
  'pl-PL': 'Polski (Polska)',
  'cs-CZ': 'Čeština (Česko)',
  'sk-SK': 'Slovenčina (Slovensko)',
  'hu-HU': 'Magyar (Magyarország)',
  'ro-RO': 'Română (România)',
  'bg-BG': 'Български (България)',
  'hr-HR': 'Hrvatski (Hrvatska)',
  'sl-SI': 'Slovenščina (Slovenija)',
  'sv-SE': 'Svenska (Sverige)',
  'da-DK': 'Dansk (Danmark)',
  'fi-FI': 'Suomi (Suomi)',
  'nb-NO': 'Norsk bokmål (Norge)',
  'tr-TR': 'Türkçe (Türkiye)',
  'zh-CN': '中文（中国）',
  'ja-JP': '日本語 (日本)',
  'id-ID': 'Indonesia (Indonesia)',
  'hi-IN': 'हिन्दी (भारत)',
};

/** Locales whose catalogs are translated in full; the others fall back to en-US per message. */
export const COMPLETE_LOCALES: readonly string[] = ['en-US', 'es-US', 'fr-CA', 'pt-BR', 'de-DE', 'fr-FR'];

export const isLocale = (value: string): value is Locale => (ALL_LOCALES as readonly string[]).includes(value);

export function regionOfLocale(locale: string): RegionKey {
  for (const [key, region] of Object.entries(REGIONS)) {
    if ((region.locales as readonly string[]).includes(locale)) return key as RegionKey;
  }
  return 'north-america';
}

/** The region codes stored with a locale (admin translations, app setup) as the chooser's regions. */
export const REGION_OF_CODE: Readonly<Record<string, RegionKey>> = { NA: 'north-america', SA: 'south-america', EMEA: 'europe', ASIA: 'asia' };

/**
 * The shipped locale an added locale (one an administrator created, without a catalog of its
 * own) reads where it has no word: the same language, a completely translated catalog first, in
 * the same region first (fr-LU in Europe reads fr-FR, es-MX in North America es-US); null for a
 * language the portal does not ship, which reads en-US.
 */
export function sisterLocale(code: string, region: RegionKey | undefined): string | null {
  const language = code.split('-')[0]!.toLowerCase();
  const same = ALL_LOCALES.filter((l) => l.split('-')[0] === language && l !== code);
  const rank = (l: string) => (COMPLETE_LOCALES.includes(l) ? 0 : 2) + (region && regionOfLocale(l) === region ? 0 : 1);
  return [...same].sort((a, b) => rank(a) - rank(b))[0] ?? null;
}
