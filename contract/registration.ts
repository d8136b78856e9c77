import { z } from 'zod';
import { requiredText, text } from './common';
import { userGroups } from './user';

/**
 * A new password: 10 to 200 characters with a letter and a digit. Sign-in accepts up to 200
 * characters, so every password set here can be typed there.
 */
export const newPassword = z
  .string()
  .min(10, 'Use at least 10 characters')
  .max(200, 'Use at most 200 characters')
  .regex(/[A-Za-z]/, 'Use at least one letter')
  .regex(/\d/, 'Use at least one digit');

const email = z.string().trim().max(254).pipe(z.email('Please enter a valid email address'));

export const registrationRequest = z.object({
  email,
  first_name: requiredText(100),
  last_name: requiredText(100),
  company: requiredText(200),
  phone: text(40).trim().default(''),
  account_number: text(40).trim().default(''),
  password: newPassword,
  language: z.string().regex(/^[a-z]{2,3}-[A-Z]{2}$/).default('en-US'),
});
export const statusResponse = z.object({ status: z.literal('Success') });

export const forgotPasswordRequest = z.object({ email, language: z.string().regex(/^[a-z]{2,3}-[A-Z]{2}$/).default('en-US') });
export const resetPasswordRequest = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid'), password: newPassword });

export const REGISTRATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
/** Requests a page of the registration screen; pending ones oldest first, decided ones newest first. */
export const REGISTRATIONS_PAGE_SIZE = 50;
export const registrationsRequest = z.object({
  status: z.enum(REGISTRATION_STATUSES).default('pending'),
  page: z.number().int().min(1).max(1_000_000).default(1),
});
export const registrationRow = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.string(),
  phone: z.string().nullable(),
  account_number: z.string().nullable(),
  status: z.enum(REGISTRATION_STATUSES),
  created_at: z.string(),
  /** When an administrator approved or rejected it; null while it waits. */
  decided_at: z.string().nullable(),
  /** Who decided, by name; null while it waits or once that account is gone. */
  decided_by: z.string().nullable(),
});
export type RegistrationRow = z.infer<typeof registrationRow>;
export const registrationsResponse = z.object({
  requests: z.array(registrationRow),
  /** Every request of the status, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  security_codes: z.array(z.object({ code: z.string(), description: z.string() })),
});
export type RegistrationsPage = z.infer<typeof registrationsResponse>;

export const approveRegistrationRequest = z.object({
  id: z.number().int().positive().max(2_147_483_647),
  group: z.enum(userGroups),
  security_codes: z.array(z.string().regex(/^[A-Z0-9]{2,20}$/)).max(50),
});
export const rejectRegistrationRequest = z.object({ id: z.number().int().positive().max(2_147_483_647) });
