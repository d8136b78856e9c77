import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './content-disposition';

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 filename*', () => {
    expect(fileNameFromDisposition(`attachment; filename="Muller _.pdf"; filename*=UTF-8''M%C3%BCller%20%C3%A9.pdf`)).toBe('Müller é.pdf');
  });
  it('reads a quoted plain filename', () => {
    expect(fileNameFromDisposition('attachment; filename="checkpoint report 1 2024-01-01.xlsx"')).toBe('checkpoint report 1 2024-01-01.xlsx');
  });
  it('reads an unquoted plain filename', () => {
    expect(fileNameFromDisposition('attachment; filename=report.pdf')).toBe('report.pdf');
  });
  it('falls back without a header or a name', () => {
    expect(fileNameFromDisposition(null, 'x.pdf')).toBe('x.pdf');
    expect(fileNameFromDisposition('attachment', 'x.pdf')).toBe('x.pdf');
  });
  it('keeps only the last path segment', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''..%2F..%2Fa.pdf`)).toBe('a.pdf');
  });
  it('falls back to the plain name when filename* is malformed', () => {
    expect(fileNameFromDisposition(`attachment; filename="a.pdf"; filename*=UTF-8''%E0%A4%A.pdf`)).toBe('a.pdf');
  });
});
