import { describe, expect, it } from 'vitest';
import { fitText, toWinAnsi, wrapText } from './pdf-text';
import { contentDisposition, safeFileName } from './send-export';
import { sanitizeSheetName, SheetNamer } from './sheet-names';

/** Every character one unit wide: enough to test fitting without a font. */
const mono = { widthOfString: (text: string) => Array.from(text).length };

describe('sheet names', () => {
  it('removes characters Excel refuses and keeps 31 characters', () => {
    expect(sanitizeSheetName('Units: summary/[all]?')).toBe('Units summary all');
    expect(sanitizeSheetName("'quoted'")).toBe('quoted');
    expect(sanitizeSheetName("Règles d'âge des pneus")).toBe('Règles d’âge des pneus');
    expect(sanitizeSheetName('History')).toBe('Sheet');
    expect(sanitizeSheetName('  ')).toBe('Sheet');
    expect(sanitizeSheetName('x'.repeat(40))).toHaveLength(31);
  });

  it('makes names unique regardless of case', () => {
    const names = new SheetNamer();
    expect([names.next('Units'), names.next('units'), names.next('UNITS')]).toEqual(['Units', 'units (2)', 'UNITS (3)']);
    const long = new SheetNamer();
    long.next('y'.repeat(40));
    expect(long.next('y'.repeat(40))).toBe(`${'y'.repeat(27)} (2)`);
  });
});

describe('PDF text', () => {
  it('keeps Western European text and replaces what Helvetica cannot print', () => {
    expect(toWinAnsi('Café – Größe € 5')).toBe('Café – Größe € 5');
    expect(toWinAnsi('Łódź ąę')).toBe('?ódz ae');
    expect(toWinAnsi('轮胎 report')).toBe('?? report');
  });

  it('cuts text with an ellipsis to fit', () => {
    expect(fitText(mono, 'short', 10)).toBe('short');
    expect(fitText(mono, 'much too long', 6)).toBe('much…');
    expect(fitText(mono, 'abc', 0)).toBe('');
  });

  it('wraps words to the width', () => {
    expect(wrapText(mono, 'one two three four', 9)).toEqual(['one two', 'three', 'four']);
    expect(wrapText(mono, 'extraordinarily', 6)).toEqual(['extra…']);
    expect(wrapText(mono, '', 6)).toEqual(['']);
  });
});

describe('download names', () => {
  it('strips paths and reserved characters and sets the extension', () => {
    expect(safeFileName('../../etc/passwd', 'pdf')).toBe('etc passwd.pdf');
    expect(safeFileName('Checkpoint "March": 2024.xlsx', 'xlsx')).toBe('Checkpoint March 2024.xlsx');
    expect(safeFileName('', 'pdf')).toBe('report.pdf');
  });

  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('Relevé d’usure 100%.pdf')).toBe(
      `attachment; filename="Releve d_usure 100_.pdf"; filename*=UTF-8''Relev%C3%A9%20d%E2%80%99usure%20100%25.pdf`,
    );
  });
});
