import { exportI18n } from '../../exports/export-i18n';

/**
 * The words of the mails this area sends. Mail is written on the server, outside the PWA's
 * catalogs, so its words are messages of the server's catalog (`locales/{locale}/exports.po`, as the
 * survey reports mail's): every complete locale translates them, and a locale that is not
 * complete reads the same fallbacks as the screens (its language's complete locale, then en-US).
 */
const WORDS = {
  resetSubject: /*i18n*/ 'Set a new password for the Fleet Tire Portal',
  resetBody: /*i18n*/ 'Someone asked to set a new password for the portal account of this address. To choose one, open this link within one hour:',
  resetIgnore: /*i18n*/ 'If you did not ask for it, ignore this mail: your password stays as it is. The link works once.',
  approvedSubject: /*i18n*/ 'Your Fleet Tire Portal account is ready',
  approvedBody: /*i18n*/ 'Your registration was approved. Sign in with this email address and the password you chose:',
  approvedSetPassword: /*i18n*/ 'Your registration was approved. Choose your password within one hour with this link, then sign in:',
} as const;

export type MailTexts = Record<keyof typeof WORDS, string>;

/** The mail words in the reader's language. */
export function mailTexts(locale: string): MailTexts {
  const i18n = exportI18n(locale);
  return Object.fromEntries(Object.entries(WORDS).map(([key, text]) => [key, i18n._(text)])) as MailTexts;
}
