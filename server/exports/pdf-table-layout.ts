import type { PreparedColumn } from './format';
import { toWinAnsi, wrapText, type TextMeasure } from './pdf-text';
import type { Row } from './row-source';

/*
 * Column widths from what the columns hold: every header word and every number fits its column
 * whole, text columns get the room their values ask for and wrap when the page is too narrow, and
 * the report goes landscape only when its widest table does not fit a portrait page.
 */

export const TABLE_FONT_SIZE = 7.5;
/** A table too wide for the page at TABLE_FONT_SIZE is set smaller, down to this, before any value is cut. */
export const MIN_TABLE_FONT_SIZE = 5.5;
export const CELL_PAD = 3;
/** Rows measured for the widths; enough to see every kind of value of a report. */
const SAMPLE_ROWS = 400;
/** A header longer than this wraps rather than widening its column by itself. */
const HEADER_NATURAL_CAP = 90;
/** A text value longer than this wraps rather than widening its column by itself. */
const TEXT_NATURAL_CAP = 200;
/** Per character of a column's width hint, when its rows are not known in advance. */
const HINT_POINTS_PER_CHAR = 4.2;

/** Values printed whole on one line: numbers, amounts and dates. */
export const UNBROKEN_KINDS = new Set(['integer', 'number', 'percent', 'currency', 'pressure', 'tread', 'distance', 'volume', 'date', 'datetime']);

export interface Fonts extends TextMeasure {
  use(bold: boolean): void;
}

export interface ColumnNeeds {
  /** Below this a header word or a number would be cut. */
  min: number;
  /** What its values take on one line (long texts capped): below this text values wrap. */
  content: number;
  /** With room to spare: the header on one line too (long headers capped). */
  natural: number;
}

const longestWord = (fonts: Fonts, text: string) => Math.max(0, ...toWinAnsi(text).split(/\s+/).map((word) => fonts.widthOfString(word)));

/** What one column needs, from its header and (when known) a sample of its rows. */
export function measureColumn(fonts: Fonts, column: PreparedColumn, sample: readonly Row[] | null): ColumnNeeds {
  // A point to spare: a word exactly as wide as its column would fail the fit by a rounding error.
  const pad = 2 * CELL_PAD + 1;
  fonts.use(true);
  const headerWord = longestWord(fonts, column.header);
  const headerFull = fonts.widthOfString(toWinAnsi(column.header));
  fonts.use(false);
  const numeric = UNBROKEN_KINDS.has(column.kind);
  let cellWidest = 0;
  let cellWord = 0;
  if (sample) {
    for (const row of sample) {
      const text = toWinAnsi(column.text(row[column.key]));
      if (text === '') continue;
      cellWidest = Math.max(cellWidest, fonts.widthOfString(text));
      if (!numeric) cellWord = Math.max(cellWord, longestWord(fonts, text));
    }
  } else {
    cellWidest = column.width * HINT_POINTS_PER_CHAR;
  }
  // Bold (critical) cells are a little wider than the measured regular text.
  const slack = 1.06;
  const min = pad + Math.max(headerWord, numeric ? cellWidest * slack : Math.min(cellWord * slack, TEXT_NATURAL_CAP));
  const content = Math.max(min, pad + (numeric ? cellWidest : Math.min(cellWidest, TEXT_NATURAL_CAP)) * slack);
  const natural = Math.max(content, pad + Math.min(headerFull, HEADER_NATURAL_CAP));
  return { min, content, natural };
}

/**
 * Widths that fill `contentWidth`. Room is given up in order: first headers wrap (natural to
 * content), then text values wrap (content to min); only a table whose minimums do not fit is
 * scaled down as a whole.
 */
export function fitWidths(needs: readonly ColumnNeeds[], contentWidth: number): number[] {
  const sum = (pick: (need: ColumnNeeds) => number) => needs.reduce((total, need) => total + pick(need), 0);
  const natural = sum((need) => need.natural);
  if (natural <= contentWidth) return needs.map((need) => need.natural + ((contentWidth - natural) * need.natural) / (natural || 1));
  const content = sum((need) => need.content);
  if (content <= contentWidth) {
    const share = (contentWidth - content) / (natural - content);
    return needs.map((need) => need.content + (need.natural - need.content) * share);
  }
  const min = sum((need) => need.min);
  if (min >= contentWidth) return needs.map((need) => (need.min / min) * contentWidth);
  const share = (contentWidth - min) / (content - min);
  return needs.map((need) => need.min + (need.content - need.min) * share);
}

/**
 * The size a table's text is set at: TABLE_FONT_SIZE, or smaller in proportion when the
 * columns' minimum widths (a header word, a whole number) exceed the page, so every value stays
 * whole; below MIN_TABLE_FONT_SIZE the columns are shrunk instead (fitWidths).
 */
export function tableFontSize(needs: readonly ColumnNeeds[], contentWidth: number): number {
  const min = minimumWidth(needs);
  if (min <= contentWidth) return TABLE_FONT_SIZE;
  // The cells' padding does not shrink with the text.
  const pads = needs.length * (2 * CELL_PAD + 1);
  const ratio = (contentWidth - pads) / Math.max(min - pads, 1);
  return Math.max(MIN_TABLE_FONT_SIZE, Math.floor(TABLE_FONT_SIZE * ratio * 20) / 20);
}

/** The lines of a header, wrapped to its column; never cut when the column is at least its minimum. */
export function headerLines(fonts: Fonts, header: string, width: number): string[] {
  fonts.use(true);
  return wrapText(fonts, toWinAnsi(header), width - 2 * CELL_PAD);
}

/** The sum of the natural widths of a table's columns. */
export const naturalWidth = (needs: readonly ColumnNeeds[]) => needs.reduce((sum, need) => sum + need.natural, 0);
export const minimumWidth = (needs: readonly ColumnNeeds[]) => needs.reduce((sum, need) => sum + need.min, 0);

/** The first rows of a section when they are already in memory (prefetched), else null. */
export const sampleOf = (rows: unknown): readonly Row[] | null => (Array.isArray(rows) ? (rows as Row[]).slice(0, SAMPLE_ROWS) : null);
