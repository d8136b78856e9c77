import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { MESSAGE_PARTS, type MessagePart } from '../src/lib/message-parts.ts';
import { catalogChunkName } from '../sw/language-files.ts';
import { catalogParts, ROOT_DIR, type CatalogParts } from './catalog-parts.ts';

const PART_QUERY = /\.po\?part=([a-z]+)$/;
const LOCALE_PART_MODULE = /\/locales\/([^/]+)\/messages\.po\?part=([a-z]+)$/;

/**
 * Compiles `locales/{locale}/messages.po?part={part}` to one part of that locale's catalogue: the
 * same compilation (and per-message fallbacks) as the Lingui Vite plugin applies to a whole
 * `.po`, kept to the ids of the part (scripts/catalog-parts.ts). Each import is its own module,
 * so every locale's part is its own chunk, named after its locale and part
 * (`messages-fr-CA-field-<hash>.js`): the service worker keeps a locale's files by that name
 * (sw/language-files.ts).
 */
export function linguiCatalogParts(): Plugin {
  const config = getConfig({ cwd: ROOT_DIR });
  const rootDir = config.rootDir ?? ROOT_DIR;
  const translationOptions = { fallbackLocales: config.fallbackLocales || {}, sourceLocale: config.sourceLocale ?? 'en-US' };
  let parts: Promise<CatalogParts> | null = null;
  return {
    name: 'lingui-catalog-parts',
    enforce: 'pre',
    buildStart() {
      parts = null;
    },
    outputOptions(options) {
      const otherChunks = options.chunkFileNames ?? 'assets/[name]-[hash].js';
      return {
        ...options,
        chunkFileNames: (chunk) => {
          const catalog = chunk.facadeModuleId ? LOCALE_PART_MODULE.exec(chunk.facadeModuleId) : null;
          if (catalog) return `assets/${catalogChunkName(catalog[1]!, catalog[2] as MessagePart)}-[hash].js`;
          return typeof otherChunks === 'function' ? otherChunks(chunk) : otherChunks;
        },
      };
    },
    handleHotUpdate({ file }) {
      // A new message or a moved import changes which part holds what.
      if (/\.(po|tsx?)$/.test(file)) parts = null;
    },
    async load(id) {
      const match = PART_QUERY.exec(id);
      if (!match) return null;
      const part = match[1] as MessagePart;
      if (!MESSAGE_PARTS.includes(part)) throw new Error(`Unknown catalogue part "${part}" in ${id}`);
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const fileCatalog = getCatalogForFile(relative(rootDir, file), await getCatalogs(config));
      if (!fileCatalog) throw new Error(`${file} is not a catalogue of lingui.config.ts`);
      const { locale, catalog } = fileCatalog;
      const { messages } = await catalog.getTranslations(locale, translationOptions);
      parts ??= catalogParts();
      const ids = (await parts)[part];
      const kept = Object.fromEntries(Object.entries(messages).filter(([messageId]) => ids.has(messageId)));
      const { source, errors } = createCompiledCatalog(locale, kept, { namespace: 'es', pseudoLocale: config.pseudoLocale });
      // A catalogue that does not compile would show raw ICU text; the build must say so.
      if (errors.length > 0) throw new Error(`${file}: ${errors.map((error) => `${error.id}: ${String(error.error)}`).join('; ')}`);
      return { code: source, map: null, moduleType: 'js' };
    },
  };
}
