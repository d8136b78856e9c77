import type { CellColor } from './report-model';

/** One palette for both formats, so a critical reading looks the same in Excel and in the PDF. */
export const CELL_COLORS: Record<CellColor, { fill: string; text: string }> = {
  critical: { fill: 'FFC7CE', text: '9C0006' },
  warning: { fill: 'FFEB9C', text: '9C5700' },
  ok: { fill: 'C6EFCE', text: '006100' },
};

export const HEADER_FILL = 'D9E1F2';
export const HEADER_TEXT = '1F2937';
export const BAND_FILL = '1F3A5F';
export const BAND_TEXT = 'FFFFFF';
export const ZEBRA_FILL = 'F3F5F9';
export const MUTED_TEXT = '5B6472';
