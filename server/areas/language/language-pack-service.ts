import type { Db } from '../../db/client';
import { fallbackChain } from '../../../locales/fallbacks';
import { createCatalogStore, type CatalogStore } from './catalogs';
import { buildPackAndChanges } from './language-pack';
import { createTtlCache } from './pack-cache';
import { findTranslations } from './repository';

export interface LanguagePack {
  locale: string;
  messages: Record<string, string>;
  /** The messages the database changed or added over the catalogues; what a client shipping the locale's catalogue lacks. */
  changes: Record<string, string>;
}

export interface LanguagePackService {
  /** chain: where a message looks after the locale; a shipped locale's own fallbacks unless given. */
  get(locale: string, chain?: readonly string[]): Promise<LanguagePack>;
  /** Forget the cached pack of one locale (or all), e.g. after an admin translation edit. */
  clear(locale?: string): void;
  /** The version of the catalogues the packs are built from (locales/catalog-version.ts). */
  catalogVersion(): string;
}

export interface LanguagePackOptions {
  catalogs?: CatalogStore;
  ttlMs?: number;
  now?: () => number;
}

/** How long a merged pack is served from memory; an admin edit shows within this window. */
export const PACK_TTL_MS = 60_000;

/** The shipped catalog of a locale, completed along its fallback chain, with the database's translations over it. */
export function createLanguagePackService(db: Db, options: LanguagePackOptions = {}): LanguagePackService {
  const catalogs = options.catalogs ?? createCatalogStore();
  const cache = createTtlCache<LanguagePack>(options.ttlMs ?? PACK_TTL_MS, options.now);
  async function load(locale: string, codes: readonly string[]): Promise<LanguagePack> {
    const [chain, rows] = await Promise.all([Promise.all(codes.map((l) => catalogs.get(l))), findTranslations(db, locale)]);
    return { locale, ...buildPackAndChanges(chain, rows) };
  }
  return {
    get: (locale, chain = fallbackChain(locale)) => cache.get(locale, () => load(locale, chain)),
    clear: (locale) => cache.clear(locale),
    catalogVersion: catalogs.version,
  };
}
