/**
 * The site content's menus in every complete locale: each word the seed and the built-in menus
 * write (tabs, links, support contacts and their hours) is a message the locale translates, so a
 * French reader meets no English menu. The dealer-locator links are places, named in the reader's
 * language too.
 */
import { formatter } from '@lingui/format-po';
import { setupI18n } from '@lingui/core';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AppSetup } from '../../contract/auth';
import { COMPLETE_LOCALES, SOURCE_LOCALE } from '../../contract/locales';
import { DEFAULT_FOOTER, DEFAULT_HEADER } from '../../server/areas/authorization/site-defaults';
import { siteContentRows } from '../../server/seed/site-content';
import { translateFooter, translateHeader } from '../../src/features/layout/menu-words';

type Catalog = Record<string, { translation?: string }>;
type Header = AppSetup['header_content'];
type Footer = AppSetup['footer_content'];

function screenI18n(locale: string) {
  const file = fileURLToPath(new URL(`../../locales/${locale}/messages.po`, import.meta.url));
  const messages = formatter().parse(readFileSync(file, 'utf8'), { locale, sourceLocale: SOURCE_LOCALE, filename: file }) as Catalog;
  return setupI18n({ locale, messages: { [locale]: Object.fromEntries(Object.entries(messages).map(([id, m]) => [id, m.translation ?? ''])) } });
}

const PLACES_TAB = 'Find a dealer';
/** Words a complete locale writes as English does. */
const SAME_WORD = new Set(['Services', 'Support', 'Recalls']);

/** Every word of a pair of menus, in reading order, place names left out. */
function words(header: Header, footer: Footer): string[] {
  const tabs = [...header.tabs, ...footer.tabs];
  return [
    ...tabs.flatMap((tab) => [tab.name, ...(tab.name === PLACES_TAB ? [] : tab.links.map((link) => link.name))]),
    ...(footer.support_contacts ?? []).flatMap((contact) => [contact.title, contact.hours]),
  ];
}

const seeded = siteContentRows();
const MENUS: [Header, Footer][] = [
  [DEFAULT_HEADER, DEFAULT_FOOTER],
  ...['NA', 'SA', 'EMEA', 'ASIA'].map((region): [Header, Footer] => [
    seeded.find((row) => row.region === region && row.kind === 'header')!.content as Header,
    seeded.find((row) => row.region === region && row.kind === 'footer')!.content as Footer,
  ]),
];

describe.each(COMPLETE_LOCALES.filter((locale) => locale !== SOURCE_LOCALE))('site content menus in %s', (locale) => {
  it('translates every word of the seeded and built-in menus', () => {
    const i18n = screenI18n(locale);
    const untranslated = MENUS.flatMap(([header, footer]) => {
      const english = words(header, footer);
      const shown = words(translateHeader(i18n, header), translateFooter(i18n, footer));
      return english.filter((word, index) => shown[index] === word && !SAME_WORD.has(word));
    });
    expect([...new Set(untranslated)]).toEqual([]);
  });
});

it('shows a wording the catalogue does not know as written, and keeps urls, contacts and places', () => {
  const i18n = screenI18n('fr-CA');
  const header: Header = { ...DEFAULT_HEADER, tabs: [{ name: 'Later tab', links: [{ name: 'Tools', url: '/x', sso_id: 'sso', new_window: true }] }] };
  expect(translateHeader(i18n, header).tabs).toEqual([{ name: 'Later tab', links: [{ name: 'Outils', url: '/x', sso_id: 'sso', new_window: true }] }]);
  const footer = translateFooter(i18n, seeded.find((row) => row.region === 'NA' && row.kind === 'footer')!.content as Footer);
  expect(footer.tabs.find((tab) => tab.name === 'Trouver un concessionnaire')!.links.map((link) => link.name)).toContain('Ontario');
  expect(footer.support_contacts![0]).toMatchObject({ title: 'Soutien aux parcs (États-Unis)', phone: '1-800-555-0142', hours: 'lun. au ven., 7 h à 19 h (HE)' });
});

it.each([
  ['fr-CA', ['Québec', 'Colombie-Britannique', 'Caroline du Nord', 'Territoires du Nord-Ouest'], ['Quebec', 'British Columbia', 'North Carolina']],
  ['de-DE', ['Kalifornien', 'Britisch-Kolumbien'], ['California', 'British Columbia']],
  ['es-US', ['Columbia Británica', 'Nuevo México'], ['British Columbia', 'New Mexico']],
])('names the dealer locator\'s states and provinces in %s', (locale, shown, english) => {
  const footer = translateFooter(screenI18n(locale), seeded.find((row) => row.region === 'NA' && row.kind === 'footer')!.content as Footer);
  const places = footer.tabs.at(-1)!.links.map((link) => link.name);
  expect(places).toHaveLength(64);
  expect(places).toEqual(expect.arrayContaining(shown));
  expect(places.filter((place) => english.includes(place))).toEqual([]);
});
