import { setupI18n, type Messages } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessagePart } from '../../lib/message-parts';
import { activateLocale, ensureMessageParts, startupLocale, type MessageSources } from './activate-locale';
import { localeAtom, STORAGE_KEYS, store } from './app-links';
import { stubLocalStorage } from './test-storage';

const catalogs: Record<string, Messages> = {
  'en-US': { logout: ['Log out'], menu: ['Menu'] },
  'fr-CA': { logout: ['Se déconnecter'], menu: ['Menu'] },
};
const fieldCatalogs: Record<string, Messages> = {
  'en-US': { tireId: ['Tire'] },
  'fr-CA': { tireId: ['Pneu'] },
};

function sources(overrides: Partial<MessageSources> = {}): MessageSources {
  return {
    loadCatalog: async (locale, part: MessagePart = 'shell') => {
      const catalog = (part === 'shell' ? catalogs : part === 'field' ? fieldCatalogs : {})[locale];
      if (!catalog) throw new Error('no chunk');
      return { ...catalog };
    },
    // The server answers the shipped locales and one an administrator added; anything else is a 404.
    fetchPack: async (locale) => {
      if (!(locale in catalogs) && locale !== 'fr-LU' && locale !== 'de-DE') throw new Error('404');
      const messages: Record<string, string> = locale === 'fr-LU' ? { logout: 'Se déconnecter (LU)' } : {};
      return { locale, messages };
    },
    ...overrides,
  };
}

