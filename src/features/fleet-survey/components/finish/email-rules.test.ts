import { describe, expect, it } from 'vitest';
import { emailProblem, isEmail, parseRecipients } from './email-rules';

describe('recipients', () => {
  it('accepts addresses on lines or separated by commas and semicolons, without repeats', () => {
    const recipients = parseRecipients('fleet@northline.example,\n Yard@Northline.example; fleet@northline.example');
    expect(recipients).toEqual({ valid: ['fleet@northline.example', 'yard@northline.example'], invalid: [], tooMany: false });
  });

  it('lists what is not an address', () => {
    expect(parseRecipients('fleet@northline, someone, a@b.co').invalid).toEqual(['fleet@northline', 'someone']);
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('a@@b.co')).toBe(false);
  });

  it('caps the number of recipients', () => {
    const many = Array.from({ length: 11 }, (_, i) => `user${i}@fleet.example`).join(',');
    expect(parseRecipients(many).tooMany).toBe(true);
  });

  it('names the first problem of the e-mail part', () => {
    expect(emailProblem(parseRecipients(''), 1)).toBe('no-recipients');
    expect(emailProblem(parseRecipients('x'), 1)).toBe('invalid');
    expect(emailProblem(parseRecipients('a@b.co'), 0)).toBe('no-reports');
    expect(emailProblem(parseRecipients('a@b.co'), 2)).toBeNull();
  });
});
