import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageFileCache } from '../../../sw/language-cache';

/** Cache Storage as the worker sees it, in memory: keyed by URL, filled by addAll through fetch. */
function memoryCaches() {
  const stores = new Map<string, Map<string, string>>();
  const open = async (name: string) => {
    const entries = stores.get(name) ?? new Map<string, string>();
    stores.set(name, entries);
    return {
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
      addAll: async (urls: string[]) => {
        for (const url of urls) entries.set(url, await (await fetch(url)).text());
      },
      delete: async (request: Request) => entries.delete(request.url),
    };
  };
  return { open, stores };
}

const BASE = 'https://portal.example/service-worker.js';
const build = (hash: string) =>
  new Map([
    ['fr-CA', [`assets/messages-fr-CA-field-${hash}.js`, `assets/messages-fr-CA-shell-${hash}.js`]],
    ['de-DE', [`assets/messages-de-DE-field-${hash}.js`]],
  ]);

describe('the worker\'s kept language files', () => {
  let storage: ReturnType<typeof memoryCaches>;
  const fetched: string[] = [];
  beforeEach(() => {
    storage = memoryCaches();
    fetched.length = 0;
    vi.stubGlobal('caches', { open: storage.open });
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response(`// ${url}`);
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('fetches a locale\'s files once, and none for en-US', async () => {
    const files = new LanguageFileCache(build('AAAA1111'), BASE);
    expect(files.urlsOf('fr-CA')).toEqual(['https://portal.example/assets/messages-fr-CA-field-AAAA1111.js', 'https://portal.example/assets/messages-fr-CA-shell-AAAA1111.js']);
    await files.keep(['en-US']);
    await files.keep(['fr-CA']);
    await files.keep(['fr-CA']);
    expect(fetched).toEqual(files.urlsOf('fr-CA'));
    expect(await files.keptLocales()).toEqual(['fr-CA']);
  });

  it('a new build fetches the locales the device kept, and drops the earlier build\'s files once active', async () => {
    const before = new LanguageFileCache(build('AAAA1111'), BASE);
    await before.keep(['fr-CA']);
    const after = new LanguageFileCache(build('BBBB2222'), BASE);
    // The install: the languages read here, in the new build's files.
    await after.keep(await after.keptLocales());
    expect(fetched.slice(2)).toEqual(after.urlsOf('fr-CA'));
    // The activation: only this build's files stay.
    await after.dropOtherBuilds();
    expect([...storage.stores.get('language-files')!.keys()]).toEqual(after.urlsOf('fr-CA'));
    expect(await after.keptLocales()).toEqual(['fr-CA']);
  });
});