let storage: Map<string, string>;
beforeEach(() => {
  storage = stubLocalStorage();
  vi.stubGlobal('document', { documentElement: { lang: 'en' } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('activateLocale', () => {
  it('applies the catalog with the server pack over it and records the choice', async () => {
    const i18n = setupI18n();
    const fetchPack = vi.fn(async (locale: string) => ({ locale, messages: { menu: 'Menu principal' } }));
    expect(await activateLocale('fr-CA', { i18n, sources: sources({ fetchPack }) })).toBe('fr-CA');
    expect(i18n._('logout')).toBe('Se déconnecter');
    expect(i18n._('menu')).toBe('Menu principal');
    expect(store.get(localeAtom)).toBe('fr-CA');
    expect(storage.get(STORAGE_KEYS.language)).toBe('fr-CA');
    expect(document.documentElement.lang).toBe('fr-CA');
  });

  it('asks for the pack before the locale\'s catalogue chunks have loaded, not after', async () => {
    const i18n = setupI18n();
    const events: string[] = [];
    const loadCatalog: MessageSources['loadCatalog'] = async (locale, part) => {
      events.push('catalog requested');
      await new Promise((resolve) => setTimeout(resolve, 5));
      events.push('catalog loaded');
      return sources().loadCatalog(locale, part);
    };
    const fetchPack = vi.fn(async (locale: string) => {
      events.push('pack requested');
      return { locale, messages: { menu: 'Menu principal' } };
    });
    expect(await activateLocale('fr-CA', { i18n, sources: sources({ loadCatalog, fetchPack }) })).toBe('fr-CA');
    expect(events.indexOf('pack requested')).toBeLessThan(events.indexOf('catalog loaded'));
    expect(i18n._('menu')).toBe('Menu principal');
  });

  it('keeps the shipped catalog when the pack cannot be fetched', async () => {
    const i18n = setupI18n();
    const fetchPack = async () => Promise.reject(new Error('offline'));
    expect(await activateLocale('fr-CA', { i18n, sources: sources({ fetchPack }) })).toBe('fr-CA');
    expect(i18n._('logout')).toBe('Se déconnecter');
  });

  it('falls back to en-US when the locale cannot be loaded, keeping the stored choice', async () => {
    const i18n = setupI18n();
    expect(await activateLocale('de-DE', { i18n, sources: sources() })).toBe('en-US');
    expect(i18n._('logout')).toBe('Log out');
    expect(store.get(localeAtom)).toBe('en-US');
    expect(storage.get(STORAGE_KEYS.language)).toBe('de-DE');
  });

  it('treats an unknown code as en-US, and does not try it again at the next start', async () => {
    const i18n = setupI18n();
    expect(await activateLocale('xx-XX', { i18n, sources: sources() })).toBe('en-US');
    expect(storage.get(STORAGE_KEYS.language)).toBe('en-US');
  });

  it('applies a locale an administrator added from the server pack over en-US', async () => {
    const i18n = setupI18n();
    expect(await activateLocale('fr-lu', { i18n, sources: sources() })).toBe('fr-LU');
    expect(i18n._('logout')).toBe('Se déconnecter (LU)');
    expect(i18n._('menu')).toBe('Menu');
    expect(storage.get(STORAGE_KEYS.language)).toBe('fr-LU');
  });

  it('cannot show an added locale without its pack, so shows en-US and keeps the choice when the server offers it', async () => {
    const i18n = setupI18n();
    storage.set(STORAGE_KEYS.languageList, JSON.stringify([{ locale: 'fr-LU', label: 'Français (Luxembourg)', region: 'EMEA' }]));
    storage.set(STORAGE_KEYS.languageListExpiry, String(Date.now() + 60_000));
    const fetchPack = async () => Promise.reject(new Error('offline'));
    expect(await activateLocale('fr-LU', { i18n, sources: sources({ fetchPack }) })).toBe('en-US');
    expect(storage.get(STORAGE_KEYS.language)).toBe('fr-LU');
  });

  it('lets the latest request win when an older one resolves later', async () => {
    const i18n = setupI18n();
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    const loadCatalog = async (locale: string) => {
      if (locale === 'fr-CA') await slow;
      return catalogs[locale] ?? {};
    };
    const first = activateLocale('fr-CA', { i18n, sources: sources({ loadCatalog }) });
    await activateLocale('en-US', { i18n, sources: sources({ loadCatalog }) });
    release();
    await first;
    expect(i18n.locale).toBe('en-US');
  });
});

describe('ensureMessageParts', () => {
  it("adds a screen's part to the current locale, with the pack's words over it", async () => {
    const i18n = setupI18n();
    const fetchPack = async (locale: string) => ({ locale, messages: { tireId: 'Pneumatique', menu: 'Menu' } });
    await activateLocale('fr-CA', { i18n, sources: sources({ fetchPack }) });
    expect(i18n._('tireId')).toBe('tireId');
    await ensureMessageParts(['field'], { i18n, sources: sources({ fetchPack }) });
    expect(i18n._('tireId')).toBe('Pneumatique');
    expect(i18n._('logout')).toBe('Se déconnecter');
  });

  it('brings the parts in use along when the language changes', async () => {
    const i18n = setupI18n();
    await activateLocale('en-US', { i18n, sources: sources() });
    await ensureMessageParts(['field'], { i18n, sources: sources() });
    expect(i18n._('tireId')).toBe('Tire');
    await activateLocale('fr-CA', { i18n, sources: sources() });
    expect(i18n._('tireId')).toBe('Pneu');
  });

  it('rejects when a part cannot be loaded, so the screen shows its error instead of ids', async () => {
    const i18n = setupI18n();
    await activateLocale('fr-CA', { i18n, sources: sources() });
    await expect(ensureMessageParts(['admin'], { i18n, sources: sources() })).rejects.toThrow('no chunk');
  });

  it('a part asked for while the language changes arrives in the new language', async () => {
    const i18n = setupI18n();
    await activateLocale('en-US', { i18n, sources: sources() });
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    const loadCatalog: MessageSources['loadCatalog'] = async (locale, part) => {
      if (locale === 'fr-CA' && part === 'shell') await slow;
      return sources().loadCatalog(locale, part);
    };
    const switching = activateLocale('fr-CA', { i18n, sources: sources({ loadCatalog }) });
    const part = ensureMessageParts(['field'], { i18n, sources: sources({ loadCatalog }) });
    release();
    await Promise.all([switching, part]);
    expect(i18n.locale).toBe('fr-CA');
    expect(i18n._('tireId')).toBe('Pneu');
  });
});

describe('startupLocale', () => {
  it('prefers the lang query, then the stored choice, then en-US', () => {
    expect(startupLocale('?lang=fr-ca')).toBe('fr-CA');
    expect(startupLocale('')).toBe('en-US');
    storage.set(STORAGE_KEYS.language, 'pt-BR');
    expect(startupLocale('?lang=klingon')).toBe('pt-BR');
  });
});
