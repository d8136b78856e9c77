import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { nameTranslator, type NameList } from '../../lib/name-translator';
import type { AppSetup } from './app-links';
import { PLACE_WORDS } from '../../lib/place-words';

type HeaderContent = AppSetup['header_content'];
type FooterContent = AppSetup['footer_content'];
type MenuTab = HeaderContent['tabs'][number];

/*
 * The site content's menus (spec 1 §2) arrive in English, as the seed and the built-in menus
 * (server/seed/site-content.ts, server/areas/authorization/site-defaults.ts) write them. Their
 * words are messages here, so every catalogue translates them and a change of language re-labels
 * the menus at once, offline too. A wording an administrator added later shows as written unless
 * the translations screen holds a word with that English text. The dealer locator's places are
 * messages too (lib/place-words.ts).
 */
const MENU_WORDS: NameList = [
  // Tabs
  ['Products', msg`Products`],
  ['Services', msg`Services`],
  ['Tools', msg`Tools`],
  ['Company', msg`Company`],
  ['Support', msg`Support`],
  ['Find a dealer', msg`Find a dealer`],
  ['Reports', msg`Reports`],
  ['Fleet', msg`Fleet`],
  // The manufacturer's pages
  ['Steer tires', msg`Steer tires`],
  ['Drive tires', msg`Drive tires`],
  ['Trailer tires', msg`Trailer tires`],
  ['Retreads', msg`Retreads`],
  ['Tire selector', msg`Tire selector`],
  ['Roadside service', msg`Roadside service`],
  ['Fleet tire management', msg`Fleet tire management`],
  ['Service history', msg`Service history`],
  ['Heat map', msg`Heat map`],
  ['Dealer locator', msg`Dealer locator`],
  ['Dealer portal', msg`Dealer portal`],
  ['Canadian fleet program', msg`Canadian fleet program`],
  ['About us', msg`About us`],
  ['Careers', msg`Careers`],
  ['News', msg`News`],
  ['Sustainability', msg`Sustainability`],
  ['Contact us', msg`Contact us`],
  ['Warranty', msg`Warranty`],
  ['Tire care', msg`Tire care`],
  ['Recalls', msg`Recalls`],
  ['All sites', msg`All sites`],
  ['Privacy', msg`Privacy`],
  // The portal's own screens in the built-in menus
  ['Checkpoint reports', msg`Checkpoint reports`],
  ['Fleet condition report', msg`Fleet condition report`],
  ['TireOptix survey reports', msg`TireOptix survey reports`],
  ['Scrap analysis', msg`Scrap analysis`],
  ['Product analysis', msg`Product analysis`],
  ['Product wear rate', msg`Product wear rate`],
  ['Unit history', msg`Unit history`],
  ['Torque summary', msg`Torque summary`],
  ['Fleet dashboard', msg`Fleet dashboard`],
  ['Fleet survey', msg`Fleet survey`],
  ['Locations', msg`Locations`],
  ['Manage specs', msg`Manage specs`],
  ['Manage products', msg`Manage products`],
  ['Lease sales configurator', msg`Lease sales configurator`],
  ['Translations', msg`Translations`],
  ['Registration requests', msg`Registration requests`],
  // Support contacts and their hours
  ['Fleet support', msg`Fleet support`],
  ['Fleet support (US)', msg`Fleet support (US)`],
  ['Fleet support (Canada)', msg`Fleet support (Canada)`],
  ['Roadside emergency', msg`Roadside emergency`],
  ['Roadside emergency service', msg`Roadside emergency service`],
  ['Mon-Fri 7:00-19:00 ET', msg`Mon-Fri 7:00-19:00 ET`],
  ['Mon–Fri 7:00–19:00 ET', msg`Mon–Fri 7:00–19:00 ET`],
  ['Mon-Fri 8:00-18:00 ET', msg`Mon-Fri 8:00-18:00 ET`],
  ['24/7', msg`24/7`],
  ['24 hours, 7 days', msg`24 hours, 7 days`],
];

const menuWord = nameTranslator([...MENU_WORDS, ...PLACE_WORDS]);

function translateTabs(i18n: I18n, tabs: MenuTab[]): MenuTab[] {
  return tabs.map((tab) => ({ ...tab, name: menuWord(i18n, tab.name), links: tab.links.map((link) => ({ ...link, name: menuWord(i18n, link.name) })) }));
}

export function translateHeader(i18n: I18n, header: HeaderContent): HeaderContent {
  return { ...header, tabs: translateTabs(i18n, header.tabs) };
}

export function translateFooter(i18n: I18n, footer: FooterContent): FooterContent {
  return {
    ...footer,
    tabs: translateTabs(i18n, footer.tabs),
    support_contacts: footer.support_contacts?.map((contact) => ({ ...contact, title: menuWord(i18n, contact.title), hours: menuWord(i18n, contact.hours) })) ?? null,
  };
}
