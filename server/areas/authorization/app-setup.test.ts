import { describe, expect, it } from 'vitest';
import { footerForRegion, pickLocale } from './app-setup';
import { DEFAULT_FOOTER, DEFAULT_LOCALES } from './site-defaults';

describe('pickLocale', () => {
  it('finds the requested locale in any letter case', () => {
    expect(pickLocale(DEFAULT_LOCALES, 'fr-ca')?.code).toBe('fr-CA');
  });

  it('falls back to en-US for a locale not offered', () => {
    expect(pickLocale(DEFAULT_LOCALES, 'xx-YY')?.code).toBe('en-US');
  });

  it('falls back to the first offered locale when en-US is not offered', () => {
    expect(pickLocale([{ code: 'de-DE', label: 'Deutsch', region: 'EMEA' }], 'xx')?.code).toBe('de-DE');
    expect(pickLocale([], 'en-US')).toBeUndefined();
  });
});

describe('footerForRegion', () => {
  it('keeps support contacts and terms in North America only', () => {
    expect(footerForRegion(DEFAULT_FOOTER, 'NA').support_contacts).not.toBeNull();
    const emea = footerForRegion(DEFAULT_FOOTER, 'EMEA');
    expect(emea.support_contacts).toBeNull();
    expect(emea.terms_url).toBeNull();
    expect(emea.tabs).toEqual(DEFAULT_FOOTER.tabs);
  });
});
