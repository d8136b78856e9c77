import type { AppSetup } from '../../contract/auth';
import { STATES } from './reference-geography';

type HeaderContent = AppSetup['header_content'];
type FooterContent = AppSetup['footer_content'];
type MenuTab = HeaderContent['tabs'][number];
type MenuLink = MenuTab['links'][number];

const SITE = 'https://www.tiremaker.example';

/** A path on the manufacturer's site, a full address, or (portal: true) a screen of this portal, which the header routes to itself. */
const link = (name: string, path: string, options: Partial<Pick<MenuLink, 'sso_id' | 'new_window'>> & { portal?: boolean } = {}): MenuLink => ({
  name,
  url: path.startsWith('http') || options.portal ? path : `${SITE}${path}`,
  sso_id: options.sso_id ?? null,
  new_window: options.new_window ?? false,
});

function headerTabs(region: string): MenuTab[] {
  const tabs: MenuTab[] = [
    {
      name: 'Products',
      links: [
        link('Steer tires', '/truck/steer'),
        link('Drive tires', '/truck/drive'),
        link('Trailer tires', '/truck/trailer'),
        link('Retreads', '/retread'),
        link('Tire selector', '/truck/selector'),
      ],
    },
    {
      name: 'Services',
      links: [
        link('Roadside service', '/services/roadside'),
        link('Fleet tire management', '/services/fleet'),
        link('Service history', 'https://service.tiremaker.example/history', { sso_id: 'service-history', new_window: true }),
        link('Heat map', 'https://service.tiremaker.example/heatmap', { sso_id: 'heat-map', new_window: true }),
      ],
    },
    {
      name: 'Tools',
      links: [
        link('Fleet dashboard', '/fleet-dashboard', { portal: true }),
        link('Dealer locator', '/dealers'),
        link('Dealer portal', 'https://dealers.tiremaker.example', { sso_id: 'dealer-portal', new_window: true }),
      ],
    },
  ];
  if (region === 'NA') tabs[1]!.links.push(link('Canadian fleet program', '/ca/fleet'));
  return tabs;
}

/** North America's dealer-locator tab lists every state and province: over 49 links, so two columns. */
function dealerLocatorTab(): MenuTab {
  const places = STATES.filter((state) => state.countryCode === 'US' || state.countryCode === 'CA');
  return {
    name: 'Find a dealer',
    links: places.map((place) => link(place.name, `/dealers/${place.countryCode.toLowerCase()}/${place.code.toLowerCase()}`)),
  };
}

function footerTabs(region: string): MenuTab[] {
  const tabs: MenuTab[] = [
    {
      name: 'Company',
      links: [link('About us', '/about'), link('Careers', '/careers', { new_window: true }), link('News', '/news'), link('Sustainability', '/sustainability')],
    },
    {
      name: 'Support',
      links: [link('Contact us', '/contact'), link('Warranty', '/warranty'), link('Tire care', '/tire-care'), link('Recalls', '/recalls')],
    },
  ];
  if (region === 'NA') tabs.push(dealerLocatorTab());
  return tabs;
}

export type SiteContentRow = { region: string } & ({ kind: 'header'; content: HeaderContent } | { kind: 'footer'; content: FooterContent });

/** Header and footer menus for every region (codes as in countries.region); support contacts and terms are North America's only. */
export function siteContentRows(): SiteContentRow[] {
  return ['NA', 'SA', 'EMEA', 'ASIA'].flatMap((region): SiteContentRow[] => {
    const northAmerica = region === 'NA';
    const header: HeaderContent = {
      home_url: '/',
      my_info_url: `${SITE}/account/my-info`,
      contact_url: `${SITE}/contact`,
      all_sites_url: `${SITE}/sites`,
      tabs: headerTabs(region),
    };
    const footer: FooterContent = {
      tabs: footerTabs(region),
      support_contacts: northAmerica
        ? [
            { title: 'Fleet support (US)', phone: '1-800-555-0142', email: 'fleet.support@tiremaker.example', hours: 'Mon-Fri 7:00-19:00 ET' },
            { title: 'Fleet support (Canada)', phone: '1-800-555-0178', email: 'fleet.support.ca@tiremaker.example', hours: 'Mon-Fri 8:00-18:00 ET' },
            { title: 'Roadside emergency', phone: '1-800-555-0100', email: 'roadside@tiremaker.example', hours: '24/7' },
          ]
        : null,
      terms_url: northAmerica ? `${SITE}/terms` : null,
    };
    return [
      { region, kind: 'header', content: header },
      { region, kind: 'footer', content: footer },
    ];
  });
}
