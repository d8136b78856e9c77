/**
 * Text fitting for the PDF. The built-in Helvetica speaks only WinAnsi (Western European), and
 * no font covering other scripts ships with the installed packages, so other characters are
 * reduced to their base letter (ł stays '?', but ą becomes 'a') or '?' rather than printing
 * garbage glyphs. Chinese, Japanese, Hindi or Cyrillic text therefore prints as '?'.
 */

/** Characters outside Latin-1 that WinAnsi still has (the same list pdfkit maps). */
const WIN_ANSI_EXTRA = new Set('ƒ–—‘’‚“”„†‡•…€‰‹›ˆ™ŒœŠšŸŽž˜');

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}

export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    if (isWinAnsi(char)) {
      out += char;
      continue;
    }
    if (char === '\t' || char === '\n' || char === '\r') {
      out += ' ';
      continue;
    }
    const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    out += base !== '' && Array.from(base).every(isWinAnsi) ? base : '?';
  }
  return out;
}

export interface TextMeasure {
  widthOfString(text: string): number;
}

const ELLIPSIS = '…';

/** The text, or its longest prefix plus an ellipsis, that fits the width. */
export function fitText(measure: TextMeasure, text: string, width: number): string {
  if (measure.widthOfString(text) <= width) return text;
  const chars = Array.from(text);
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (measure.widthOfString(chars.slice(0, mid).join('') + ELLIPSIS) <= width) low = mid;
    else high = mid - 1;
  }
  return low === 0 ? (measure.widthOfString(ELLIPSIS) <= width ? ELLIPSIS : '') : chars.slice(0, low).join('').trimEnd() + ELLIPSIS;
}

/** Greedy word wrap; a single word wider than the line is cut with an ellipsis. */
export function wrapText(measure: TextMeasure, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure.widthOfString(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = fitText(measure, word, width);
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}
