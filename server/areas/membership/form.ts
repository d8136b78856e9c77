import { z } from 'zod';

/** A value the page only carries along: anything unusable becomes empty instead of an error. */
const carried = (max: number) => z.string().max(max).catch('');

/** The query the portal sends to the page (spec 1 §2: return host, path and original query). */
export const signInQuery = z.object({
  returnHost: carried(500),
  returnPath: carried(2000),
  returnQuery: carried(4000),
  lang: carried(20),
  signedOut: carried(5),
});
export type SignInQuery = z.infer<typeof signInQuery>;

export const signInForm = signInQuery.extend({
  email: z.string({ error: 'Please enter your email address and password.' })
    .trim()
    .min(1, 'Please enter your email address and password.')
    .max(254, 'That email address is too long.'),
  password: z.string({ error: 'Please enter your email address and password.' })
    .min(1, 'Please enter your email address and password.')
    .max(200, 'That password is too long.'),
});
export type SignInForm = z.infer<typeof signInForm>;

const asObject = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {});

/** The carried fields of whatever arrived, for re-rendering the page. */
export function carriedFields(value: unknown): SignInQuery {
  return signInQuery.parse(asObject(value));
}

/**
 * The form, or the message to show with the page. The e-mail is kept for the re-rendered form
 * only when it is short enough to echo.
 */
export function parseSignInForm(value: unknown): { ok: true; form: SignInForm } | { ok: false; message: string; email: string; carried: SignInQuery } {
  const body = asObject(value);
  const parsed = signInForm.safeParse(body);
  if (parsed.success) return { ok: true, form: parsed.data };
  const email = 'email' in body && typeof body.email === 'string' && body.email.length <= 254 ? body.email : '';
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Please enter your email address and password.', email, carried: carriedFields(body) };
}
