import type { Messages } from '@lingui/core';
import type { MessagePart } from '../../lib/message-parts';

// The types live here, not in catalogs.ts, which loads this file lazily: no import goes back.
export type CatalogModule = { messages: Messages };
export type CatalogLoaders = Record<string, () => Promise<CatalogModule>>;

/**
 * Every part of every shipped locale but en-US (whose parts the entry names itself): about 170
 * chunk names, 3 KiB gzipped that a page in en-US never needs. Loaded with the first catalogue
 * of another locale; precached like every chunk, so it loads offline too. The globs name each
 * part literally: the bundler must see every import it is to split.
 */
export const PART_LOADERS: Record<MessagePart, CatalogLoaders> = {
  shell: import.meta.glob<CatalogModule>(['../../../locales/*/messages.po', '!../../../locales/en-US/messages.po'], { query: '?part=shell' }),
  field: import.meta.glob<CatalogModule>(['../../../locales/*/messages.po', '!../../../locales/en-US/messages.po'], { query: '?part=field' }),
  survey: import.meta.glob<CatalogModule>(['../../../locales/*/messages.po', '!../../../locales/en-US/messages.po'], { query: '?part=survey' }),
  admin: import.meta.glob<CatalogModule>(['../../../locales/*/messages.po', '!../../../locales/en-US/messages.po'], { query: '?part=admin' }),
  reports: import.meta.glob<CatalogModule>(['../../../locales/*/messages.po', '!../../../locales/en-US/messages.po'], { query: '?part=reports' }),
};
