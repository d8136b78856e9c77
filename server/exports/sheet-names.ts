/** Excel refuses a workbook whose sheet names break these rules, so every name passes through here. */
export const MAX_SHEET_NAME = 31;
const FORBIDDEN = /[\\/?*[\]:\p{Cc}]/gu;

export function sanitizeSheetName(name: string, fallback = 'Sheet'): string {
  const cleaned = name
    .replace(FORBIDDEN, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    // A leading or trailing apostrophe collides with Excel's quoting of sheet references.
    .replace(/^'+|'+$/g, '')
    .trim()
    // One inside ("Règles d'âge") breaks the print titles and filter a sheet refers to itself by
    // (exceljs does not double it in those references, and the file no longer opens): the
    // typographic apostrophe reads the same.
    .replace(/'/g, '’');
  const usable = cleaned === '' || cleaned.toLowerCase() === 'history' ? fallback : cleaned;
  return Array.from(usable).slice(0, MAX_SHEET_NAME).join('').trim();
}

/** Hands out sanitized names that are unique within one workbook (Excel compares them case-insensitively). */
export class SheetNamer {
  private readonly used = new Set<string>();

  next(name: string, fallback = 'Sheet'): string {
    const base = sanitizeSheetName(name, fallback);
    let candidate = base;
    for (let n = 2; this.used.has(candidate.toLowerCase()); n++) {
      const suffix = ` (${n})`;
      candidate = `${Array.from(base).slice(0, MAX_SHEET_NAME - suffix.length).join('').trim()}${suffix}`;
    }
    this.used.add(candidate.toLowerCase());
    return candidate;
  }
}
