import { SOURCE_LOCALE } from '../contract/locales';

/**
 * Where a message without a translation looks next, before en-US. A regional variant reads its
 * sister language rather than English (a Belgian user sees French, an Austrian one German);
 * both the catalog compiler (lingui.config.ts) and the server's language pack use this map, so
 * the browser and the API agree on every fallback.
 */
export const LOCALE_FALLBACKS: Readonly<Record<string, readonly string[]>> = {
  'fr-CA': ['fr-FR'],
  'fr-FR': ['fr-CA'],
  'fr-BE': ['fr-FR', 'fr-CA'],
  'fr-CH': ['fr-FR', 'fr-CA'],
  'de-AT': ['de-DE'],
  'de-CH': ['de-DE'],
  'es-AR': ['es-US'],
  'es-ES': ['es-US'],
  'pt-PT': ['pt-BR'],
  'nl-BE': ['nl-NL'],
};

/** The locales a message of `locale` is looked up in, in order, ending with the source locale. */
export function fallbackChain(locale: string): string[] {
  const chain = [locale, ...(LOCALE_FALLBACKS[locale] ?? []), SOURCE_LOCALE];
  return [...new Set(chain)];
}
