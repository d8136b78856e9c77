import type { Messages } from '@lingui/core';
import type { MessagePart } from '../../lib/message-parts';
import type { CatalogLoaders, CatalogModule } from './catalog-loaders';
import { SOURCE_LOCALE } from './app-links';

/**
 * Each `.po` compiles to one chunk per part (scripts/vite-catalog-parts.ts), with per-message
 * fallbacks already applied (lingui.config.ts). A locale's parts are fetched when a screen needs
 * them; the en-US shell is bundled, so the portal's frame always has its words, even offline.
 * The entry names only en-US's other parts; the other locales' loaders load with the first of
 * their catalogues (catalog-loaders.ts).
 */
const SOURCE_PART_LOADERS: Record<Exclude<MessagePart, 'shell'>, CatalogLoaders> = {
  field: import.meta.glob<CatalogModule>('../../../locales/en-US/messages.po', { query: '?part=field' }),
  survey: import.meta.glob<CatalogModule>('../../../locales/en-US/messages.po', { query: '?part=survey' }),
  admin: import.meta.glob<CatalogModule>('../../../locales/en-US/messages.po', { query: '?part=admin' }),
  reports: import.meta.glob<CatalogModule>('../../../locales/en-US/messages.po', { query: '?part=reports' }),
};
const sourceShell = import.meta.glob<CatalogModule>('../../../locales/en-US/messages.po', { query: '?part=shell', eager: true });

const catalogPath = (locale: string) => `../../../locales/${locale}/messages.po`;
const pick = <T>(modules: Record<string, T>, locale: string, part: MessagePart): T | undefined =>
  modules[catalogPath(locale)] ?? modules[`${catalogPath(locale)}?part=${part}`];

/** The en-US words of the portal's frame: header, footer, popups, sign-in landing. */
export const SOURCE_MESSAGES: Messages = pick(sourceShell, SOURCE_LOCALE, 'shell')?.messages ?? {};

/** One part of a locale's compiled shipped catalogue; rejects when there is none or its chunk cannot load. */
export async function loadCatalog(locale: string, part: MessagePart = 'shell'): Promise<Messages> {
  if (locale === SOURCE_LOCALE && part === 'shell') return SOURCE_MESSAGES;
  const loaders = locale === SOURCE_LOCALE ? SOURCE_PART_LOADERS[part as Exclude<MessagePart, 'shell'>] : (await import('./catalog-loaders')).PART_LOADERS[part];
  const load = pick(loaders, locale, part);
  if (!load) throw new Error(`No ${part} catalog for ${locale}`);
  return (await load()).messages;
}
