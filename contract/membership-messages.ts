/**
 * The words of the membership sign-in page (server/areas/membership/page.ts), shared with the server from contract/. That page is HTML
 * the server writes, outside the PWA, yet its words belong in the same Lingui catalogs, so they
 * are translated in every locale and editable on the admin translations screen: these
 * descriptors carry the `i18n` comment that `npm run i18n:extract` (which reads src) collects,
 * each has an explicit id (the extractor needs one for a plain descriptor), and the server reads
 * them from the language pack of the page's `lang`. Plain objects, no macro: the server imports this. Extracted with the portal's catalogue (lingui.config.ts), not the export words.
 */
export const MEMBERSHIP_MESSAGES = {
  signIn: /*i18n*/ { id: 'membership.sign_in', message: 'Sign in' },
  tagline: /*i18n*/ { id: 'membership.tagline', message: 'Commercial fleet tire management' },
  lead: /*i18n*/ { id: 'membership.lead', message: 'Use the email address and password of your portal account.' },
  email: /*i18n*/ { id: 'membership.email', message: 'Email address' },
  password: /*i18n*/ { id: 'membership.password', message: 'Password' },
  forgot: /*i18n*/ { id: 'membership.forgot_password', message: 'Forgot your password?' },
  register: /*i18n*/ { id: 'membership.request_account', message: 'Request an account' },
  help: /*i18n*/ { id: 'membership.help', message: 'Trouble signing in? Contact your fleet portal administrator or the fleet support line.' },
} as const;

/** The refusals and notices the page shows, by their English text (the server's messages). */
export const MEMBERSHIP_NOTICES = [
  /*i18n*/ { id: 'membership.locked', message: 'Account is locked due to too many failed request attempts' },
  /*i18n*/ { id: 'membership.not_recognised', message: 'Email and password combination not recognised. Please try, again.' },
  /*i18n*/ { id: 'membership.unreadable', message: 'Your sign-in could not be read. Please try again.' },
  /*i18n*/ { id: 'membership.signed_out', message: 'You have been signed out.' },
  /*i18n*/ { id: 'membership.system_error', message: 'Something went wrong please try again' },
  /*i18n*/ { id: 'membership.too_many', message: 'Too many sign-in attempts from this address. Please wait a minute and try again.' },
  /*i18n*/ { id: 'membership.missing_fields', message: 'Please enter your email address and password.' },
  /*i18n*/ { id: 'membership.email_too_long', message: 'That email address is too long.' },
  /*i18n*/ { id: 'membership.password_too_long', message: 'That password is too long.' },
] as const;

export type MembershipMessage = { readonly id: string; readonly message: string };
