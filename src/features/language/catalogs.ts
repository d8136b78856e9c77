import type { Messages } from '@lingui/core';
import { SOURCE_LOCALE } from './shared';

type CatalogModule = { messages: Messages };

/**
 * The Lingui Vite plugin compiles each .po on import, with per-message fallbacks already applied
 * (lingui.config.ts). Every locale is its own chunk, fetched when chosen; en-US is bundled eagerly
 * so the portal always has a complete catalog to fall back on, even offline.
 */
const lazyCatalogs = import.meta.glob<CatalogModule>(['../../../locales/*/messages.po', '!../../../locales/en-US/messages.po']);
const sourceCatalog = import.meta.glob<CatalogModule>('../../../locales/en-US/messages.po', { eager: true });

const catalogPath = (locale: string) => `../../../locales/${locale}/messages.po`;

export const SOURCE_MESSAGES: Messages = sourceCatalog[catalogPath(SOURCE_LOCALE)]?.messages ?? {};

/** The compiled shipped catalog of a locale; rejects when there is none or its chunk cannot load. */
export async function loadCatalog(locale: string): Promise<Messages> {
  if (locale === SOURCE_LOCALE) return SOURCE_MESSAGES;
  const load = lazyCatalogs[catalogPath(locale)];
  if (!load) throw new Error(`No catalog for ${locale}`);
  return (await load()).messages;
}
