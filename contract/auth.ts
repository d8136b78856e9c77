import { z } from 'zod';
import { text } from './common';
import { portalUser } from './user';

/** Sign-in status codes of spec 1 §4: 0 success, 1 locked, 3 bad credentials. */
export const SIGN_IN_STATUS = { success: 0, locked: 1, badCredentials: 3 } as const;

export const SIGN_IN_MESSAGES = {
  1: 'Account is locked due to too many failed request attempts',
  3: 'Email and password combination not recognised. Please try, again.',
} as const;

export const loginByGyRequest = z.object({
  email: text(254),
  password: text(200),
});

export const loginResponse = z.object({
  validateStatusResponce: z.object({ status: z.enum(['Success', 'Failed']) }),
  authorizationStatus: z.object({ status: z.union([z.literal(0), z.literal(1), z.literal(3)]) }),
  message: z.string().optional(),
  user: portalUser.optional(),
});

export const menuLink = z.object({
  name: z.string(),
  url: z.string(),
  sso_id: z.string().nullable(),
  new_window: z.boolean(),
});
export const menuTab = z.object({ name: z.string(), links: z.array(menuLink) });

export const headerContent = z.object({
  home_url: z.string(),
  my_info_url: z.string(),
  contact_url: z.string(),
  all_sites_url: z.string(),
  tabs: z.array(menuTab),
});

export const supportContact = z.object({ title: z.string(), phone: z.string(), email: z.string(), hours: z.string() });

export const footerContent = z.object({
  tabs: z.array(menuTab),
  /** North America only (spec 1 §2); null elsewhere. */
  support_contacts: z.array(supportContact).nullable(),
  terms_url: z.string().nullable(),
});

export const languageEntry = z.object({ locale: z.string(), label: z.string(), url: z.string(), region: z.string() });

export const appSetup = z.object({
  header_content: headerContent,
  footer_content: footerContent,
  language_pack: z.object({ locale: z.string(), languages: z.array(languageEntry) }),
});
export type AppSetup = z.infer<typeof appSetup>;

export const sessionResponse = z.object({ user: portalUser, app_setup: appSetup });
export const verifyResponse = z.object({ user: portalUser });
export const startResponse = z.object({ user: portalUser.nullable(), app_setup: appSetup });

export const acceptTokenRequest = z.object({ Token: text(4000).min(1) });
export const checkPermissionsRequest = z.object({ page: text(2000).min(1) });
export const checkPermissionsResponse = z.object({
  has_permission: z.boolean(),
  security_code: z.string().nullable(),
  message: z.string().nullable(),
});
export const logoutResponse = z.object({ status: z.literal('ok') });

/** Following a header or footer link to another site: the link's address and whether it is a single-sign-on link. */
export const outboundLinkRequest = z.object({ url: text(2000).min(1), sso: z.boolean().default(false) });
/** Where to go: with a single-use hand-off ticket for the provider's own sites, else the address as it was. */
export const outboundLinkResponse = z.object({ url: z.string() });
