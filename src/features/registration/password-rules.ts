/** Which rule of a new password fails, in the order the server checks them (contract/registration.ts). */
export type PasswordProblem = 'too-short' | 'too-long' | 'no-letter' | 'no-digit' | 'mismatch' | null;

export function passwordProblem(password: string, confirmation: string): PasswordProblem {
  if (password.length < 10) return 'too-short';
  if (password.length > 200) return 'too-long';
  if (!/[A-Za-z]/.test(password)) return 'no-letter';
  if (!/\d/.test(password)) return 'no-digit';
  if (password !== confirmation) return 'mismatch';
  return null;
}
