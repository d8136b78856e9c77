import { DEALER_GROUPS } from './report-values';

/**
 * The portal pages that need a security code (spec 1 §2, spec 2 §2, spec 3 §2). The client
 * guards its routes with this map and the server answers check_permissions from it, so both
 * always agree. A page path matches a route when it is the route or lies below it.
 */
export const PAGE_SECURITY_CODES = {
  '/fleet-condition-report': 'TVFLTCNR',
  '/scrap-analysis-report': 'TVSCRPAN',
  '/product-analysis-report': 'TVPRDANL',
  '/product-wear-rate-report': 'TVWEARRT',
  '/unit-history-report': 'TMUNTHST',
  '/torque-summary-report': 'TMTQSRPT',
  '/fleet-dashboard': 'FDLOGIN',
  // No path or code in the spec: the code of "Administration: locales and translations" (README).
  '/admin/translations': 'TVADMIN2',
  '/admin/registrations': 'TVADMIN2',
  // Spec 3 §2 says sign-in only, but every call of both screens needs TVADMIN: the popup is kinder than a screen of refusals.
  '/manage-specs': 'TVADMIN',
  '/manage-products': 'TVADMIN',
  // The configurator's calls need the portal sign-in code (server/areas/lease-sales).
  '/leasesales': 'TVLOGIN',
} as const;

export type PageSecurityCode = (typeof PAGE_SECURITY_CODES)[keyof typeof PAGE_SECURITY_CODES];

const ROUTES = Object.entries(PAGE_SECURITY_CODES) as [string, PageSecurityCode][];

/** The path part of what a page guard sends: origin, query and fragment dropped, case folded. */
export function normalizePagePath(page: string): string {
  let path = page.trim().replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '');
  path = path.split(/[?#]/, 1)[0] ?? '';
  try {
    path = decodeURI(path);
  } catch {
    // A malformed escape stays as sent; it simply matches no route.
  }
  path = path.toLowerCase().replace(/\/+$/, '');
  return path.startsWith('/') ? path : `/${path}`;
}

/** Who may use the lease-sales configurator: the manufacturer's own staff (its sales tool); customers and dealers may not. */
export const LEASE_SALES_GROUPS: readonly string[] = ['GYR', 'SSC', 'ADMIN'];

/**
 * The pages meant for some user groups only; a path below one is covered too. The dealers' own
 * survey list is theirs alone (staff and customers use /tireoptix), and the lease-sales
 * configurator is the manufacturer's staff tool (its calls refuse anyone else).
 */
export const PAGE_GROUPS: Readonly<Record<string, readonly string[]>> = {
  '/dlrtireoptix': DEALER_GROUPS,
  '/leasesales': LEASE_SALES_GROUPS,
};

const GROUP_ROUTES = Object.entries(PAGE_GROUPS);

/** The user groups a page is meant for, or null when it is meant for every group. */
export function groupsForPath(page: string): readonly string[] | null {
  const path = normalizePagePath(page);
  for (const [route, groups] of GROUP_ROUTES) {
    if (path === route || path.startsWith(`${route}/`)) return groups;
  }
  return null;
}

/**
 * Whether a signed-in user may open a page: its security code in the user's access list and the
 * user's group among the page's groups. The route guard, the server's check_permissions and the
 * header's screens menu all ask this one question.
 */
export function userMayOpenPage(page: string, user: { group?: string | null; user_access_securities?: readonly string[] }): boolean {
  const code = securityCodeForPath(page);
  if (code !== null && !(user.user_access_securities ?? []).includes(code)) return false;
  const groups = groupsForPath(page);
  return groups === null || (typeof user.group === 'string' && groups.includes(user.group));
}

/** The security code a page needs, or null when any signed-in user may open it. */
export function securityCodeForPath(page: string): PageSecurityCode | null {
  const path = normalizePagePath(page);
  for (const [route, code] of ROUTES) {
    if (path === route || path.startsWith(`${route}/`)) return code;
  }
  return null;
}
