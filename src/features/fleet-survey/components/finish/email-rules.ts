import { MAX_EMAIL_RECIPIENTS } from '../../../../../contract/fleet-survey/limits';

export { MAX_EMAIL_RECIPIENTS };

/**
 * An address a mail server will take: one @, a dot in the domain, no spaces. Stricter checks
 * belong to the server's z.email(); this catches typos on the tablet keyboard before finishing.
 */
const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]{2,}$/;
const MAX_ADDRESS_LENGTH = 254;

export function isEmail(address: string): boolean {
  return address.length <= MAX_ADDRESS_LENGTH && EMAIL.test(address);
}

export interface Recipients {
  /** Valid addresses, lower-cased and without repeats, in the order typed. */
  valid: string[];
  invalid: string[];
  tooMany: boolean;
}

/** Addresses typed one per line or separated by commas, semicolons or spaces. */
export function parseRecipients(text: string): Recipients {
  const parts = text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const part of parts) {
    if (!isEmail(part)) invalid.push(part);
    else if (!valid.includes(part.toLowerCase())) valid.push(part.toLowerCase());
  }
  return { valid, invalid, tooMany: valid.length > MAX_EMAIL_RECIPIENTS };
}

/** Whether the e-mail part of the finish form can be sent as it is. */
export function emailProblem(recipients: Recipients, reportCount: number): 'no-recipients' | 'invalid' | 'too-many' | 'no-reports' | null {
  if (recipients.invalid.length > 0) return 'invalid';
  if (recipients.valid.length === 0) return 'no-recipients';
  if (recipients.tooMany) return 'too-many';
  if (reportCount === 0) return 'no-reports';
  return null;
}
