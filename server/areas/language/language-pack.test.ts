import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { parseCatalog } from './catalogs';
import { buildPackAndChanges, type Catalog } from './language-pack';

const buildLanguagePack = (...args: Parameters<typeof buildPackAndChanges>) => buildPackAndChanges(...args).messages;

const po = (locale: string, entries: string) => `msgid ""\nmsgstr ""\n"Language: ${locale}\\n"\n\n${entries}`;

const EN = po(
  'en-US',
  `msgid "Log out"\nmsgstr "Log out"\n\nmsgid "Menu"\nmsgstr "Menu"\n\nmsgid "Tread depth"\nmsgstr "Tread depth"\n\n` +
    `msgctxt "verb"\nmsgid "Inspect"\nmsgstr "Inspect"\n\n#. js-lingui-explicit-id\nmsgid "header.contact"\nmsgstr "Contact us"\n\n` +
    `#~ msgid "Old text"\n#~ msgstr "Old text"\n`,
);
const FR_CA = po('fr-CA', `msgid "Log out"\nmsgstr "Se déconnecter"\n\nmsgid "Menu"\nmsgstr ""\n\nmsgid "Tread depth"\nmsgstr ""\n`);
const FR_FR = po('fr-FR', `msgid "Tread depth"\nmsgstr "Profondeur de sculpture"\n`);

const id = (text: string, context?: string) => generateMessageId(text, context);

async function chain(...files: [string, string][]): Promise<Catalog[]> {
  return Promise.all(files.map(([locale, content]) => parseCatalog(content, locale)));
}

describe('parseCatalog', () => {
  it('keys messages by the same hashed id the macro generates, and skips obsolete ones', async () => {
    const [en] = await chain(['en-US', EN]);
    expect(en.get(id('Log out'))).toEqual({ source: 'Log out', translation: 'Log out' });
    expect(en.get(id('Inspect', 'verb'))?.source).toBe('Inspect');
    expect(en.get('header.contact')).toEqual({ source: null, translation: 'Contact us' });
    expect([...en.values()].some((e) => e.source === 'Old text')).toBe(false);
  });
});

describe('buildLanguagePack', () => {
  it('takes the locale, then its fallbacks, then English, message by message', async () => {
    const messages = buildLanguagePack(await chain(['fr-CA', FR_CA], ['fr-FR', FR_FR], ['en-US', EN]), []);
    expect(messages[id('Log out')]).toBe('Se déconnecter');
    expect(messages[id('Tread depth')]).toBe('Profondeur de sculpture');
    expect(messages[id('Menu')]).toBe('Menu');
    expect(messages['header.contact']).toBe('Contact us');
  });

  it('serves English for a locale without a catalog', async () => {
    const messages = buildLanguagePack([new Map(), ...(await chain(['en-US', EN]))], []);
    expect(messages[id('Log out')]).toBe('Log out');
    expect(Object.keys(messages)).toHaveLength(5);
  });

  it('lets database rows win, keyed by English text or by id', async () => {
    const catalogs = await chain(['fr-CA', FR_CA], ['en-US', EN]);
    const messages = buildLanguagePack(catalogs, [
      { translationText: 'Log out', translatedText: 'Fermer la session' },
      { translationText: 'header.contact', translatedText: 'Nous joindre' },
      { translationText: id('Menu'), translatedText: 'Menu principal' },
      { translationText: 'Inspect', translatedText: 'Inspecter' },
    ]);
    expect(messages[id('Log out')]).toBe('Fermer la session');
    expect(messages['header.contact']).toBe('Nous joindre');
    expect(messages[id('Menu')]).toBe('Menu principal');
    expect(messages[id('Inspect', 'verb')]).toBe('Inspecter');
    // Matched rows replace catalog messages rather than adding entries under the English text.
    expect(messages['Log out']).toBeUndefined();
  });

  it('keeps rows for texts outside the catalog under their own text and ignores empty ones', async () => {
    const messages = buildLanguagePack(await chain(['fr-CA', FR_CA], ['en-US', EN]), [
      { translationText: 'Fleet yard', translatedText: 'Cour de la flotte' },
      { translationText: 'Log out', translatedText: '  ' },
    ]);
    expect(messages['Fleet yard']).toBe('Cour de la flotte');
    expect(messages[id('Log out')]).toBe('Se déconnecter');
  });
});
