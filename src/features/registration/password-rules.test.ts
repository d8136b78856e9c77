import { describe, expect, it } from 'vitest';
import { newPassword } from '../../../contract/registration';
import { passwordProblem } from './password-rules';

describe('passwordProblem', () => {
  it('agrees with the server rule on every case', () => {
    for (const password of ['', 'short1', 'abcdefghij', '1234567890', 'abcdefghi1', 'A'.repeat(199) + '1', 'A'.repeat(200) + '1']) {
      expect(passwordProblem(password, password) === null, password).toBe(newPassword.safeParse(password).success);
    }
  });
  it('asks for the same password twice', () => {
    expect(passwordProblem('abcdefghi1', 'abcdefghi2')).toBe('mismatch');
  });
});
