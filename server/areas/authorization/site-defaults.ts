import type { AppSetup } from '../../../contract/auth';
import { LOCALES } from '../../../contract/locale-labels';

type HeaderContent = AppSetup['header_content'];
type FooterContent = AppSetup['footer_content'];

/** Region codes as the reference tables use them. */
export const NORTH_AMERICA = 'NA';
/** The region of a language the locales table does not know, and the menus of last resort. */
export const DEFAULT_REGION = NORTH_AMERICA;
/** Spec 1 §4 and §9: a language that cannot be served falls back to en-US. */
export const DEFAULT_LOCALE = 'en-US';

export const languagePackUrl = (locale: string) => `/api/Content/LanguagesPack/${encodeURIComponent(locale)}.json`;

const link = (name: string, url: string, newWindow = false) => ({ name, url, sso_id: null, new_window: newWindow });

const REPORT_LINKS = [
  link('Checkpoint reports', '/checkpoint'),
  link('Fleet condition report', '/fleet-condition-report'),
  link('TireOptix survey reports', '/tireoptix'),
  link('Scrap analysis', '/scrap-analysis-report'),
  link('Product analysis', '/product-analysis-report'),
  link('Product wear rate', '/product-wear-rate-report'),
  link('Unit history', '/unit-history-report'),
  link('Torque summary', '/torque-summary-report'),
];

const FLEET_LINKS = [
  link('Fleet dashboard', '/fleet-dashboard'),
  link('Fleet survey', '/fleet-survey'),
  link('Locations', '/locations'),
];

const TOOL_LINKS = [
  link('Manage specs', '/manage-specs'),
  link('Manage products', '/manage-products'),
  link('Lease sales configurator', '/leasesales/configurator'),
  link('Translations', '/admin/translations'),
  link('Registration requests', '/admin/registrations'),
];

/**
 * The menus served when site_content has no row for a region: every area of the portal, so a
 * fresh installation is usable before anyone edits its menus.
 */
export const DEFAULT_HEADER: HeaderContent = {
  home_url: '/',
  my_info_url: 'https://www.tiremaker.example/my-account',
  contact_url: 'mailto:fleet.support@tiremaker.example',
  all_sites_url: 'https://www.tiremaker.example/',
  tabs: [
    { name: 'Reports', links: REPORT_LINKS },
    { name: 'Fleet', links: FLEET_LINKS },
    { name: 'Tools', links: TOOL_LINKS },
  ],
};

export const DEFAULT_FOOTER: FooterContent = {
  tabs: [
    { name: 'Reports', links: REPORT_LINKS },
    { name: 'Fleet', links: FLEET_LINKS },
    {
      name: 'Company',
      links: [link('All sites', 'https://www.tiremaker.example/', true), link('Privacy', 'https://www.tiremaker.example/privacy', true)],
    },
  ],
  support_contacts: [
    { title: 'Fleet support', phone: '1-800-555-0142', email: 'fleet.support@tiremaker.example', hours: 'Mon–Fri 7:00–19:00 ET' },
    { title: 'Roadside emergency service', phone: '1-800-555-0199', email: 'roadside@tiremaker.example', hours: '24 hours, 7 days' },
  ],
  terms_url: 'https://www.tiremaker.example/terms',
};

/**
 * The languages offered when the locales table is empty: the locales spec 1 §9 names, so the
 * chooser still works on a database nobody has filled yet.
 */
const DEFAULT_LOCALE_CODES: readonly string[] = ['en-US', 'es-US', 'en-CA', 'fr-CA', 'es-AR', 'pt-BR', 'en-GB', 'de-DE', 'fr-FR', 'it-IT', 'pl-PL', 'zh-CN', 'ja-JP', 'id-ID', 'hi-IN'];
export const DEFAULT_LOCALES: { code: string; label: string; region: string }[] = LOCALES.filter((locale) => DEFAULT_LOCALE_CODES.includes(locale.code)).map((locale) => ({ ...locale }));
