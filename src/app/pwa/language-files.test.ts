import { describe, expect, it } from 'vitest';
import { catalogChunkName, catalogFileOf, splitLanguageFiles } from '../../../sw/language-files';

describe('the locales\' catalogue files in the precache manifest', () => {
  it('reads the locale and part from a built catalogue file name, hashes with dashes included', () => {
    expect(catalogChunkName('fr-CA', 'field')).toBe('messages-fr-CA-field');
    expect(catalogFileOf('assets/messages-fr-CA-field-CiP5p7BE.js')).toEqual({ locale: 'fr-CA', part: 'field' });
    expect(catalogFileOf('https://portal.example/assets/messages-bg-BG-admin-C4EA0-ws.js?v=1')).toEqual({ locale: 'bg-BG', part: 'admin' });
    expect(catalogFileOf('assets/messages-en-US-reports-B_UPK3es.js')).toEqual({ locale: 'en-US', part: 'reports' });
    for (const other of ['assets/messages-Dz3kq1.js', 'assets/index-BZ8x.js', 'assets/messages-fr-CA-menu-CiP5p7BE.js', 'assets/messages-fr-CA-field-CiP5p7BE.js.map']) {
      expect(catalogFileOf(other), other).toBeNull();
    }
  });

  it('precaches the app and en-US, and sets each other locale\'s catalogue apart by locale', () => {
    const manifest = [
      { url: 'index.html', revision: 'a' },
      'assets/index-BZ8x.js',
      'assets/messages-en-US-field-AAAA1111.js',
      'assets/messages-fr-CA-field-BBBB2222.js',
      'assets/messages-fr-CA-shell-CCCC3333.js',
      { url: 'assets/messages-de-DE-reports-DDDD4444.js', revision: null },
      'assets/catalog-loaders-EEEE5555.js',
    ];
    const { precached, byLocale } = splitLanguageFiles(manifest);
    expect(precached).toEqual([{ url: 'index.html', revision: 'a' }, 'assets/index-BZ8x.js', 'assets/messages-en-US-field-AAAA1111.js', 'assets/catalog-loaders-EEEE5555.js']);
    expect(Object.fromEntries(byLocale)).toEqual({
      'fr-CA': ['assets/messages-fr-CA-field-BBBB2222.js', 'assets/messages-fr-CA-shell-CCCC3333.js'],
      'de-DE': ['assets/messages-de-DE-reports-DDDD4444.js'],
    });
  });
});
