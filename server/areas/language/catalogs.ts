import { formatter } from '@lingui/format-po';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SOURCE_LOCALE } from '../../../contract/locales';
import { watchedCatalogVersion } from '../../../locales/catalog-version';
import type { Catalog, CatalogEntry } from './language-pack';

/** The catalogs the PWA is built from; the server reads the same .po files, so both agree. */
export const LOCALES_DIR = fileURLToPath(new URL('../../../locales', import.meta.url));

const po = formatter({ lineNumbers: false });

/**
 * One .po file as id → source text and translation. Lingui's own parser computes the ids, so a
 * message hashed by the macro in the browser has the same id here.
 */
export async function parseCatalog(content: string, locale: string): Promise<Catalog> {
  const parsed = await po.parse(content, { locale, sourceLocale: SOURCE_LOCALE, filename: `${locale}/messages.po` });
  const catalog = new Map<string, CatalogEntry>();
  for (const [id, entry] of Object.entries(parsed)) {
    if (entry.obsolete) continue;
    catalog.set(id, { source: entry.message ?? null, translation: entry.translation ?? '' });
  }
  return catalog;
}

export interface CatalogStore {
  get(locale: string): Promise<Catalog>;
  /** The catalogues' version, as the build computes it for the app it makes. */
  version(): string;
}

/**
 * Reads catalogs on first use and again only when a file changes, so a deploy or an edited
 * catalog in development is picked up without a restart. A locale without a file is empty and
 * falls back message by message.
 */
export function createCatalogStore(dir: string = LOCALES_DIR): CatalogStore {
  const cache = new Map<string, { mtimeMs: number; catalog: Promise<Catalog> }>();
  return {
    version: watchedCatalogVersion(dir),
    async get(locale) {
      const file = join(dir, locale, 'messages.po');
      const info = await stat(file).catch(() => null);
      if (!info) return new Map();
      const cached = cache.get(locale);
      if (cached && cached.mtimeMs === info.mtimeMs) return cached.catalog;
      const catalog = readFile(file, 'utf8').then((content) => parseCatalog(content, locale));
      cache.set(locale, { mtimeMs: info.mtimeMs, catalog });
      catalog.catch(() => cache.delete(locale));
      return catalog;
    },
  };
}
