import { describe, expect, it, vi } from 'vitest';
import { fetchLanguagePack } from './api';

const answering = (body: unknown) => vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify(body), { status: 200 }));
const urlOf = (fetchImpl: ReturnType<typeof answering>) => new URL(String(fetchImpl.mock.calls[0]![0]), 'http://portal.test');

describe('fetchLanguagePack', () => {
  it("names the build's catalogues for a shipped locale, so the server can answer only its database's changes", async () => {
    const fetchImpl = answering({ locale: 'fr-CA', messages: { abc123: 'Poursuivre' } });
    const pack = await fetchLanguagePack('fr-CA', fetchImpl as typeof fetch);
    expect(pack.messages).toEqual({ abc123: 'Poursuivre' });
    const url = urlOf(fetchImpl);
    expect(url.pathname).toBe('/api/Content/LanguagesPack/fr-CA.json');
    expect(url.searchParams.get('catalogs')).toBe(__CATALOG_VERSION__);
    expect(__CATALOG_VERSION__).toMatch(/^[0-9a-f]{16}$/);
    expect(Number(url.searchParams.get('time'))).toBeGreaterThan(0);
    expect(fetchImpl.mock.calls[0]![1]?.cache).toBe('no-store');
  });

  it('asks for the whole pack of a locale the build does not ship (one an administrator added)', async () => {
    const fetchImpl = answering({ locale: 'fr-LU', messages: {} });
    await fetchLanguagePack('fr-LU', fetchImpl as typeof fetch);
    expect(urlOf(fetchImpl).searchParams.has('catalogs')).toBe(false);
  });
});
