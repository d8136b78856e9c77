/** The region and language chooser's lists (spec 1 §9), with labels in their own language. */

export const LOCALES = [
  { code: 'en-US', label: 'English (United States)', region: 'NA' },
  { code: 'es-US', label: 'Español (Estados Unidos)', region: 'NA' },
  { code: 'en-CA', label: 'English (Canada)', region: 'NA' },
  { code: 'fr-CA', label: 'Français (Canada)', region: 'NA' },
  { code: 'es-AR', label: 'Español (Argentina)', region: 'SA' },
  { code: 'pt-BR', label: 'Português (Brasil)', region: 'SA' },
  { code: 'en-GB', label: 'English (United Kingdom)', region: 'EMEA' },
  { code: 'de-DE', label: 'Deutsch (Deutschland)', region: 'EMEA' },
  { code: 'fr-FR', label: 'Français (France)', region: 'EMEA' },
  { code: 'it-IT', label: 'Italiano (Italia)', region: 'EMEA' },
  { code: 'es-ES', label: 'Español (España)', region: 'EMEA' },
  { code: 'pt-PT', label: 'Português (Portugal)', region: 'EMEA' },
  { code: 'nl-NL', label: 'Nederlands (Nederland)', region: 'EMEA' },
  { code: 'nl-BE', label: 'Nederlands (België)', region: 'EMEA' },
  { code: 'fr-BE', label: 'Français (Belgique)', region: 'EMEA' },
  { code: 'de-AT', label: 'Deutsch (Österreich)', region: 'EMEA' },
  { code: 'de-CH', label: 'Deutsch (Schweiz)', region: 'EMEA' },
  { code: 'fr-CH', label: 'Français (Suisse)', region: 'EMEA' },
  { code: 'pl-PL', label: 'Polski (Polska)', region: 'EMEA' },
  { code: 'cs-CZ', label: 'Čeština (Česko)', region: 'EMEA' },
  { code: 'sk-SK', label: 'Slovenčina (Slovensko)', region: 'EMEA' },
  { code: 'hu-HU', label: 'Magyar (Magyarország)', region: 'EMEA' },
  { code: 'ro-RO', label: 'Română (România)', region: 'EMEA' },
  { code: 'bg-BG', label: 'Български (България)', region: 'EMEA' },
  { code: 'hr-HR', label: 'Hrvatski (Hrvatska)', region: 'EMEA' },
  { code: 'sl-SI', label: 'Slovenščina (Slovenija)', region: 'EMEA' },
  { code: 'sv-SE', label: 'Svenska (Sverige)', region: 'EMEA' },
  { code: 'da-DK', label: 'Dansk (Danmark)', region: 'EMEA' },
  { code: 'fi-FI', label: 'Suomi (Suomi)', region: 'EMEA' },
  { code: 'nb-NO', label: 'Norsk bokmål (Norge)', region: 'EMEA' },
  { code: 'tr-TR', label: 'Türkçe (Türkiye)', region: 'EMEA' },
  { code: 'zh-CN', label: '中文 (中国)', region: 'ASIA' },
  { code: 'ja-JP', label: '日本語 (日本)', region: 'ASIA' },
  { code: 'id-ID', label: 'Bahasa Indonesia (Indonesia)', region: 'ASIA' },
  { code: 'hi-IN', label: 'हिन्दी (भारत)', region: 'ASIA' },
] as const;

/**
 * Database overrides merged over the shipped catalogs (admin translations). None changes the
 * spelling of one word in one place: a locale spells a word one way on every screen.
 */
export const TRANSLATION_OVERRIDES = [
  { locale: 'fr-CA', text: 'Fleet Dashboard', translated: 'Tableau de bord du parc', comments: 'Québec usage' },
  { locale: 'fr-CA', text: 'Tread depth', translated: 'Profondeur de sculpture', comments: null },
  { locale: 'fr-CA', text: 'Trailer readiness', translated: 'État de préparation des remorques', comments: null },
  { locale: 'es-US', text: 'Fleet Dashboard', translated: 'Tablero de la flota', comments: null },
  { locale: 'es-US', text: 'Tread depth', translated: 'Profundidad de la banda', comments: 'término del taller' },
  { locale: 'de-DE', text: 'Tread depth', translated: 'Profiltiefe', comments: null },
  { locale: 'de-DE', text: 'Scrap analysis', translated: 'Altreifenanalyse', comments: null },
  { locale: 'pt-BR', text: 'Retread', translated: 'Recapagem', comments: null },
] as const;
