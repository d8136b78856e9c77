import { describe, expect, it } from 'vitest';
import type { Catalog } from '../language/language-pack';
import { mailTexts } from '../registration/mail-texts';
import { filterWords, wordsOfLocale } from './words';

const catalog = (entries: Record<string, [string | null, string]>): Catalog => new Map(Object.entries(entries).map(([id, [source, translation]]) => [id, { source, translation }]));
const EN = catalog({ a1: ['Log out', 'Log out'], b2: ['Tread depth', 'Tread depth'], c3: ['Menu', 'Menu'], 'header.contact': [null, 'Contact us'] });

describe('wordsOfLocale', () => {
  it('flags the keys neither the locale catalog nor the database translates, and lets the database win', () => {
    const own = catalog({ a1: ['Log out', 'Se déconnecter'], c3: ['Menu', ''] });
    const words = wordsOfLocale(7, EN, own, [
      { id: 1, translationText: 'Tread depth', translatedText: 'Profondeur', comments: 'atelier' },
      { id: 2, translationText: 'Yard', translatedText: 'Cour', comments: null },
    ]);
    const byEnglish = Object.fromEntries(words.map((w) => [w.english_text, w]));
    expect(byEnglish['Log out']).toMatchObject({ id: null, translation_text: 'a1', translated_text: 'Se déconnecter', missing: false });
    // Matched by English text: saving it again updates that row, not a second one.
    expect(byEnglish['Tread depth']).toMatchObject({ id: 1, translation_text: 'Tread depth', translated_text: 'Profondeur', comments: 'atelier', missing: false });
    expect(byEnglish['Menu']).toMatchObject({ missing: true, translated_text: '' });
    expect(byEnglish['Contact us']).toMatchObject({ translation_text: 'header.contact', missing: true });
    expect(byEnglish['Yard']).toMatchObject({ id: 2, missing: false });
    expect(words.map((w) => w.english_text)).toEqual(['Contact us', 'Log out', 'Menu', 'Tread depth', 'Yard']);
    expect(filterWords(words, '', true).map((w) => w.english_text)).toEqual(['Contact us', 'Menu']);
    expect(filterWords(words, 'PROF', false).map((w) => w.english_text)).toEqual(['Tread depth']);
  });
});

describe('mailTexts', () => {
  it('serves a complete locale, its language sibling, else en-US', () => {
    expect(mailTexts('de-DE').resetSubject).toContain('Passwort');
    expect(mailTexts('de-AT').resetSubject).toBe(mailTexts('de-DE').resetSubject);
    expect(mailTexts('ja-JP').resetSubject).toBe(mailTexts('en-US').resetSubject);
  });
});
